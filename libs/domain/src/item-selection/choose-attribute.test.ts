import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  IPHONE_GROUP_EXAMPLE as group,
  pickedSelectionArb,
} from '../testing/item-selection.arbitraries';
import { chooseAttribute } from './choose-attribute';
import { EMPTY_SELECTION } from './item-group';

describe('chooseAttribute', () => {
  it('chooses the attributes in order', () => {
    const colour = chooseAttribute(group, EMPTY_SELECTION, 0, 'Blue');
    expect(colour).toEqual({ choices: ['Blue'], carePlan: false });
    expect(chooseAttribute(group, colour, 1, '256GB')).toEqual({
      choices: ['Blue', '256GB'],
      carePlan: false,
    });
  });

  it('"later ones locked until earlier chosen": a locked attribute cannot be chosen', () => {
    expect(chooseAttribute(group, EMPTY_SELECTION, 1, '128GB')).toBe(EMPTY_SELECTION);
  });

  it('"choosing an earlier one resets later ones", and the care plan', () => {
    const full = { choices: ['Blue', '128GB'], carePlan: true };
    expect(chooseAttribute(group, full, 0, 'Black')).toEqual({
      choices: ['Black'],
      carePlan: false,
    });
  });

  it('picking the value already chosen changes nothing', () => {
    const full = { choices: ['Blue', '128GB'], carePlan: true };
    expect(chooseAttribute(group, full, 0, 'Blue')).toBe(full);
  });

  it('an unavailable value cannot be chosen', () => {
    const black = { choices: ['Black'], carePlan: false };
    expect(chooseAttribute(group, black, 1, '512GB')).toBe(black);
    expect(chooseAttribute(group, EMPTY_SELECTION, 0, 'Gold')).toBe(EMPTY_SELECTION);
  });

  it('ignores an index that is negative, fractional or past the last attribute', () => {
    const full = { choices: ['Blue', '128GB'], carePlan: false };
    expect(chooseAttribute(group, EMPTY_SELECTION, -1, 'Blue')).toBe(EMPTY_SELECTION);
    expect(chooseAttribute(group, EMPTY_SELECTION, 0.5, 'Blue')).toBe(EMPTY_SELECTION);
    expect(chooseAttribute(group, full, 2, 'Blue')).toBe(full);
  });

  describe('properties', () => {
    it('resetting never keeps a later choice (nor the care plan)', () => {
      fc.assert(
        fc.property(
          pickedSelectionArb(),
          fc.integer({ min: 0, max: 3 }),
          fc.constantFrom('A', 'B', 'C'),
          ({ group: anyGroup, selection }, index, value) => {
            const next = chooseAttribute(anyGroup, selection, index, value);
            if (next === selection) return;
            expect(next.choices).toEqual([...selection.choices.slice(0, index), value]);
            expect(next.carePlan).toBe(false);
          },
        ),
      );
    });

    it('the choices are always a prefix no longer than the attribute order', () => {
      fc.assert(
        fc.property(pickedSelectionArb(), ({ group: anyGroup, selection }) => {
          expect(selection.choices.length).toBeLessThanOrEqual(anyGroup.attributeOrder.length);
          expect(selection.choices.every((value) => typeof value === 'string')).toBe(true);
        }),
      );
    });
  });
});
