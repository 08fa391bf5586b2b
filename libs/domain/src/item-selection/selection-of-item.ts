import { EMPTY_SELECTION, type ItemGroup, type ItemSelection } from './item-group';
import { matchingItems } from './matching-items';

/**
 * The complete selection that names an item of the group, for opening the
 * item page on that item. An unknown code, or an item the picker could not
 * reach (cannot be bought, lacks an attribute), gives the empty selection.
 */
export function selectionOfItem(group: ItemGroup, code: string): ItemSelection {
  const item = matchingItems(group, []).find((candidate) => candidate.code === code);
  if (item === undefined) return EMPTY_SELECTION;
  return {
    // matchingItems only yields items with a value for every attribute.
    choices: group.attributeOrder.map((attribute) => item.attributes[attribute] as string),
    carePlan: false,
  };
}
