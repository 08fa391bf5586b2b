import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  IPHONE_GROUP_EXAMPLE as group,
  pickedSelectionArb,
} from '../testing/item-selection.arbitraries';
import { attributeOptions } from './attribute-options';
import { chooseAttribute } from './choose-attribute';
import { EMPTY_SELECTION } from './item-group';
import { selectedItem } from './selected-item';

const available = (choices: readonly string[], index: number) =>
  attributeOptions(group, { choices, carePlan: false })
    [index]!.options.filter((option) => option.available)
    .map((option) => option.value);

describe('attributeOptions: "attributes chosen in order; later ones locked until earlier chosen"', () => {
  it('lists the attributes in their fixed order, only the first unlocked at the start', () => {
    const picker = attributeOptions(group, EMPTY_SELECTION);
    expect(picker.map(({ attribute, locked, chosen }) => ({ attribute, locked, chosen }))).toEqual([
      { attribute: 'colour', locked: false, chosen: undefined },
      { attribute: 'capacity', locked: true, chosen: undefined },
    ]);
  });

  it('lists every value of the group, in the order the items give them', () => {
    const picker = attributeOptions(group, EMPTY_SELECTION);
    expect(picker[0]!.options.map((option) => option.value)).toEqual(['Blue', 'Black', 'Pink']);
    expect(picker[1]!.options.map((option) => option.value)).toEqual(['128GB', '256GB', '512GB']);
  });

  it('unlocks the next attribute once the earlier one is chosen and marks the choice', () => {
    const picker = attributeOptions(group, { choices: ['Blue'], carePlan: false });
    expect(picker[1]!.locked).toBe(false);
    expect(picker[0]!.options.find((option) => option.chosen)?.value).toBe('Blue');
  });

  it('"options with no matching item are marked unavailable"', () => {
    expect(available(['Blue'], 1)).toEqual(['128GB', '256GB']);
    expect(available(['Black'], 1)).toEqual(['128GB']);
    expect(available(['Pink'], 1)).toEqual(['256GB']);
  });

  it('an earlier value stays available whatever is chosen after it', () => {
    expect(available(['Pink', '256GB'], 0)).toEqual(['Blue', 'Black', 'Pink']);
  });

  it('has no attribute for a group without attributes', () => {
    expect(attributeOptions({ attributeOrder: [], items: group.items }, EMPTY_SELECTION)).toEqual(
      [],
    );
  });

  describe('properties', () => {
    it('an available option always leads to at least one item', () => {
      fc.assert(
        fc.property(pickedSelectionArb(), ({ group: anyGroup, selection }) => {
          for (const attribute of attributeOptions(anyGroup, selection)) {
            if (attribute.locked) continue;
            for (const option of attribute.options.filter((candidate) => candidate.available)) {
              let next = chooseAttribute(anyGroup, selection, attribute.index, option.value);
              expect(next.choices[attribute.index]).toBe(option.value);
              // Keep taking the first available value: the selection must end on an item.
              while (next.choices.length < anyGroup.attributeOrder.length) {
                const following = attributeOptions(anyGroup, next)[next.choices.length]!;
                const firstAvailable = following.options.find((candidate) => candidate.available);
                expect(firstAvailable).toBeDefined();
                next = chooseAttribute(anyGroup, next, following.index, firstAvailable!.value);
              }
              expect(selectedItem(anyGroup, next)).toBeDefined();
            }
          }
        }),
      );
    });

    it('exactly the attributes after the first unchosen one are locked', () => {
      fc.assert(
        fc.property(pickedSelectionArb(), ({ group: anyGroup, selection }) => {
          for (const attribute of attributeOptions(anyGroup, selection)) {
            expect(attribute.locked).toBe(attribute.index > selection.choices.length);
          }
        }),
      );
    });
  });
});
