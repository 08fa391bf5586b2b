import {
  CARD_BRANDS,
  CARD_BRANDS_WITHOUT_POINTS,
  ZERO_THB,
  offeredTerms,
  paymentOptions,
  thb,
  type CardBrand,
  type Money,
  type PriceEntry,
} from '@rewards/domain';
import { IPP_CONFIG, priceCodeOf } from './reference';

/** The spec's label of the points-discount option. */
export const POINT_DISCOUNT_DESCRIPTION =
  '12% discount when redeem reward points equivalent to the transaction';

/**
 * The point options a card brand that redeems points is offered, before their
 * amounts are worked out: the whole price in points, 12% off when it is all
 * paid in points, and two mixes of points and cash (the larger open from THB
 * 20,000, so small baskets see only the smaller one).
 */
const POINT_TEMPLATES: readonly Omit<PriceEntry, 'priceCode' | 'ratePoint' | 'rateCash'>[] = [
  { type: 'POINT', cash: ZERO_THB, point: 0, minimumTransactionAmount: ZERO_THB },
  {
    type: 'POINT_DISCOUNT',
    cash: ZERO_THB,
    point: 0,
    minimumTransactionAmount: ZERO_THB,
    percentDiscount: 12,
    description: POINT_DISCOUNT_DESCRIPTION,
  },
  {
    type: 'POINT_CASH',
    cash: ZERO_THB,
    point: 0,
    minimumTransactionAmount: ZERO_THB,
    percentPoint: 10,
    percentCash: 90,
    description: '10% with points, 90% by card',
  },
  {
    type: 'POINT_CASH',
    cash: ZERO_THB,
    point: 0,
    minimumTransactionAmount: thb('20000.00'),
    percentPoint: 30,
    percentCash: 70,
    description: '30% with points, 70% by card',
  },
];

/**
 * A point option's amounts for one unit, as the domain computes them when a
 * customer buys one (`paymentOptions`): so the seeded figures are the ones the
 * storefront and the checkout will show. `undefined` when the option does not
 * apply to this price (a minimum above it).
 */
function unitAmounts(entry: PriceEntry, unitPrice: Money): PriceEntry | undefined {
  const [, option] = paymentOptions({
    prices: [{ ...entry, minimumTransactionAmount: ZERO_THB }],
    priceCode: entry.priceCode,
    amount: unitPrice,
    pointsRedemptionOpen: true,
  });
  if (option === undefined) return undefined;
  return { ...entry, cash: option.cash, point: option.points };
}

/** The instalment entries of a card brand for a price: one per term its cash range offers. */
function flexiEntries(brand: CardBrand, unitPrice: Money): PriceEntry[] {
  const rate = priceCodeOf(brand);
  return offeredTerms({ config: IPP_CONFIG, amount: unitPrice, cardBrand: brand }).map((term) => {
    const range = IPP_CONFIG.cashInstallments.find(
      (each) =>
        each.term.includes(term.termValue) &&
        each.cashFrom.lessThanOrEqualTo(unitPrice) &&
        unitPrice.lessThanOrEqualTo(each.cashTo),
    );
    return {
      type: 'FLEXI',
      cash: unitPrice,
      point: 0,
      priceCode: brand,
      ratePoint: rate.ratePoint,
      rateCash: rate.rateCash,
      termOfFlexi: term.termValue,
      minimumTransactionAmount: range?.cashFrom ?? ZERO_THB,
      description: `${term.termValue} monthly instalments at ${term.custIpp}% a month`,
    };
  });
}

/**
 * Every price entry of an item: cash for the four card brands; the point
 * options for the brands that redeem points (never GCS or TMS); the instalment
 * terms the price's cash range offers each brand.
 */
export function priceEntriesFor(unitPrice: Money, withPoints: boolean): PriceEntry[] {
  return CARD_BRANDS.flatMap((brand) => {
    const rate = { ratePoint: priceCodeOf(brand).ratePoint, rateCash: priceCodeOf(brand).rateCash };
    const cash: PriceEntry = {
      type: 'CASH',
      cash: unitPrice,
      point: 0,
      priceCode: brand,
      minimumTransactionAmount: ZERO_THB,
      ...rate,
    };
    const points =
      withPoints && !CARD_BRANDS_WITHOUT_POINTS.includes(brand)
        ? POINT_TEMPLATES.map((template) =>
            unitAmounts({ ...template, priceCode: brand, ...rate }, unitPrice),
          ).filter((entry): entry is PriceEntry => entry !== undefined)
        : [];
    return [cash, ...points, ...flexiEntries(brand, unitPrice)];
  });
}

/** The ids of the instalment terms offered for a price with any card brand. */
export function termIdsFor(unitPrice: Money): string[] {
  return offeredTerms({ config: IPP_CONFIG, amount: unitPrice, cardBrand: undefined }).map(
    (term) => term.termId,
  );
}
