import type { ItemSortOrder } from './parse-item-sort-order';

/** One sort key of the search call's pagination (`orders[{ property, direction }]`). */
export interface ItemOrderBy {
  readonly property: 'name' | 'price';
  readonly direction: 'asc' | 'desc';
}

const ORDER_BY: Readonly<Record<ItemSortOrder, ItemOrderBy>> = {
  a2z: { property: 'name', direction: 'asc' },
  low2high: { property: 'price', direction: 'asc' },
  high2low: { property: 'price', direction: 'desc' },
};

/** What a sort choice asks the search call for: a2z is name ascending, low2high and high2low are price. */
export function itemOrderBy(order: ItemSortOrder): ItemOrderBy {
  return ORDER_BY[order];
}
