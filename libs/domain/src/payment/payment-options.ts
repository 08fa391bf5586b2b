import { CARD_BRANDS_WITHOUT_POINTS, type CardBrand } from '../config/business-constants';
import { findIppTerm } from '../instalments/find-ipp-term';
import { instalmentSchedule, type InstalmentSchedule } from '../instalments/instalment-schedule';
import type { IppConfig } from '../instalments/ipp-config';
import { offeredTerms } from '../instalments/offered-terms';
import { Dec } from '../money/decimal';
import {
  clampAtZero,
  roundDownToSatang,
  roundUpToSatang,
  subtractMoney,
  ZERO_THB,
  type Money,
} from '../money/money';
import { cashValueOfPoints } from '../points/cash-value-of-points';
import { pointsForCash } from '../points/points-for-cash';
import type { PriceEntry } from '../pricing/price-entry';

/** What every option carries. */
interface OptionBase {
  /** Cash to pay with this option. */
  readonly cash: Money;
  /** Whole points to redeem with this option. */
  readonly points: number;
  /** The amount from which the option is open (THB 0 for cash). */
  readonly minimumTransactionAmount: Money;
  /** The price entry's own description, when it has one. */
  readonly description?: string | undefined;
}

/** Pay it all in cash. */
export interface CashOption extends OptionBase {
  readonly type: 'CASH';
}

/** Pay it all with points. */
export interface FullPointsOption extends OptionBase {
  readonly type: 'POINT';
}

/** A mixed option: `percentPoint`% of the amount with points, the rest in cash. */
export interface PointCashOption extends OptionBase {
  readonly type: 'POINT_CASH';
  readonly percentPoint: number;
}

/**
 * The points-discount option, labelled by the UI '{percentDiscount}% discount when redeem
 * reward points equivalent to the transaction' (spec section 9: '12% discount ...'): the
 * whole amount less the discount, paid with points.
 */
export interface PointDiscountOption extends OptionBase {
  readonly type: 'POINT_DISCOUNT';
  readonly percentDiscount: number;
  /** The amount after the discount, which the points pay. */
  readonly discountedAmount: Money;
  /** `amount - discountedAmount`. */
  readonly discount: Money;
}

/** A cash instalment plan (IPP, flexi) of `termOfFlexi` months. */
export interface FlexiOption extends OptionBase {
  readonly type: 'FLEXI';
  readonly termOfFlexi: number;
  /** The plan at the configured rate; `undefined` when the config has no rate for the term. */
  readonly schedule: InstalmentSchedule | undefined;
}

/** One way to pay an item or a transaction. */
export type PaymentOption =
  CashOption | FullPointsOption | PointCashOption | PointDiscountOption | FlexiOption;

/** What the payment options are computed from. */
export interface PaymentOptionsRequest {
  /** The item's (or transaction's) price entries, of every price code. */
  readonly prices: readonly PriceEntry[];
  /** The card brand whose price code applies. */
  readonly priceCode: CardBrand;
  /** The amount to pay: an item's price times its quantity, or a transaction's total after discount. */
  readonly amount: Money;
  /** `POINTS_REDEMPTION_OPEN`, a parameter so that both states are tested. */
  readonly pointsRedemptionOpen: boolean;
  /**
   * The instalment config: a flexi term is offered only when its cash ranges offer it for
   * the whole amount, and gets its plan from the config's rate. Without it (not loaded yet)
   * no flexi option is offered, since nothing says the amount is in a range.
   */
  readonly ippConfig?: IppConfig | undefined;
  /** The promotion's `termIds`, which restrict the terms when it lists some. */
  readonly promoTermIds?: readonly string[] | undefined;
}

const ORDER: readonly PaymentOption['type'][] = [
  'CASH',
  'POINT',
  'POINT_DISCOUNT',
  'POINT_CASH',
  'FLEXI',
];

/**
 * The payment options of an item or a transaction for one price code ("Your Payment
 * Option", spec sections 3, 4 and 9), computed from the amount with each entry's rate:
 * - cash: always, the whole amount;
 * - full points (`POINT`): {@link pointsForCash} of the amount, rounded up;
 * - mixed (`POINT_CASH`): `percentPoint`% of the amount (rounded DOWN to the satang: the
 *   customer's credit is never overstated) in points, rounded up; the cash is what those
 *   points leave (`percentPoint` falls back to `100 - percentCash`; an entry with neither,
 *   or outside 1-99%, is skipped);
 * - points discount (`POINT_DISCOUNT`): the points for `amount x (1 - percentDiscount/100)`,
 *   that amount rounded UP to the satang (the shop collects the fraction), no cash;
 * - flexi (`FLEXI`): each entry's `termOfFlexi` that `offeredTerms` gives for the whole
 *   amount (price times quantity, after discount) and card brand, with its plan: an
 *   item's entries are made for one unit, and two units may leave every cash range
 *   ("Instalment terms filtered by cash ranges and promo termIds", spec section 5).
 *
 * Any option but cash is skipped when its `minimumTransactionAmount` exceeds the amount
 * ("Mixed option skipped when its minimum transaction amount exceeds the amount"); when
 * two point options come to the same points, or two flexi entries to the same term, the
 * one with the highest met minimum wins (the first of equal ones). No point option when
 * redemption is closed, for GCS or TMS, or when the amount is 0 or less; no flexi then
 * either. Order: cash, full points, points discount, mixed (most points first), flexi
 * (shortest term first).
 */
