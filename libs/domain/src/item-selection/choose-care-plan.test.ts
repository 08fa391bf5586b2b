import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  IPHONE_GROUP_EXAMPLE as group,
  pickedSelectionArb,
} from '../testing/item-selection.arbitraries';
import { chooseAttribute } from './choose-attribute';
import { chooseCarePlan } from './choose-care-plan';
import { selectedItem } from './selected-item';

describe('chooseCarePlan: "Care plan optional, only when the item offers it; changing attributes resets it"', () => {
  const blue128 = { choices: ['Blue', '128GB'], carePlan: false };

  it('ticks and unticks the care plan of an item that offers it', () => {
    const ticked = chooseCarePlan(group, blue128, true);
    expect(ticked).toEqual({ choices: ['Blue', '128GB'], carePlan: true });
    expect(chooseCarePlan(group, ticked, false).carePlan).toBe(false);
  });

  it('cannot tick it for an item that does not offer it', () => {
    expect(
      chooseCarePlan(group, { choices: ['Pink', '256GB'], carePlan: false }, true).carePlan,
    ).toBe(false);
  });

  it('cannot tick it before the item is chosen', () => {
    expect(chooseCarePlan(group, { choices: ['Blue'], carePlan: false }, true).carePlan).toBe(
      false,
    );
  });

  it('changing an attribute resets it', () => {
    const ticked = chooseCarePlan(group, blue128, true);
    expect(chooseAttribute(group, ticked, 1, '256GB').carePlan).toBe(false);
  });

  describe('properties', () => {
    it('the care plan is only ever on for a chosen item that offers it', () => {
      fc.assert(
        fc.property(pickedSelectionArb(), ({ group: anyGroup, selection }) => {
          if (selection.carePlan)
            expect(selectedItem(anyGroup, selection)?.offersCarePlan).toBe(true);
        }),
      );
    });
  });
});
