import fc from 'fast-check';
import { CARD_BRANDS, PAYMENT_TYPES, type PaymentType } from '../config/business-constants';
import type { PaymentChoice } from '../payment/payment-choice';
import type { PaymentSplitContext } from '../payment/payment-split-limits';
import type { PointRate } from '../pricing/price-entry';
import type { PriceEntry } from '../pricing/price-entry';
import { moneyArb } from './money.arbitraries';
import { pointRateArb } from './points.arbitraries';

/** Any of the four payment types. */
export function paymentTypeArb(): fc.Arbitrary<PaymentType> {
  return fc.constantFrom(...PAYMENT_TYPES);
}

/**
 * What bounds a points-plus-cash payment: up to THB 1,000,000 to pay (now and then 0),
 * a balance from nothing to far more than needed, and now and then a per-transaction cap.
 */
export function paymentSplitContextArb({
  rate = pointRateArb(),
}: { rate?: fc.Arbitrary<PointRate> } = {}): fc.Arbitrary<PaymentSplitContext> {
  return fc.record({
    payable: fc.oneof(moneyArb({ max: 1_000_000 }), moneyArb({ max: 0 })),
    rate,
    pointsBalance: fc.oneof(
      fc.integer({ min: 0, max: 1_000_000 }),
      fc.integer({ min: 0, max: 200_000_000 }),
    ),
    maxPointsPerTransaction: fc.option(fc.integer({ min: 1, max: 200_000_000 }), {
      nil: undefined,
    }),
  });
}

/** Any state of the payment-option step's choices. */
export function paymentChoiceArb(): fc.Arbitrary<PaymentChoice> {
  return fc.oneof(
    fc.constant<PaymentChoice>({ redeemPoints: false, points: undefined, termOfFlexi: undefined }),
    fc.record({
      redeemPoints: fc.constant(true),
      points: fc.option(fc.integer({ min: 0, max: 200_000_000 }), { nil: undefined }),
      termOfFlexi: fc.constant(undefined),
    }),
    fc.record({
      redeemPoints: fc.constant(false),
      points: fc.constant(undefined),
      termOfFlexi: fc.constantFrom(3, 4, 6, 10, 12, 24),
    }),
  );
}

/**
 * A price entry of any kind for one card brand at one rate, as the catalogue sends it:
 * mixed options with 10% to 90% in points, discounts of 1% to 50%, flexi terms, and
 * minimum transaction amounts from THB 0 to THB 100,000.
 */
export function priceEntryArb(
  priceCode = fc.constantFrom(...CARD_BRANDS),
  rate = pointRateArb(),
): fc.Arbitrary<PriceEntry> {
  return fc
    .record({
      type: fc.constantFrom('CASH', 'POINT', 'POINT_CASH', 'POINT_DISCOUNT', 'FLEXI' as const),
      priceCode,
      rate,
      cash: moneyArb({ min: 1, max: 100_000 }),
      minimumTransactionAmount: fc.oneof(moneyArb({ max: 0 }), moneyArb({ max: 100_000 })),
      percentPoint: fc.integer({ min: 10, max: 90 }),
      percentDiscount: fc.integer({ min: 1, max: 50 }),
      termOfFlexi: fc.constantFrom(3, 4, 6, 10, 12, 24),
    })
    .map(
      ({
        type,
        priceCode: brand,
        rate: { ratePoint, rateCash },
        cash,
        minimumTransactionAmount,
        ...rest
      }) => {
        const common = {
          type,
          priceCode: brand,
          ratePoint,
          rateCash,
          cash,
          point: 0,
          minimumTransactionAmount,
        };
        switch (type) {
          case 'POINT_CASH':
            return {
              ...common,
              percentPoint: rest.percentPoint,
              percentCash: 100 - rest.percentPoint,
            };
          case 'POINT_DISCOUNT':
            return { ...common, percentDiscount: rest.percentDiscount };
          case 'FLEXI':
            return { ...common, termOfFlexi: rest.termOfFlexi };
          default:
            return common;
        }
      },
    );
}
