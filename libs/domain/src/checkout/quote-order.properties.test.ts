import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { thb, type Money } from '../money/money';
import { cashValueOfPoints } from '../points/cash-value-of-points';
import { CHECKOUT_PRICE_CODES, checkoutOrderArb } from '../testing/checkout.arbitraries';
import type { OrderUnitRequest } from './checkout-item';
import { quoteOrder, type OrderQuote, type QuoteOrderInput } from './quote-order';

const ZERO = thb(0);

/** A promotion of THB `amount` off, open to everyone, restricting nothing. */
function amountOff(amount: Money) {
  return {
    code: 'OFF',
    found: {
      rules: {
        code: 'OFF',
        discount: { kind: 'amount' as const, amount },
        applyCarePlan: false,
        special: false,
        tcRequired: false,
      },
      availability: { active: true, usedCount: 0, membersOnly: false },
    },
    confirmation: { email: undefined, termsAcknowledged: false },
  };
}

describe('quoteOrder: properties', () => {
  const accepted = (input: QuoteOrderInput): OrderQuote => {
    const result = quoteOrder(input);
    if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.errors)}`);
    return result.value;
  };

  it('an order shown with the storefront’s own figures is accepted as shown', () => {
    fc.assert(
      fc.property(checkoutOrderArb(), (input) => {
        const quote = accepted(input);
        expect(quote.total.equals(input.shown.total)).toBe(true);
        expect(quote.discount.equals(input.shown.discount)).toBe(true);
        expect(quote.payment.cash.equals(input.shown.cash)).toBe(true);
        expect(quote.payment.point).toBe(input.shown.point);
      }),
      { numRuns: 300 },
    );
  });

  it('the instalment plan finances the payable amount and its payments sum to its total', () => {
    fc.assert(
      fc.property(checkoutOrderArb(), (input) => {
        const plan = accepted(input).payment.instalment;
        if (plan === undefined) return;
        expect(plan.amount.equals(accepted(input).payable)).toBe(true);
        const sum = plan.payments.reduce<Money>((total, each) => total.plus(each) as Money, ZERO);
        expect(sum.equals(plan.total)).toBe(true);
        expect(plan.payments).toHaveLength(plan.months);
      }),
      { numRuns: 300 },
    );
  });

  it('points and cash cover the payable amount to the satang', () => {
    fc.assert(
      fc.property(checkoutOrderArb(), (input) => {
        const quote = accepted(input);
        const { payment } = quote;
        const rate = CHECKOUT_PRICE_CODES.find((code) => code.cardBrand === payment.cardEntity);
        const pointsValue =
          payment.point === 0 || rate === undefined ? ZERO : cashValueOfPoints(payment.point, rate);
        const covered = payment.cash.plus(pointsValue);
        if (payment.paymentType === 'POINT')
          expect(covered.greaterThanOrEqualTo(quote.payable)).toBe(true);
        else expect(covered.equals(quote.payable)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('a discount never makes a total negative: any amount off is at most the total, or refused', () => {
    fc.assert(
      fc.property(checkoutOrderArb(), fc.integer({ min: 0, max: 10_000_000 }), (input, off) => {
        const amount = thb(off);
        const promotion = amountOff(amount);
        const payable = input.shown.total.minus(amount) as Money;
        const result = quoteOrder({
          ...input,
          promotion,
          shown: {
            ...input.shown,
            discount: amount,
            paymentType: 'CASH',
            cash: payable.isNegative() ? ZERO : payable,
            point: 0,
            termOfFlexi: undefined,
            ippCustomer: undefined,
          },
        });
        if (result.ok) {
          expect(result.value.payable.isNegative()).toBe(false);
          expect(result.value.discount.lessThanOrEqualTo(result.value.total)).toBe(true);
        } else {
          expect(amount.greaterThan(input.shown.total) || result.errors.length > 0).toBe(true);
        }
        if (amount.greaterThan(input.shown.total)) expect(result.ok).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it('tampering with any figure the client sends never changes the server’s figures', () => {
    const tamperings: readonly ((
      input: QuoteOrderInput,
      delta: Money,
      index: number,
    ) => QuoteOrderInput)[] = [
      (input, delta) => ({
        ...input,
        shown: { ...input.shown, total: input.shown.total.plus(delta) as Money },
      }),
      (input, delta) => ({
        ...input,
        shown: { ...input.shown, discount: input.shown.discount.plus(delta) as Money },
      }),
      (input, delta) => ({
        ...input,
        shown: { ...input.shown, cash: input.shown.cash.plus(delta) as Money },
      }),
      (input, delta) => ({
        ...input,
        shown: { ...input.shown, cash: input.shown.cash.minus(delta) as Money },
      }),
      (input, delta) => ({
        ...input,
        shown: { ...input.shown, point: input.shown.point + Math.ceil(delta.toNumber()) },
      }),
      (input, delta) => ({
        ...input,
        shown: {
          ...input.shown,
          point: Math.max(0, input.shown.point - Math.ceil(delta.toNumber())),
        },
      }),
      (input) => ({
        ...input,
        shown: {
          ...input.shown,
          termOfFlexi: 10,
          ippCustomer: 'IPP10',
          paymentType: 'CASH_INSTALLMENT',
        },
      }),
      (input) => ({ ...input, shown: { ...input.shown, cardEntity: 'GCS' } }),
      (input) => ({ ...input, shown: { ...input.shown, cardEntity: 'AYCAP' } }),
      (input) => ({ ...input, shown: { ...input.shown, paymentType: 'POINT' } }),
      (input, delta, index) => ({
        ...input,
        units: input.units.map((each, at) =>
          at === index % input.units.length
            ? { ...each, shownUnitPrice: each.shownUnitPrice.minus(delta) as Money }
            : each,
        ),
      }),
      (input, _delta, index) => ({
        ...input,
        units: [...input.units, input.units[index % input.units.length] as OrderUnitRequest],
      }),
      (input, _delta, index) => ({
        ...input,
        units: input.units.filter((_, at) => at !== index % input.units.length),
      }),
    ];
    fc.assert(
      fc.property(
        checkoutOrderArb(),
        fc.integer({ min: 0, max: tamperings.length - 1 }),
        fc.integer({ min: 1, max: 1_000_000 }).map((satang) => thb(satang / 100)),
        fc.nat(),
        (input, which, delta, index) => {
          const honest = accepted(input);
          const tampered = quoteOrder(
            (tamperings[which] as (typeof tamperings)[number])(input, delta, index),
          );
          if (!tampered.ok) return;
          expect(tampered.value.total.equals(honest.total)).toBe(true);
          expect(tampered.value.discount.equals(honest.discount)).toBe(true);
          expect(tampered.value.payable.equals(honest.payable)).toBe(true);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
