import { chooseAttribute } from './choose-attribute';
import { chooseCarePlan } from './choose-care-plan';
import { EMPTY_SELECTION, type ItemGroup, type ItemSelection } from './item-group';
import { SELECTION_QUERY, type QueryValues } from './selection-query';

/**
 * Restores the picker from the item page's query (`ATTR_colour=Blue&
 * ATTR_capacity=256GB&ATTR_lastIndexSelected=1&APPLECARE=Y`). The query is
 * untrusted: it is replayed through the same rules as clicks, in attribute
 * order, and anything the picker would not allow is dropped, never thrown.
 * - Values are read up to `ATTR_lastIndexSelected` when it is a valid index,
 *   otherwise for every attribute.
 * - The first missing or unavailable value ends the restore: the attributes
 *   after it would be locked, so their values are dropped too.
 * - `APPLECARE=Y` ticks the care plan only on a complete selection whose item
 *   offers it.
 * A repeated key counts with its first value.
 */
export function restoreSelection(group: ItemGroup, query: QueryValues): ItemSelection {
  const lastIndex = lastIndexSelected(query, group.attributeOrder.length);
  let selection = EMPTY_SELECTION;
  for (const [index, attribute] of group.attributeOrder.entries()) {
    if (index > lastIndex) break;
    const value = first(query[`${SELECTION_QUERY.attributePrefix}${attribute}`]);
    if (value === undefined) break;
    const next = chooseAttribute(group, selection, index, value);
    if (next.choices.length !== index + 1) break;
    selection = next;
  }
  return chooseCarePlan(group, selection, first(query[SELECTION_QUERY.carePlan]) === 'Y');
}

/** The value of a key, or the first of a repeated one; anything that is not text counts as missing. */
function first(value: unknown): string | undefined {
  const candidate: unknown = Array.isArray(value) ? value[0] : value;
  return typeof candidate === 'string' ? candidate : undefined;
}

function lastIndexSelected(query: QueryValues, attributeCount: number): number {
  const text = first(query[SELECTION_QUERY.lastIndexSelected])?.trim() ?? '';
  const index = /^\d{1,3}$/.test(text) ? Number(text) : Number.NaN;
  return Number.isInteger(index) && index < attributeCount ? index : attributeCount - 1;
}
