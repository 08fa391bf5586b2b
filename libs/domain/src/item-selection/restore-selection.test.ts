import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  IPHONE_GROUP_EXAMPLE as group,
  itemGroupArb,
  pickedSelectionArb,
} from '../testing/item-selection.arbitraries';
import { EMPTY_SELECTION } from './item-group';
import { restoreSelection } from './restore-selection';
import { selectionToQuery } from './selection-to-query';

describe('restoreSelection: "ATTR_{attribute} and ATTR_lastIndexSelected" restore a selection', () => {
  it('restores a full selection with its care plan', () => {
    expect(
      restoreSelection(group, {
        ATTR_colour: 'Blue',
        ATTR_capacity: '256GB',
        ATTR_lastIndexSelected: '1',
        APPLECARE: 'Y',
      }),
    ).toEqual({ choices: ['Blue', '256GB'], carePlan: true });
  });

  it('reads values only up to ATTR_lastIndexSelected', () => {
    expect(
      restoreSelection(group, {
        ATTR_colour: 'Blue',
        ATTR_capacity: '256GB',
        ATTR_lastIndexSelected: '0',
      }),
    ).toEqual({
      choices: ['Blue'],
      carePlan: false,
    });
  });

  it('reads every attribute when ATTR_lastIndexSelected is missing or invalid', () => {
    const full = { choices: ['Blue', '256GB'], carePlan: false };
    expect(restoreSelection(group, { ATTR_colour: 'Blue', ATTR_capacity: '256GB' })).toEqual(full);
    for (const lastIndex of ['x', '-1', '7', '1.5', '']) {
      expect(
        restoreSelection(group, {
          ATTR_colour: 'Blue',
          ATTR_capacity: '256GB',
          ATTR_lastIndexSelected: lastIndex,
        }),
      ).toEqual(full);
    }
  });

  it('drops an invalid value, and the values after it, which would be locked', () => {
    expect(restoreSelection(group, { ATTR_colour: 'Blue', ATTR_capacity: '512GB' })).toEqual({
      choices: ['Blue'],
      carePlan: false,
    });
    expect(restoreSelection(group, { ATTR_colour: 'Gold', ATTR_capacity: '256GB' })).toEqual(
      EMPTY_SELECTION,
    );
    expect(restoreSelection(group, { ATTR_capacity: '256GB' })).toEqual(EMPTY_SELECTION);
  });

  it('ticks the care plan only on a complete selection whose item offers it', () => {
    expect(restoreSelection(group, { ATTR_colour: 'Blue', APPLECARE: 'Y' }).carePlan).toBe(false);
    expect(
      restoreSelection(group, { ATTR_colour: 'Pink', ATTR_capacity: '256GB', APPLECARE: 'Y' })
        .carePlan,
    ).toBe(false);
    expect(
      restoreSelection(group, { ATTR_colour: 'Blue', ATTR_capacity: '128GB', APPLECARE: 'N' })
        .carePlan,
    ).toBe(false);
  });

  it('takes the first value of a repeated key', () => {
    expect(
      restoreSelection(group, { ATTR_colour: ['Pink', 'Blue'], ATTR_capacity: ['256GB'] }),
    ).toEqual({
      choices: ['Pink', '256GB'],
      carePlan: false,
    });
  });

  it('treats values that are not text as missing, without throwing', () => {
    const parsedJson = { ATTR_colour: 'Blue', ATTR_capacity: [256], ATTR_lastIndexSelected: [1] };
    expect(restoreSelection(group, parsedJson as unknown as Record<string, string>)).toEqual({
      choices: ['Blue'],
      carePlan: false,
    });
  });

  describe('properties', () => {
    it('restores exactly the selection its query was made from', () => {
      fc.assert(
        fc.property(pickedSelectionArb(), ({ group: anyGroup, selection }) => {
          expect(restoreSelection(anyGroup, selectionToQuery(anyGroup, selection))).toEqual(
            selection,
          );
        }),
      );
    });

    it('never throws on any query, and always yields a prefix of available values', () => {
      const queryArb = fc.dictionary(
        fc.constantFrom(
          'ATTR_colour',
          'ATTR_capacity',
          'ATTR_size',
          'ATTR_lastIndexSelected',
          'APPLECARE',
          'other',
        ),
        fc.oneof(
          fc.constantFrom('A', 'B', 'C', 'Y', '0', '1', '2'),
          fc.string({ maxLength: 5 }),
          fc.array(fc.string({ maxLength: 3 })),
        ),
      );
      fc.assert(
        fc.property(itemGroupArb(), queryArb, (anyGroup, query) => {
          const selection = restoreSelection(anyGroup, query);
          expect(selection.choices.length).toBeLessThanOrEqual(anyGroup.attributeOrder.length);
          selection.choices.forEach((value, index) => {
            expect(query[`ATTR_${anyGroup.attributeOrder[index]!}`]).toContain(value);
          });
        }),
      );
    });
  });
});
