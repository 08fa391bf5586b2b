import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePromoCodeOrder, PROMO_CODE_ORDERS } from './parse-promo-code-order';

describe('/promo-codes orders (startDate default, or value)', () => {
  it('reads startDate and value, in any letter case', () => {
    expect(parsePromoCodeOrder('startDate')).toBe('startDate');
    expect(parsePromoCodeOrder('value')).toBe('value');
    expect(parsePromoCodeOrder(' VALUE ')).toBe('value');
    expect(parsePromoCodeOrder('startdate')).toBe('startDate');
  });

  it('missing or unknown: startDate', () => {
    expect(parsePromoCodeOrder(undefined)).toBe('startDate');
    expect(parsePromoCodeOrder('expiry')).toBe('startDate');
    expect(parsePromoCodeOrder(1)).toBe('startDate');
  });

  describe('properties', () => {
    it('never throws and always answers one of the orders', () => {
      fc.assert(
        fc.property(fc.anything(), (raw) => PROMO_CODE_ORDERS.includes(parsePromoCodeOrder(raw))),
      );
    });
  });
});
