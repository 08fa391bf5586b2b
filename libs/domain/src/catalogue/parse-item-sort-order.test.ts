import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ITEM_SORT_ORDERS, parseItemSortOrder } from './parse-item-sort-order';

describe('/search sort_order (default a2z): Name, Price ascending, Price descending', () => {
  it('reads a2z, low2high and high2low, in any letter case', () => {
    expect(parseItemSortOrder('a2z')).toBe('a2z');
    expect(parseItemSortOrder('low2high')).toBe('low2high');
    expect(parseItemSortOrder(' HIGH2LOW ')).toBe('high2low');
  });

  it('a missing or unknown sort_order is the default a2z', () => {
    expect(parseItemSortOrder(undefined)).toBe('a2z');
    expect(parseItemSortOrder('')).toBe('a2z');
    expect(parseItemSortOrder('price')).toBe('a2z');
    expect(parseItemSortOrder(['low2high'])).toBe('a2z');
  });

  describe('properties', () => {
    it('never throws and always answers one of the choices', () => {
      fc.assert(
        fc.property(fc.anything(), (raw) => ITEM_SORT_ORDERS.includes(parseItemSortOrder(raw))),
      );
    });
  });
});
