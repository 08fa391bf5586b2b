import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAGE_SIZE } from '../config/business-constants';
import { parsePageSize } from './parse-page-size';

describe('Page sizes: search and list items 12; recently viewed 5; promo codes 5; history 5', () => {
  it("a missing size is the list's own", () => {
    expect(parsePageSize(undefined, 'search')).toBe(12);
    expect(parsePageSize(undefined, 'listItems')).toBe(12);
    expect(parsePageSize(undefined, 'recentlyViewed')).toBe(5);
    expect(parsePageSize(undefined, 'promoCodes')).toBe(5);
    expect(parsePageSize(undefined, 'transactionHistory')).toBe(5);
  });

  it("one of the shop's sizes is accepted, as text or number", () => {
    expect(parsePageSize('5', 'search')).toBe(5);
    expect(parsePageSize(12, 'transactionHistory')).toBe(12);
  });

  it("any other size is the list's own: a crafted request cannot ask for a million rows", () => {
    expect(parsePageSize('1000000', 'search')).toBe(12);
    expect(parsePageSize('0', 'promoCodes')).toBe(5);
    expect(parsePageSize('12.0', 'promoCodes')).toBe(5);
    expect(parsePageSize('x', 'search')).toBe(12);
  });

  describe('properties', () => {
    it("never throws and always answers one of the shop's page sizes", () => {
      const sizes = Object.values(PAGE_SIZE) as number[];
      const listArb = fc.constantFrom(...(Object.keys(PAGE_SIZE) as (keyof typeof PAGE_SIZE)[]));
      fc.assert(
        fc.property(fc.anything(), listArb, (raw, list) =>
          sizes.includes(parsePageSize(raw, list)),
        ),
      );
    });
  });
});
