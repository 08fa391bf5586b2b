import fc from 'fast-check';
import type { AddressFormValues } from '../account/validate-address-form';
import { cartLineTotal } from '../cart/cart-line-total';
import type { CarePlan, CartLine } from '../cart/cart-line';
import {
  CARD_BRANDS,
  CARD_BRANDS_WITHOUT_POINTS,
  MAX_POINTS_PER_ITEM,
  type CardBrand,
} from '../config/business-constants';
import { pointsForCash } from '../points/points-for-cash';
import type { CheckoutItem, OrderUnitRequest, ShownFigures } from '../checkout/checkout-item';
import type { QuoteOrderInput, QuotePromotionInput } from '../checkout/quote-order';
import { linesOfUnits } from '../checkout/lines-of-units';
import { unitPriceForCard } from '../checkout/unit-price-for-card';
import type { IppConfig } from '../instalments/ipp-config';
import { offeredTerms } from '../instalments/offered-terms';
import { clampAtZero, subtractMoney, sumMoney, thb, ZERO_THB, type Money } from '../money/money';
import { deriveCartPayment } from '../payment/derive-cart-payment';
import type { PriceCode, PriceEntry } from '../pricing/price-entry';
import { applyPromotion } from '../promotion/apply-promotion';
import type { Promotion } from '../promotion/promotion';
import { moneyArb, positiveMoneyArb } from './money.arbitraries';

/** A billing or shipping address every rule accepts. */
export const VALID_ADDRESS: AddressFormValues = {
  fullName: 'Somchai Jaidee',
  mobilePhone1: '0812345678',
  countryCode: '+66',
  email: 'somchai@example.com',
  companyName: '',
  address1: '99/1 Sukhumvit Road',
  address2: '',
  street: 'Sukhumvit',
  district: 'Khlong Toei',
  city: 'Khlong Toei',
  postalCode: '10110',
  region: 'TH-10',
  businessAddress: 'N',
};

/** The point rates of the seeded shop. */
export const CHECKOUT_PRICE_CODES: readonly PriceCode[] = [
  { cardBrand: 'KCC', ratePoint: 1000, rateCash: 6 },
  { cardBrand: 'AYCAP', ratePoint: 800, rateCash: 5 },
  { cardBrand: 'GCS', ratePoint: 500, rateCash: 4 },
  { cardBrand: 'TMS', ratePoint: 1000, rateCash: 10 },
];

/** The seeded shop's instalment plans: 3 and 4 months from THB 3,000, 6 from 10,000, 10 from 30,000. */
export const CHECKOUT_IPP_CONFIG: IppConfig = {
  ippConfig: {
    '3': { termValue: 3, termId: 'IPP03', custIpp: '0' },
    '4': { termValue: 4, termId: 'IPP04', custIpp: '0' },
    '6': { termValue: 6, termId: 'IPP06', custIpp: '0' },
    '10': { termValue: 10, termId: 'IPP10', custIpp: '0.89' },
  },
  cashInstallments: [
    { cashFrom: thb('3000.00'), cashTo: thb('9999.99'), term: [3, 4], termCardBrands: [] },
    {
      cashFrom: thb('10000.00'),
      cashTo: thb('29999.99'),
      term: [3, 4, 6],
      termCardBrands: [{ term: 6, cardBrand: ['KCC', 'AYCAP', 'GCS'] }],
    },
    {
      cashFrom: thb('30000.00'),
      cashTo: thb('500000.00'),
      term: [3, 4, 6, 10],
      termCardBrands: [
        { term: 6, cardBrand: ['KCC', 'AYCAP', 'GCS'] },
        { term: 10, cardBrand: ['KCC', 'AYCAP'] },
      ],
    },
  ],
};

function cashEntry(cardBrand: CardBrand, cash: Money): PriceEntry {
  const rate = CHECKOUT_PRICE_CODES.find((code) => code.cardBrand === cardBrand) as PriceCode;
  return {
    type: 'CASH',
    cash,
    point: 0,
    priceCode: cardBrand,
    ratePoint: rate.ratePoint,
    rateCash: rate.rateCash,
    minimumTransactionAmount: ZERO_THB,
  };
}

/**
 * An item of the catalogue as a checkout reads it: THB 0.01 to 5,000 or to 120,000, a CASH price per
 * card brand (now and then one brand priced apart, now and then no CASH entries at
 * all), maybe a care plan, maybe engraving on one or two lines, maybe a quantity limit
 * of 12 to 20 (never reached by {@link checkoutOrderArb}), no end date.
 */
