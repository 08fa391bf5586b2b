import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  IPHONE_GROUP_EXAMPLE as group,
  pickedSelectionArb,
} from '../testing/item-selection.arbitraries';
import { EMPTY_SELECTION } from './item-group';
import { selectedItem } from './selected-item';

describe('selectedItem: "when all are chosen, the matching item code is the selection"', () => {
  it('names the item once colour and capacity are chosen', () => {
    expect(selectedItem(group, { choices: ['Pink', '256GB'], carePlan: false })?.code).toBe(
      'IP15-PNK-256',
    );
  });

  it('names nothing while an attribute is unchosen', () => {
    expect(selectedItem(group, EMPTY_SELECTION)).toBeUndefined();
    expect(selectedItem(group, { choices: ['Blue'], carePlan: false })).toBeUndefined();
  });

  it('names nothing for a combination that does not exist or cannot be bought', () => {
    expect(selectedItem(group, { choices: ['Pink', '128GB'], carePlan: false })).toBeUndefined();
    expect(selectedItem(group, { choices: ['Black', '512GB'], carePlan: false })).toBeUndefined();
  });

  it('takes the first listed item when two share every value', () => {
    const twins = {
      ...group,
      items: [
        ...group.items,
        { code: 'IP15-BLU-128-B', attributes: { colour: 'Blue', capacity: '128GB' } },
      ],
    };
    expect(selectedItem(twins, { choices: ['Blue', '128GB'], carePlan: false })?.code).toBe(
      'IP15-BLU-128',
    );
  });

  it('is the first item that can be bought of a group without attributes, if any', () => {
    expect(
      selectedItem({ attributeOrder: [], items: [group.items[0]!] }, EMPTY_SELECTION)?.code,
    ).toBe('IP15-BLU-128');
    expect(
      selectedItem({ attributeOrder: [], items: [group.items[3]!] }, EMPTY_SELECTION),
    ).toBeUndefined();
  });

  describe('properties', () => {
    it('a full selection always names an existing item, one that can be bought and carries the chosen values', () => {
      fc.assert(
        fc.property(pickedSelectionArb(), ({ group: anyGroup, selection }) => {
          // A group without attributes offers nothing to choose (see the example above).
          if (
            selection.choices.length === 0 ||
            selection.choices.length !== anyGroup.attributeOrder.length
          )
            return;
          const item = selectedItem(anyGroup, selection);
          expect(item).toBeDefined();
          expect(anyGroup.items).toContain(item);
          expect(item!.available).not.toBe(false);
          anyGroup.attributeOrder.forEach((attribute, index) => {
            expect(item!.attributes[attribute]).toBe(selection.choices[index]);
          });
        }),
      );
    });
  });
});
