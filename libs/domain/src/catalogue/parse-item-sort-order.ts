/**
 * The item-list sort choices, as the `sort_order` query of /search carries
 * them: Name (A to Z), Price ascending, Price descending.
 */
export const ITEM_SORT_ORDERS = ['a2z', 'low2high', 'high2low'] as const;
/** One of {@link ITEM_SORT_ORDERS}. */
export type ItemSortOrder = (typeof ITEM_SORT_ORDERS)[number];
/** The default sort of every item list: by name. */
export const DEFAULT_ITEM_SORT_ORDER: ItemSortOrder = 'a2z';

/**
 * The sort order from a query string: one of the choices (ignoring case and
 * surrounding spaces), else the default a2z. Never fails: an edited or stale
 * link still shows a list.
 */
export function parseItemSortOrder(raw: unknown): ItemSortOrder {
  if (typeof raw !== 'string') return DEFAULT_ITEM_SORT_ORDER;
  const wanted = raw.trim().toLowerCase();
  return ITEM_SORT_ORDERS.find((order) => order === wanted) ?? DEFAULT_ITEM_SORT_ORDER;
}
