import type { ItemGroup, ItemSelection } from './item-group';
import { selectedItem } from './selected-item';

/**
 * Ticks or unticks the care plan (Apple Care). It is optional and only
 * possible once the selection names an item that offers it; otherwise the
 * care plan stays off.
 */
export function chooseCarePlan(
  group: ItemGroup,
  selection: ItemSelection,
  wanted: boolean,
): ItemSelection {
  return {
    choices: selection.choices,
    carePlan: wanted && selectedItem(group, selection)?.offersCarePlan === true,
  };
}
