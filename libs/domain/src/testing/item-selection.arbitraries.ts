import fc from 'fast-check';
import { chooseAttribute } from '../item-selection/choose-attribute';
import { chooseCarePlan } from '../item-selection/choose-care-plan';
import {
  EMPTY_SELECTION,
  type GroupItem,
  type ItemGroup,
  type ItemSelection,
} from '../item-selection/item-group';

/**
 * An iPhone group for example tests: colour then capacity. Black 512GB cannot
 * be bought; Pink 256GB offers no care plan; there is no Pink 128GB.
 */
export const IPHONE_GROUP_EXAMPLE: ItemGroup = {
  attributeOrder: ['colour', 'capacity'],
  items: [
    {
      code: 'IP15-BLU-128',
      attributes: { colour: 'Blue', capacity: '128GB' },
      offersCarePlan: true,
    },
    {
      code: 'IP15-BLU-256',
      attributes: { colour: 'Blue', capacity: '256GB' },
      offersCarePlan: true,
    },
    {
      code: 'IP15-BLK-128',
      attributes: { colour: 'Black', capacity: '128GB' },
      offersCarePlan: true,
    },
    {
      code: 'IP15-BLK-512',
      attributes: { colour: 'Black', capacity: '512GB' },
      available: false,
      offersCarePlan: true,
    },
    { code: 'IP15-PNK-256', attributes: { colour: 'Pink', capacity: '256GB' } },
  ],
};

const ATTRIBUTE_NAMES = ['colour', 'capacity', 'size', 'connectivity'] as const;
const VALUES = ['A', 'B', 'C'] as const;

/**
 * A group of 0-3 attributes with up to 3 values each, holding a random part of
 * every combination; some items cannot be bought, some offer a care plan, and
 * now and then one lacks an attribute (as badly entered data would).
 */
export function itemGroupArb(): fc.Arbitrary<ItemGroup> {
  return fc.integer({ min: 0, max: 3 }).chain((attributeCount) => {
    const attributeOrder = ATTRIBUTE_NAMES.slice(0, attributeCount);
    const combinations = attributeOrder.reduce<Record<string, string>[]>(
      (partial, attribute) =>
        partial.flatMap((values) => VALUES.map((value) => ({ ...values, [attribute]: value }))),
      [{}],
    );
    return fc.record({
      attributeOrder: fc.constant(attributeOrder),
      items: fc
        .subarray(combinations, { minLength: 1 })
        .chain((chosen) =>
          fc.tuple(
            ...chosen.map((attributes, index) =>
              fc.record({
                code: fc.constant(`ITEM${index + 1}`),
                attributes: fc.oneof(
                  { weight: 9, arbitrary: fc.constant(attributes) },
                  { weight: 1, arbitrary: fc.constant(withoutFirstKey(attributes)) },
                ),
                available: fc.oneof({ weight: 4, arbitrary: fc.constant(undefined) }, fc.boolean()),
                offersCarePlan: fc.boolean(),
              }),
            ),
          ),
        )
        .map((items): GroupItem[] => items),
    });
  });
}

function withoutFirstKey(attributes: Record<string, string>): Record<string, string> {
  const [, ...rest] = Object.entries(attributes);
  return Object.fromEntries(rest);
}

/** A customer's clicks on the picker: attribute index and value, sometimes for locked or unknown values. */
export function pickerClicksArb(): fc.Arbitrary<readonly { index: number; value: string }[]> {
  return fc.array(
    fc.record({ index: fc.integer({ min: -1, max: 3 }), value: fc.constantFrom(...VALUES, 'Z') }),
    { maxLength: 8 },
  );
}

/** A group and a selection the customer reached on it by clicking, care plan ticked or not. */
export function pickedSelectionArb(): fc.Arbitrary<{ group: ItemGroup; selection: ItemSelection }> {
  return fc
    .tuple(itemGroupArb(), pickerClicksArb(), fc.boolean())
    .map(([group, clicks, carePlan]) => {
      const picked = clicks.reduce(
        (selection, click) => chooseAttribute(group, selection, click.index, click.value),
        EMPTY_SELECTION,
      );
      return { group, selection: chooseCarePlan(group, picked, carePlan) };
    });
}
