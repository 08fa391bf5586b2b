import type { ItemGroup, ItemSelection } from './item-group';
import { matchingItems } from './matching-items';

/** One value of an attribute, as a button of the picker. */
export interface AttributeOption {
  readonly value: string;
  /** Some item can still be bought with this value, given the earlier choices. */
  readonly available: boolean;
  readonly chosen: boolean;
}

/** One attribute of the picker: its options and whether it can be chosen yet. */
export interface AttributeChoice {
  readonly attribute: string;
  readonly index: number;
  /** Locked until every earlier attribute is chosen. */
  readonly locked: boolean;
  readonly chosen: string | undefined;
  readonly options: readonly AttributeOption[];
}

/**
 * The picker's state for every attribute, in the group's order (spec section
 * 4, "Item selection"). Each attribute lists every value any item of the group
 * has, in the order the items give them, so the buttons do not move as choices
 * change; a value is unavailable when no item that can be bought matches the
 * earlier choices and that value. Attributes after the first unchosen one are
 * locked.
 */
export function attributeOptions(
  group: ItemGroup,
  selection: ItemSelection,
): readonly AttributeChoice[] {
  return group.attributeOrder.map((attribute, index) => {
    const earlier = selection.choices.slice(0, index);
    const chosen = selection.choices[index];
    const values = [
      ...new Set(
        group.items.flatMap((item) => {
          const value = item.attributes[attribute];
          return value === undefined ? [] : [value];
        }),
      ),
    ];
    const stillPossible = matchingItems(group, earlier);
    return {
      attribute,
      index,
      locked: index > selection.choices.length,
      chosen,
      options: values.map((value) => ({
        value,
        available: stillPossible.some((item) => item.attributes[attribute] === value),
        chosen: value === chosen,
      })),
    };
  });
}
