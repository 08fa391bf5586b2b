import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pagerItems, type PagerItem } from './pager-items';
import { pagerPositionArb } from '../testing/catalogue.arbitraries';

/** The pager as it reads: `[4]` is the current page, `...` a gap. */
function render(items: readonly PagerItem[]): string {
  return items
    .map((item) =>
      item.kind === 'gap' ? '...' : item.current ? `[${item.page}]` : String(item.page),
    )
    .join(' ');
}

describe('Pager margin 1, range 2 (PAGER)', () => {
  it('10 pages: the first, the last, and the current page with one each side', () => {
    expect(render(pagerItems(5, 10))).toBe('1 ... 4 [5] 6 ... 10');
    expect(render(pagerItems(6, 10))).toBe('1 ... 5 [6] 7 ... 10');
    expect(render(pagerItems(7, 10))).toBe('1 ... 6 [7] 8 9 10');
  });

  it('at the ends the window keeps its 3 pages', () => {
    expect(render(pagerItems(1, 10))).toBe('[1] 2 3 ... 10');
    expect(render(pagerItems(2, 10))).toBe('1 [2] 3 ... 10');
    expect(render(pagerItems(10, 10))).toBe('1 ... 8 9 [10]');
  });

  it('a gap that would hide one page shows the page instead', () => {
    expect(render(pagerItems(4, 10))).toBe('1 2 3 [4] 5 ... 10');
    expect(render(pagerItems(3, 10))).toBe('1 2 [3] 4 ... 10');
    expect(render(pagerItems(8, 10))).toBe('1 ... 7 [8] 9 10');
  });

  it('few pages are all shown', () => {
    expect(render(pagerItems(1, 1))).toBe('[1]');
    expect(render(pagerItems(2, 5))).toBe('1 [2] 3 4 5');
  });

  it('a gap says which pages it hides', () => {
    expect(pagerItems(5, 10)[1]).toEqual({ kind: 'gap', firstHidden: 2, lastHidden: 3 });
  });

  it('no pages shows nothing; a current page outside the list is taken as the nearest end', () => {
    expect(pagerItems(1, 0)).toEqual([]);
    expect(render(pagerItems(99, 10))).toBe('1 ... 8 9 [10]');
    expect(render(pagerItems(-3, 10))).toBe('[1] 2 3 ... 10');
  });

  it('other settings: margin 2, range 4', () => {
    expect(render(pagerItems(10, 20, { marginPagesDisplayed: 2, pageRangeDisplayed: 4 }))).toBe(
      '1 2 ... 8 9 [10] 11 12 ... 19 20',
    );
  });

  it('fractional or negative counts are programming errors', () => {
    expect(() => pagerItems(1, 2.5)).toThrow(RangeError);
    expect(() => pagerItems(1, -1)).toThrow(RangeError);
    expect(() => pagerItems(1.5, 3)).toThrow(RangeError);
    expect(() => pagerItems(1, 3, { marginPagesDisplayed: -1, pageRangeDisplayed: 2 })).toThrow(
      RangeError,
    );
  });

  describe('properties', () => {
    const settingsArb = fc.oneof(
      fc.constant({ marginPagesDisplayed: 1, pageRangeDisplayed: 2 }),
      fc.record({
        marginPagesDisplayed: fc.integer({ min: 1, max: 3 }),
        pageRangeDisplayed: fc.integer({ min: 0, max: 6 }),
      }),
    );
    const pages = (items: readonly PagerItem[]): number[] =>
      items.flatMap((item) => (item.kind === 'page' ? [item.page] : []));

    it('the first and last pages are always shown, and the current page, marked once', () => {
      fc.assert(
        fc.property(pagerPositionArb(), settingsArb, ({ current, total }, settings) => {
          const items = pagerItems(current, total, settings);
          const shown = pages(items);
          const marked = items.filter((item) => item.kind === 'page' && item.current);
          return (
            shown[0] === 1 &&
            shown.at(-1) === total &&
            shown.includes(current) &&
            marked.length === 1 &&
            marked[0]?.kind === 'page' &&
            marked[0].page === current
          );
        }),
      );
    });

    it('no page twice, ascending', () => {
      fc.assert(
        fc.property(pagerPositionArb(), settingsArb, ({ current, total }, settings) => {
          const shown = pages(pagerItems(current, total, settings));
          return shown.every((page, i) => i === 0 || (shown[i - 1] ?? Infinity) < page);
        }),
      );
    });

    it('gaps only between non-adjacent numbers, hiding exactly the pages between them (never one alone)', () => {
      fc.assert(
        fc.property(pagerPositionArb(), settingsArb, ({ current, total }, settings) => {
          const items = pagerItems(current, total, settings);
          return items.every((item, i) => {
            const [before, after] = [items[i - 1], items[i + 1]];
            if (item.kind === 'page')
              return before?.kind !== 'page' || before.page === item.page - 1;
            return (
              before?.kind === 'page' &&
              after?.kind === 'page' &&
              item.firstHidden === before.page + 1 &&
              item.lastHidden === after.page - 1 &&
              after.page - before.page > 2
            );
          });
        }),
      );
    });

    it('with margin 1 and range 2 the pager never holds more than 7 elements', () => {
      fc.assert(
        fc.property(
          pagerPositionArb(),
          ({ current, total }) => pagerItems(current, total).length <= 7,
        ),
      );
    });
  });
});