export function checkoutItemArb(code: string): fc.Arbitrary<CheckoutItem> {
  return fc
    .record({
      // Cheap items often, so that points can pay for them (a unit may cost at most 999,999 points).
      unitPrice: fc.oneof(positiveMoneyArb(5_000), positiveMoneyArb(120_000)),
      brandPrices: fc.constantFrom('same', 'same', 'one apart', 'none'),
      apart: fc.constantFrom(...CARD_BRANDS),
      apartPrice: positiveMoneyArb(120_000),
      carePlan: fc.option(
        fc.record({
          price: positiveMoneyArb(10_000),
          point: fc.integer({ min: 0, max: 2_000_000 }),
        }),
        { nil: undefined },
      ),
      engravingLines: fc.constantFrom(0, 1, 2),
      limit: fc.option(fc.integer({ min: 12, max: 20 }), { nil: undefined }),
    })
    .map(({ unitPrice, brandPrices, apart, apartPrice, carePlan, engravingLines, limit }) => {
      const prices =
        brandPrices === 'none'
          ? []
          : CARD_BRANDS.map((brand) =>
              cashEntry(
                brand,
                brandPrices === 'one apart' && brand === apart ? apartPrice : unitPrice,
              ),
            );
      const appleCare: CarePlan | undefined =
        carePlan === undefined
          ? undefined
          : { code: `AC-${code}`, name: 'AppleCare+', thaiName: 'แอปเปิลแคร์พลัส', ...carePlan };
      return {
        code,
        partNumber: `${code}TH/A`,
        name: code,
        thaiName: code,
        images: [],
        unitPrice,
        ...(appleCare === undefined ? {} : { appleCare }),
        limit: limit !== undefined,
        maxQuantity: limit ?? 999,
        prices,
        engraving:
          engravingLines === 0
            ? { engraving: false }
            : { engraving: true, engravingLine: engravingLines, uppercaseOnly: true },
      };
    });
}

/** How the shopper pays: full cash, an instalment term (the first offered), or points. */
export type PaymentIntent =
  | { readonly kind: 'cash' }
  | { readonly kind: 'instalment' }
  | { readonly kind: 'points'; readonly points: number | undefined };

/** A promotion a valid order can use: THB off or a percentage, open to everyone. */
export function simplePromotionArb(): fc.Arbitrary<Promotion> {
  return fc
    .record({
      discount: fc.oneof(
        moneyArb({ min: 1, max: 3_000 }).map((amount) => ({ kind: 'amount' as const, amount })),
        fc.integer({ min: 1, max: 90 }).map((percent) => ({ kind: 'percent' as const, percent })),
      ),
      applyCarePlan: fc.boolean(),
    })
    .map(({ discount, applyCarePlan }) => ({
      code: 'SAVE',
      discount,
      applyCarePlan,
      special: false,
      tcRequired: false,
    }));
}

/**
 * A whole order the shopper may place, with the figures the storefront would show
 * (worked out with the domain's own rules: `deriveCartPayment`, `applyPromotion`,
 * `offeredTerms`), so that `quoteOrder` accepts it: 1 to 4 lines of 1 to 3 units (an
 * engraved line 1), valid addresses, maybe a promotion, a card brand, and cash,
 * an instalment term or points.
 */
export function checkoutOrderArb(): fc.Arbitrary<QuoteOrderInput> {
  const codes = ['A1', 'B2', 'C3', 'D4'];
  return fc
    .record({
      items: fc.tuple(...codes.map((code) => checkoutItemArb(code))),
      lines: fc.array(
        fc.record({
          code: fc.constantFrom(...codes),
          quantity: fc.integer({ min: 1, max: 3 }),
          carePlan: fc.boolean(),
          engraving: fc.constantFrom('', 'LOVE', 'A&B'),
        }),
        { minLength: 1, maxLength: 4 },
      ),
      cardEntity: fc.constantFrom(...CARD_BRANDS),
      intent: fc.oneof(
        fc.constant<PaymentIntent>({ kind: 'cash' }),
        fc.constant<PaymentIntent>({ kind: 'instalment' }),
        {
          weight: 3,
          arbitrary: fc
            .option(fc.integer({ min: 0, max: 50_000_000 }), { nil: undefined })
            .map((points): PaymentIntent => ({ kind: 'points', points })),
        },
      ),
      promotion: fc.option(simplePromotionArb(), { nil: undefined, freq: 2 }),
      balance: fc.integer({ min: 0, max: 100_000_000 }),
    })
    .map(({ items, lines, cardEntity, intent, promotion, balance }) => {
      const byCode = new Map(items.map((item) => [item.code, item]));
      const units: OrderUnitRequest[] = lines.flatMap((line, index) => {
        const item = byCode.get(line.code) as CheckoutItem;
        const engraved = item.engraving.engraving ? line.engraving : '';
        const quantity = engraved === '' ? line.quantity : 1;
        const withCarePlan = line.carePlan && item.appleCare !== undefined;
        return Array.from({ length: quantity }, () => ({
          lineUuid: `line-${index + 1}`,
          code: line.code,
          hasAppleCare: withCarePlan,
          persMesg1: engraved,
          persMesg2: '',
          shownUnitPrice: unitPriceForCard(item, cardEntity) ?? item.unitPrice,
          ...(withCarePlan && item.appleCare !== undefined
            ? { shownCarePlanPrice: item.appleCare.price }
            : {}),
        }));
      });
      const base: Omit<QuoteOrderInput, 'shown'> = {
        units,
        items: byCode,
        billing: VALID_ADDRESS,
        shipping: VALID_ADDRESS,
        ...(promotion === undefined ? {} : { promotion: promotionInput(promotion) }),
        caps: {
          perTransactionAmountLimit: undefined,
          maxRedeemablePointsPerTransaction: undefined,
        },
        pointsRedemptionOpen: true,
        promotionCodesOpen: true,
        priceCodes: CHECKOUT_PRICE_CODES,
        ippConfig: CHECKOUT_IPP_CONFIG,
        pointsBalance: balance,
        signedIn: true,
        now: new Date('2026-05-10T12:00:00+07:00'),
      };
      // The storefront offers only what applies: a promotion whose rules refuse the order is
      // not sent, and points only when no unit costs more than the most points an item may.
      const usable = promotion !== undefined && promotionApplies(base, cardEntity);
      const order = usable ? base : { ...base, promotion: undefined };
      const paid =
        intent.kind === 'points' && !pointsPayEveryUnit(order, cardEntity) ? CASH : intent;
      return { ...order, shown: shownFigures(order, cardEntity, paid) };
    });
}

