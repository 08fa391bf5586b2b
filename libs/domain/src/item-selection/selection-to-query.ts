import type { ItemGroup, ItemSelection } from './item-group';
import { SELECTION_QUERY } from './selection-query';

/**
 * The query that restores a selection (the inverse of `restoreSelection`):
 * one `ATTR_{attribute}` per chosen attribute, `ATTR_lastIndexSelected` when
 * anything is chosen, and `APPLECARE=Y` with the care plan.
 */
export function selectionToQuery(
  group: ItemGroup,
  selection: ItemSelection,
): Readonly<Record<string, string>> {
  const query: Record<string, string> = {};
  // Only choices that belong to an attribute of the group are written.
  const chosen = group.attributeOrder.slice(0, selection.choices.length);
  chosen.forEach((attribute, index) => {
    query[`${SELECTION_QUERY.attributePrefix}${attribute}`] = selection.choices[index] as string;
  });
  if (chosen.length > 0) query[SELECTION_QUERY.lastIndexSelected] = String(chosen.length - 1);
  if (selection.carePlan) query[SELECTION_QUERY.carePlan] = 'Y';
  return query;
}
