import fc from 'fast-check';
import { CARD_BRANDS, PAYMENT_TYPES, PROMO_CODE_MAX_LENGTH } from '../config/business-constants';
import type { PromoCartLine, PromoPaymentContext } from '../promotion/apply-promotion';
import type { Promotion, PromotionDiscount } from '../promotion/promotion';
import { moneyArb, positiveMoneyArb } from './money.arbitraries';

const PROMO_CODE_CHARACTERS = [
  ...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_',
];

/** A well-formed promotion code: 1-40 letters, digits, `-` and `_`. */
export function promoCodeArb(): fc.Arbitrary<string> {
  return fc
    .array(fc.constantFrom(...PROMO_CODE_CHARACTERS), {
      minLength: 1,
      maxLength: PROMO_CODE_MAX_LENGTH,
    })
    .map((characters) => characters.join(''));
}

/** A fixed-amount or percentage discount. */
export function promotionDiscountArb(): fc.Arbitrary<PromotionDiscount> {
  return fc.oneof(
    moneyArb({ min: 0, max: 50_000 }).map((amount) => ({ kind: 'amount' as const, amount })),
    fc
      .integer({ min: 1, max: 10_000 })
      .map((hundredths) => ({ kind: 'percent' as const, percent: hundredths / 100 })),
  );
}

/**
 * A promotion with any mix of limits. Special and T&C steps are off by default
 * so that properties about amounts are not swamped by confirmation errors.
 */
export function promotionArb({
  withConfirmation = false,
}: { withConfirmation?: boolean } = {}): fc.Arbitrary<Promotion> {
  return fc.record(
    {
      code: promoCodeArb(),
      discount: promotionDiscountArb(),
      minPaidAmount: fc.option(moneyArb({ max: 20_000 }), { nil: undefined }),
      paymentMethods: fc.option(fc.subarray([...PAYMENT_TYPES]), { nil: undefined }),
      priceCodes: fc.option(fc.subarray([...CARD_BRANDS]), { nil: undefined }),
      applyCarePlan: fc.boolean(),
      termIds: fc.option(fc.subarray(['3', '6', '10', '12']), { nil: undefined }),
      requiredPoints: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: undefined }),
      special: withConfirmation ? fc.boolean() : fc.constant(false),
      specialConditionValue: fc.constant('kbank.com;kasikornbank.com'),
      tcRequired: withConfirmation ? fc.boolean() : fc.constant(false),
    },
    { requiredKeys: ['code', 'discount', 'applyCarePlan', 'special', 'tcRequired'] },
  );
}

/** A cart line, checked or not, with or without a care plan. */
export function promoCartLineArb(): fc.Arbitrary<PromoCartLine> {
  return fc.record(
    {
      checked: fc.boolean(),
      unitPrice: positiveMoneyArb(100_000),
      quantity: fc.integer({ min: 1, max: 5 }),
      carePlan: fc.record({
        price: positiveMoneyArb(10_000),
        quantity: fc.integer({ min: 1, max: 5 }),
      }),
    },
    { requiredKeys: ['checked', 'unitPrice', 'quantity'] },
  );
}

/** A payment type with or without a chosen card brand and a points balance. */
export function promoPaymentContextArb(): fc.Arbitrary<PromoPaymentContext> {
  return fc.record(
    {
      paymentType: fc.constantFrom(...PAYMENT_TYPES),
      cardBrand: fc.constantFrom(...CARD_BRANDS),
      pointsBalance: fc.integer({ min: 0, max: 200_000 }),
    },
    { requiredKeys: ['paymentType'] },
  );
}
