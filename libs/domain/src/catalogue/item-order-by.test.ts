import { describe, expect, it } from 'vitest';
import { itemOrderBy } from './item-order-by';
import { ITEM_SORT_ORDERS } from './parse-item-sort-order';

describe('sort_order to the search call orderBy: Name / Price ascending / Price descending', () => {
  it('a2z is name asc, low2high price asc, high2low price desc', () => {
    expect(itemOrderBy('a2z')).toEqual({ property: 'name', direction: 'asc' });
    expect(itemOrderBy('low2high')).toEqual({ property: 'price', direction: 'asc' });
    expect(itemOrderBy('high2low')).toEqual({ property: 'price', direction: 'desc' });
  });

  it('every choice maps to a different orderBy', () => {
    const mapped = ITEM_SORT_ORDERS.map((order) => JSON.stringify(itemOrderBy(order)));
    expect(new Set(mapped).size).toBe(ITEM_SORT_ORDERS.length);
  });
});
