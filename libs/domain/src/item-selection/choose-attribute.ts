import type { ItemGroup, ItemSelection } from './item-group';
import { matchingItems } from './matching-items';

/**
 * The selection after the customer picks `value` for the attribute at `index`.
 *
 * Choosing an attribute keeps the earlier choices and resets every later one
 * and the care plan, because a later value chosen for another colour or size
 * may not exist for the new one. Picking the value already chosen changes
 * nothing. A pick the picker does not offer (a locked attribute, an
 * unavailable value, an index past the last attribute) leaves the selection
 * as it is: a disabled button does nothing.
 */
export function chooseAttribute(
  group: ItemGroup,
  selection: ItemSelection,
  index: number,
  value: string,
): ItemSelection {
  if (!Number.isInteger(index) || index < 0 || index > selection.choices.length) return selection;
  if (index >= group.attributeOrder.length || selection.choices[index] === value) return selection;
  const choices = [...selection.choices.slice(0, index), value];
  return matchingItems(group, choices).length === 0 ? selection : { choices, carePlan: false };
}
