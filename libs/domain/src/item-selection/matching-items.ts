import type { GroupItem, ItemGroup } from './item-group';

/**
 * The items a selection can still lead to: those that can be bought, have a
 * value for every attribute of the group, and carry the chosen values for the
 * first attributes. An item missing an attribute can never be picked, because
 * the picker could never name it.
 */
export function matchingItems(group: ItemGroup, choices: readonly string[]): readonly GroupItem[] {
  return group.items.filter(
    (item) =>
      item.available !== false &&
      group.attributeOrder.every((attribute) => Object.hasOwn(item.attributes, attribute)) &&
      choices.every((value, index) => {
        const attribute = group.attributeOrder[index];
        return attribute !== undefined && item.attributes[attribute] === value;
      }),
  );
}
