import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAYMENT_TYPES } from '../config/business-constants';
import { promotionArb } from '../testing/promotion.arbitraries';
import { promotionPaymentMethods } from './promotion-payment-methods';

describe('promotionPaymentMethods: the payment types a promotion is granted with', () => {
  it('is the promotion’s own list when it gives one', () => {
    expect(promotionPaymentMethods({ paymentMethods: ['CASH', 'CASH_INSTALLMENT'] })).toEqual([
      'CASH',
      'CASH_INSTALLMENT',
    ]);
    expect(
      promotionPaymentMethods({ paymentMethods: ['CASH', 'POINT'], termIds: ['IPP10'] }),
    ).toEqual(['CASH', 'POINT']);
  });

  it('is instalments only for a promotion that names terms and no payment type (FLEXI10)', () => {
    expect(promotionPaymentMethods({ termIds: ['IPP10'] })).toEqual(['CASH_INSTALLMENT']);
    expect(promotionPaymentMethods({ paymentMethods: [], termIds: ['IPP06', 'IPP10'] })).toEqual([
      'CASH_INSTALLMENT',
    ]);
  });

  it('restricts nothing without payment types or terms', () => {
    expect(promotionPaymentMethods({})).toBeUndefined();
    expect(promotionPaymentMethods({ paymentMethods: [], termIds: [] })).toBeUndefined();
  });

  describe('properties', () => {
    it('a promotion naming terms is never granted to a payment that is not an instalment, unless it lists that payment', () => {
      fc.assert(
        fc.property(promotionArb(), fc.constantFrom(...PAYMENT_TYPES), (promotion, type) => {
          const allowed = promotionPaymentMethods(promotion);
          const names = (promotion.termIds ?? []).length > 0;
          const lists = (promotion.paymentMethods ?? []).includes(type);
          if (names && type !== 'CASH_INSTALLMENT' && !lists) {
            expect(allowed).toBeDefined();
            expect(allowed).not.toContain(type);
          }
        }),
      );
    });

    it('never widens a list the promotion gives, and restricts nothing only when it sets neither', () => {
      fc.assert(
        fc.property(promotionArb(), (promotion) => {
          const allowed = promotionPaymentMethods(promotion);
          const given = promotion.paymentMethods ?? [];
          if (given.length > 0) expect(allowed).toEqual(given);
          expect(allowed === undefined).toBe(
            given.length === 0 && (promotion.termIds ?? []).length === 0,
          );
        }),
      );
    });
  });
});
