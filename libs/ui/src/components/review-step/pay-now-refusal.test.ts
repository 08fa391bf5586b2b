import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARD_BRANDS, thb, type CardBrand } from '@rewards/domain';
import { payNowRefusal, type PayNowState } from './pay-now-refusal';

const paid = { cash: thb('1500'), point: 0 };

describe('when Pay now refuses', () => {
  it('goes on once I agree is ticked and a card is chosen', () => {
    expect(
      payNowRefusal({ agreed: true, cardBrand: 'KCC', payment: paid, processing: false }),
    ).toBe(undefined);
  });

  it('asks for I agree first, then for a card', () => {
    expect(
      payNowRefusal({ agreed: false, cardBrand: undefined, payment: paid, processing: false }),
    ).toBe('checkout.review.blockedAgree');
    expect(
      payNowRefusal({ agreed: true, cardBrand: undefined, payment: paid, processing: false }),
    ).toBe('payment.cardBrandRequired');
  });

  it('needs no card when nothing is paid by card or with points', () => {
    const free = { cash: thb(0), point: 0 };
    expect(
      payNowRefusal({ agreed: true, cardBrand: undefined, payment: free, processing: false }),
    ).toBe(undefined);
    expect(
      payNowRefusal({
        agreed: true,
        cardBrand: undefined,
        payment: { cash: thb(0), point: 1000 },
        processing: false,
      }),
    ).toBe('payment.cardBrandRequired');
  });

  it('refuses while processing, whatever else holds', () => {
    expect(payNowRefusal({ agreed: true, cardBrand: 'KCC', payment: paid, processing: true })).toBe(
      'checkout.review.processing',
    );
  });

  it('goes on exactly when agreed, not processing, and a card is chosen or nothing is owed', () => {
    const state: fc.Arbitrary<PayNowState> = fc.record({
      agreed: fc.boolean(),
      cardBrand: fc.option(fc.constantFrom<CardBrand>(...CARD_BRANDS), { nil: undefined }),
      payment: fc.record({
        cash: fc
          .integer({ min: 0, max: 200_000_00 })
          .map((satang) => thb(thb(satang).dividedBy(100))),
        point: fc.integer({ min: 0, max: 999_999 }),
      }),
      processing: fc.boolean(),
    });
    fc.assert(
      fc.property(state, (each) => {
        const owes = each.payment.cash.greaterThan(0) || each.payment.point > 0;
        const goes = each.agreed && !each.processing && (each.cardBrand !== undefined || !owes);
        expect(payNowRefusal(each) === undefined).toBe(goes);
      }),
    );
  });
});
