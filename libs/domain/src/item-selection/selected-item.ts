import type { GroupItem, ItemGroup, ItemSelection } from './item-group';
import { matchingItems } from './matching-items';

/**
 * The item a complete selection names (its `code` is what goes to the cart),
 * or `undefined` while an attribute is still unchosen. Should two items of a
 * group share every value, the first listed wins, so the answer is stable.
 */
export function selectedItem(group: ItemGroup, selection: ItemSelection): GroupItem | undefined {
  if (selection.choices.length !== group.attributeOrder.length) return undefined;
  return matchingItems(group, selection.choices)[0];
}