export function paymentOptions(request: PaymentOptionsRequest): readonly PaymentOption[] {
  const { amount } = request;
  const cash: CashOption = {
    type: 'CASH',
    cash: amount,
    points: 0,
    minimumTransactionAmount: ZERO_THB,
  };
  if (!amount.greaterThan(0)) return [cash];

  const offered = new Set(
    request.ippConfig === undefined
      ? []
      : offeredTerms({
          config: request.ippConfig,
          amount,
          cardBrand: request.priceCode,
          promoTermIds: request.promoTermIds,
        }).map((term) => term.termValue),
  );
  const pointsOpen =
    request.pointsRedemptionOpen && !CARD_BRANDS_WITHOUT_POINTS.includes(request.priceCode);
  const candidates = request.prices
    .filter((entry) => entry.priceCode === request.priceCode)
    .filter((entry) => entry.minimumTransactionAmount.lessThanOrEqualTo(amount))
    .map((entry) => optionOf(entry, request))
    .filter((option): option is PaymentOption => option !== undefined)
    .filter((option) => pointsOpen || option.type === 'FLEXI')
    .filter((option) => option.type !== 'FLEXI' || offered.has(option.termOfFlexi));

  const best = new Map<string, PaymentOption>();
  for (const option of candidates) {
    const key = option.type === 'FLEXI' ? `term:${option.termOfFlexi}` : `points:${option.points}`;
    const kept = best.get(key);
    if (
      kept === undefined ||
      option.minimumTransactionAmount.greaterThan(kept.minimumTransactionAmount)
    ) {
      best.set(key, option);
    }
  }
  return [cash, ...[...best.values()].sort(byDisplayOrder)];
}

function optionOf(entry: PriceEntry, request: PaymentOptionsRequest): PaymentOption | undefined {
  const { amount } = request;
  const base = {
    minimumTransactionAmount: entry.minimumTransactionAmount,
    description: entry.description,
  };
  switch (entry.type) {
    case 'POINT': {
      const points = pointsForCash(amount, entry);
      return { ...base, type: 'POINT', points, cash: leftToPay(amount, points, entry) };
    }
    case 'POINT_CASH': {
      const percentPoint =
        entry.percentPoint ??
        (entry.percentCash === undefined ? undefined : 100 - entry.percentCash);
      if (percentPoint === undefined || !(percentPoint > 0 && percentPoint < 100)) return undefined;
      const pointsPart = roundDownToSatang(new Dec(amount).times(percentPoint).dividedBy(100));
      const points = pointsForCash(pointsPart, entry);
      if (points === 0) return undefined;
      return {
        ...base,
        type: 'POINT_CASH',
        percentPoint,
        points,
        cash: leftToPay(amount, points, entry),
      };
    }
    case 'POINT_DISCOUNT': {
      const percentDiscount = entry.percentDiscount;
      if (percentDiscount === undefined || !(percentDiscount > 0 && percentDiscount < 100))
        return undefined;
      const discountedAmount = roundUpToSatang(
        new Dec(amount).times(new Dec(100).minus(percentDiscount)).dividedBy(100),
      );
      return {
        ...base,
        type: 'POINT_DISCOUNT',
        percentDiscount,
        discountedAmount,
        discount: subtractMoney(amount, discountedAmount),
        points: pointsForCash(discountedAmount, entry),
        cash: ZERO_THB,
      };
    }
    case 'FLEXI': {
      const termOfFlexi = entry.termOfFlexi;
      if (termOfFlexi === undefined || !Number.isSafeInteger(termOfFlexi) || termOfFlexi < 1)
        return undefined;
      return {
        ...base,
        type: 'FLEXI',
        termOfFlexi,
        points: 0,
        cash: amount,
        schedule: scheduleOf(request, termOfFlexi),
      };
    }
    default:
      // A CASH entry adds nothing: the cash option is always there.
      return undefined;
  }
}

function leftToPay(amount: Money, points: number, entry: PriceEntry): Money {
  return clampAtZero(subtractMoney(amount, cashValueOfPoints(points, entry)));
}

function scheduleOf(
  request: PaymentOptionsRequest,
  months: number,
): InstalmentSchedule | undefined {
  const term = request.ippConfig === undefined ? undefined : findIppTerm(request.ippConfig, months);
  if (term === undefined) return undefined;
  try {
    return instalmentSchedule(request.amount, term);
  } catch {
    // An amount too small to split into positive payments has no plan to show.
    return undefined;
  }
}

function byDisplayOrder(a: PaymentOption, b: PaymentOption): number {
  const byType = ORDER.indexOf(a.type) - ORDER.indexOf(b.type);
  if (byType !== 0) return byType;
  if (a.type === 'FLEXI' && b.type === 'FLEXI') return a.termOfFlexi - b.termOfFlexi;
  return b.points - a.points;
}
