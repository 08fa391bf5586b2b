import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupHomeGrid } from './group-home-grid';
import { categoriesArb } from '../testing/catalogue.arbitraries';

const at = (name: string, displayOrderGrid: number | null) => ({ name, displayOrderGrid });

describe('Home grid groups categories by first digit of displayOrderGrid', () => {
  it('11, 12, 13 form group 1 and 21, 22 group 2; groups ascend, members by displayOrderGrid', () => {
    const grid = groupHomeGrid([
      at('Watch', 21),
      at('iPad', 12),
      at('AirPods', 22),
      at('iPhone', 11),
      at('Mac', 13),
    ]);
    expect(grid.map((g) => [g.group, g.categories.map((c) => c.name)])).toEqual([
      [1, ['iPhone', 'iPad', 'Mac']],
      [2, ['Watch', 'AirPods']],
    ]);
  });

  it('the first digit, whatever the length: 3 and 35 and 301 are all group 3, in that order', () => {
    const grid = groupHomeGrid([at('c', 301), at('a', 3), at('b', 35)]);
    expect(grid).toEqual([{ group: 3, categories: [at('a', 3), at('b', 35), at('c', 301)] }]);
  });

  it('equal numbers keep the server order; a missing, negative or fractional number leaves the grid', () => {
    const grid = groupHomeGrid([
      at('x', 41),
      at('y', 41),
      at('none', null),
      at('neg', -5),
      at('half', 1.5),
    ]);
    expect(grid).toEqual([{ group: 4, categories: [at('x', 41), at('y', 41)] }]);
  });

  describe('properties', () => {
    it('every placed category appears once, in the group of its first digit, groups and members ascending', () => {
      fc.assert(
        fc.property(categoriesArb(), (list) => {
          const grid = groupHomeGrid(list);
          const placed = list.filter((c) => typeof c.displayOrderGrid === 'number');
          const members = grid.flatMap((g) => g.categories);
          return (
            members.length === placed.length &&
            new Set(members).size === placed.length &&
            grid.every((g, i) => i === 0 || (grid[i - 1]?.group ?? -1) < g.group) &&
            grid.every((g) =>
              g.categories.every(
                (c, i) =>
                  String(c.displayOrderGrid).startsWith(String(g.group)) &&
                  (i === 0 ||
                    (g.categories[i - 1]?.displayOrderGrid ?? 0) <= (c.displayOrderGrid ?? 0)),
              ),
            )
          );
        }),
      );
    });
  });
});
