import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IPHONE_GROUP_EXAMPLE as group, itemGroupArb } from '../testing/item-selection.arbitraries';
import { EMPTY_SELECTION } from './item-group';
import { selectedItem } from './selected-item';
import { selectionOfItem } from './selection-of-item';

describe('selectionOfItem: the item page opens on its item', () => {
  it('chooses every attribute of the item', () => {
    expect(selectionOfItem(group, 'IP15-BLU-256')).toEqual({
      choices: ['Blue', '256GB'],
      carePlan: false,
    });
  });

  it('chooses nothing for an unknown item or one that cannot be bought', () => {
    expect(selectionOfItem(group, 'NOPE')).toBe(EMPTY_SELECTION);
    expect(selectionOfItem(group, 'IP15-BLK-512')).toBe(EMPTY_SELECTION);
  });

  describe('properties', () => {
    it('the selection of an item that can be picked names an item with the same values', () => {
      fc.assert(
        fc.property(itemGroupArb(), (anyGroup) => {
          for (const item of anyGroup.items) {
            const selection = selectionOfItem(anyGroup, item.code);
            if (selection === EMPTY_SELECTION) continue;
            const named = selectedItem(anyGroup, selection);
            expect(
              anyGroup.attributeOrder.map((attribute) => named?.attributes[attribute]),
            ).toEqual(anyGroup.attributeOrder.map((attribute) => item.attributes[attribute]));
          }
        }),
      );
    });
  });
});
