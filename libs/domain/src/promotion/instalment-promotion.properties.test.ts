import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quoteOrder, type QuoteOrderInput } from '../checkout/quote-order';
import { PAYMENT_TYPES } from '../config/business-constants';
import { cashValueOfPoints } from '../points/cash-value-of-points';
import { pointsForCash } from '../points/points-for-cash';
import { subtractMoney, thb, ZERO_THB, type Money } from '../money/money';
import { CHECKOUT_PRICE_CODES, checkoutOrderArb } from '../testing/checkout.arbitraries';
import type { Promotion } from './promotion';

const TERMS = [
  { termOfFlexi: 3, termId: 'IPP03' },
  { termOfFlexi: 4, termId: 'IPP04' },
  { termOfFlexi: 6, termId: 'IPP06' },
  { termOfFlexi: 10, termId: 'IPP10' },
] as const;

/** A promotion of some instalment plans (as FLEXI10 is of the 10-month one): terms, no payment type. */
const planPromotionArb: fc.Arbitrary<Promotion> = fc
  .record({
    amount: fc.constantFrom(thb('100.00'), thb('1500.00')),
    termIds: fc.subarray(
      TERMS.map((term) => term.termId),
      { minLength: 1 },
    ),
  })
  .map(({ amount, termIds }) => ({
    code: 'FLEXI',
    discount: { kind: 'amount', amount },
    termIds,
    applyCarePlan: false,
    special: false,
    tcRequired: false,
  }));

/** The order with the promotion, shown as paid by `paymentType` (and `term` for instalments). */
function withPromotion(
  input: QuoteOrderInput,
  promotion: Promotion,
  paymentType: (typeof PAYMENT_TYPES)[number],
  term: (typeof TERMS)[number],
): QuoteOrderInput {
  const discount = promotion.discount.kind === 'amount' ? promotion.discount.amount : ZERO_THB;
  const payable = subtractMoney(input.shown.total, discount);
  const rate = CHECKOUT_PRICE_CODES.find((code) => code.cardBrand === input.shown.cardEntity);
  const allPoints = rate === undefined || payable.isNegative() ? 0 : pointsForCash(payable, rate);
  const somePoints = Math.floor(allPoints / 2);
  const pointsCash =
    rate === undefined
      ? payable
      : (subtractMoney(payable, cashValueOfPoints(somePoints, rate)) as Money);
  const payment = {
    CASH: { cash: payable, point: 0 },
    CASH_INSTALLMENT: { cash: payable, point: 0, ...term, ippCustomer: term.termId },
    POINT: { cash: ZERO_THB, point: allPoints },
    POINT_CASH: { cash: pointsCash, point: somePoints },
  }[paymentType];
  return {
    ...input,
    promotion: {
      code: promotion.code,
      found: { rules: promotion, availability: { active: true, usedCount: 0, membersOnly: false } },
      confirmation: { email: undefined, termsAcknowledged: false },
    },
    shown: {
      ...input.shown,
      discount,
      paymentType,
      termOfFlexi: undefined,
      ippCustomer: undefined,
      ...payment,
    },
  };
}

describe('instalment promotions in a whole quote: properties', () => {
  it('no quote ever grants a promotion of instalment plans to a cash or points payment, nor to a term it does not name', () => {
    let granted = 0;
    fc.assert(
      fc.property(
        checkoutOrderArb(),
        planPromotionArb,
        fc.constantFrom(...PAYMENT_TYPES),
        fc.constantFrom(...TERMS),
        (input, promotion, paymentType, term) => {
          const result = quoteOrder(withPromotion(input, promotion, paymentType, term));
          if (!result.ok || result.value.promotion === undefined) return;
          granted += 1;
          const { payment } = result.value;
          expect(payment.paymentType).toBe('CASH_INSTALLMENT');
          expect(promotion.termIds).toContain(payment.instalment?.termId);
          expect(result.value.discount.isZero()).toBe(false);
        },
      ),
      { numRuns: 400 },
    );
    expect(granted).toBeGreaterThan(0);
  });
});
