import type { Item } from '@rewards/api-client/contract';
import {
  EMPTY_SELECTION,
  NO_ENGRAVING,
  SELECTION_QUERY,
  chooseCarePlan,
  parseQuantityInput,
  resolveEngravingRules,
  restoreSelection,
  selectionOfItem,
  validateEngraving,
  type EngravingLines,
  type ItemGroup,
  type ItemSelection,
} from '@rewards/domain';
import type { Query } from '../../shared/url/query';

/** The item page's screens (spec section 2: selection, engraving, payment-option view). */
export type ItemScreen = 'selection' | 'engraving' | 'payment-option';

/** The item page's query, read (spec section 2, `/itemDetail`). */
export interface ItemDetailQuery {
  readonly itemCode: string | undefined;
  /** The item the picker's choices name, when it differs from `itemCode`. */
  readonly codeSelected: string | undefined;
  readonly category: string | undefined;
  readonly catalogue: string | undefined;
  /** 1 to 999, the domain's `parseQuantityInput`; 1 when absent. */
  readonly quantity: number;
  readonly screen: ItemScreen;
  /** `option=showDetail`: the item's details only, without choices (read-only mode). */
  readonly readOnly: boolean;
  /** `status=editing` with `uuid`: the cart line being edited. */
  readonly editing: string | undefined;
  /** `reset=Y`: start again from the item itself. */
  readonly reset: boolean;
  /** The engraving lines as written in the URL (checked against the item when it is known). */
  readonly engraving: EngravingLines;
}

const CODE = /^[A-Za-z0-9._-]{1,40}$/;
const ID = /^\d{1,9}$/;

/** Reads the item page's query; what does not read is left out, never thrown. */
export function parseItemDetailQuery(query: Query): ItemDetailQuery {
  const code = (raw: string | undefined) => (raw !== undefined && CODE.test(raw) ? raw : undefined);
  const screen: ItemScreen =
    query.screen === 'engraving' || query.screen === 'payment-option' ? query.screen : 'selection';
  return {
    itemCode: code(query.itemCode),
    codeSelected: code(query.codeSelected),
    category: query.category !== undefined && ID.test(query.category) ? query.category : undefined,
    catalogue:
      query.catalogue !== undefined && ID.test(query.catalogue) ? query.catalogue : undefined,
    quantity: parseQuantityInput(query.quantity ?? ''),
    screen,
    readOnly: query.option === 'showDetail',
    editing:
      query.status === 'editing' && query.uuid !== undefined && query.uuid !== ''
        ? query.uuid
        : undefined,
    reset: query.reset === 'Y',
    engraving: { persMesg1: query.persMesg1 ?? '', persMesg2: query.persMesg2 ?? '' },
  };
}

/** The code of the item the page shows: the picker's choice, else the item of the link. */
export function displayedCode(query: ItemDetailQuery): string | undefined {
  return query.codeSelected ?? query.itemCode;
}

/**
 * The item's group for the attribute picker: its attribute order and the
 * group's items. Only the shown item is known to offer a care plan (the
 * contract's group items do not say), which is the one the care plan goes with.
 */
export function itemGroupOf(item: Item): ItemGroup {
  const items = item.groupItems.some((entry) => entry.code === item.code)
    ? item.groupItems
    : [...item.groupItems, { code: item.code, attributes: item.attributes, available: true }];
  return {
    attributeOrder: item.attributeOrder,
    items: items.map((entry) => ({
      code: entry.code,
      attributes: entry.attributes,
      available: entry.available,
      ...(entry.code === item.code ? { offersCarePlan: item.appleCare !== undefined } : {}),
    })),
  };
}

/** Whether the query says anything about the picker (any `ATTR_` key). */
function hasAttributeChoices(query: Query): boolean {
  return Object.keys(query).some((key) => key.startsWith(SELECTION_QUERY.attributePrefix));
}

/**
 * The picker's selection for the shown item: the URL's `ATTR_*`, `ATTR_lastIndexSelected`
 * and `APPLECARE` replayed by the domain's `restoreSelection`; without any `ATTR_`, the
 * item itself (`selectionOfItem`) with the URL's care plan. `reset=Y` starts from the item.
 */
export function selectionFromQuery(item: Item, query: Query): ItemSelection {
  const group = itemGroupOf(item);
  if (query.reset === 'Y') return selectionOfItem(group, item.code);
  if (hasAttributeChoices(query)) return restoreSelection(group, query);
  const own = selectionOfItem(group, item.code);
  if (own === EMPTY_SELECTION) return own;
  return chooseCarePlan(group, own, query[SELECTION_QUERY.carePlan] === 'Y');
}

/**
 * The engraving lines of the URL when the item accepts them (the domain's
 * `validateEngraving`, capitals applied); lines it refuses are dropped, as a
 * link restores a choice and does not report on it.
 */
export function savedEngraving(item: Item, lines: EngravingLines): EngravingLines {
  const checked = validateEngraving(lines, resolveEngravingRules(item));
  return checked.ok ? checked.value : NO_ENGRAVING;
}

/** The query keys the picker and the engraving own, replaced as a whole on every choice. */
export function isChoiceKey(key: string): boolean {
  return (
    key.startsWith(SELECTION_QUERY.attributePrefix) ||
    key === SELECTION_QUERY.carePlan ||
    key === 'codeSelected'
  );
}