const CASH: PaymentIntent = { kind: 'cash' };

function pricedLines(order: Omit<QuoteOrderInput, 'shown'>, cardEntity: CardBrand) {
  return linesOfUnits(order.units, order.items).lines.map((line) => ({
    ...line,
    unitPrice: unitPriceForCard(line, cardEntity) ?? line.unitPrice,
  }));
}

function promotionApplies(order: Omit<QuoteOrderInput, 'shown'>, cardEntity: CardBrand): boolean {
  const rules = order.promotion?.found?.rules;
  return rules !== undefined && applyOn(rules, pricedLines(order, cardEntity), cardEntity).ok;
}

function pointsPayEveryUnit(order: Omit<QuoteOrderInput, 'shown'>, cardEntity: CardBrand): boolean {
  const rate = order.priceCodes.find((code) => code.cardBrand === cardEntity);
  return (
    rate !== undefined &&
    pricedLines(order, cardEntity).every(
      (line) => pointsForCash(line.unitPrice, rate) <= MAX_POINTS_PER_ITEM,
    )
  );
}

function applyOn(
  rules: Promotion,
  lines: readonly (CartLine & { readonly unitPrice: Money })[],
  cardEntity: CardBrand,
) {
  return applyPromotion(
    rules,
    lines.map((line) => ({
      checked: true,
      unitPrice: line.unitPrice,
      quantity: line.quantity,
      ...(line.hasAppleCare && line.appleCare !== undefined
        ? { carePlan: { price: line.appleCare.price, quantity: line.quantity } }
        : {}),
    })),
    { paymentType: 'CASH', cardBrand: cardEntity },
  );
}

function promotionInput(rules: Promotion): QuotePromotionInput {
  return {
    code: rules.code,
    found: { rules, availability: { active: true, usedCount: 0, membersOnly: false } },
    confirmation: { email: undefined, termsAcknowledged: false },
  };
}

/**
 * The figures the review step shows for an order, computed as the storefront does:
 * the lines priced for the card, the promotion's discount (none when it does not
 * apply, and then the order carries no code), and the payment the shopper's intent
 * derives.
 */
export function shownFigures(
  order: Omit<QuoteOrderInput, 'shown'>,
  cardEntity: CardBrand,
  intent: PaymentIntent,
): ShownFigures {
  const priced = pricedLines(order, cardEntity);
  const total = sumMoney(priced.map(cartLineTotal));
  const rules = order.promotion?.found?.rules;
  const applied = rules === undefined ? undefined : applyOn(rules, priced, cardEntity);
  const discount = applied?.ok === true ? applied.value.discount : ZERO_THB;
  const payable = clampAtZero(subtractMoney(total, discount));
  const term =
    intent.kind === 'instalment'
      ? offeredTerms({ config: order.ippConfig, amount: payable, cardBrand: cardEntity })[0]
      : undefined;
  const payment = deriveCartPayment({
    total,
    discount,
    choice: {
      redeemPoints: intent.kind === 'points' && !CARD_BRANDS_WITHOUT_POINTS.includes(cardEntity),
      points: intent.kind === 'points' ? intent.points : undefined,
      termOfFlexi: term?.termValue,
    },
    priceCode: order.priceCodes.find((code) => code.cardBrand === cardEntity),
    pointsRedemptionOpen: order.pointsRedemptionOpen,
    maxPointsPerTransaction: order.caps.maxRedeemablePointsPerTransaction,
    pointsBalance: order.pointsBalance,
  });
  return {
    total,
    discount,
    paymentType: payment.paymentType,
    cash: payment.cash,
    point: payment.point,
    cardEntity,
    ...(payment.termOfFlexi === undefined
      ? {}
      : { termOfFlexi: payment.termOfFlexi, ippCustomer: term?.termId }),
  };
}
