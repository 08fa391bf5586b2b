import type { AddressFormValues } from '../account/validate-address-form';
import type { CartLine } from '../cart/cart-line';
import { cartLineTotal } from '../cart/cart-line-total';
import { checkCartLimits, type CartCaps } from '../cart/check-cart-limits';
import { isEngravedLine } from '../cart/is-engraved-line';
import { isLineExpired } from '../cart/is-line-expired';
import { PAYMENT_TYPES } from '../config/business-constants';
import { resolveEngravingRules } from '../engraving/resolve-engraving-rules';
import { validateEngraving } from '../engraving/validate-engraving';
import type { IppConfig } from '../instalments/ipp-config';
import {
  clampAtZero,
  moneyEquals,
  moneyToString,
  subtractMoney,
  sumMoney,
  ZERO_THB,
  type Money,
} from '../money/money';
import { MAX_ORDER_UNITS } from '../orders/build-sub-order-number';
import { validateCartPayment, type AcceptedCartPayment } from '../payment/validate-cart-payment';
import { usablePoints } from '../points/usable-points';
import type { PriceCode } from '../pricing/price-entry';
import { applyPromotion, type AppliedPromotion } from '../promotion/apply-promotion';
import {
  checkPromotionAvailability,
  type PromotionAvailability,
} from '../promotion/check-promotion-availability';
import type { Promotion } from '../promotion/promotion';
import type { SpecialConfirmation } from '../promotion/validate-special-confirmation';
import { validatePromoCode } from '../promotion/validate-promo-code';
import {
  accept,
  domainError,
  reject,
  type Checked,
  type DomainError,
} from '../shared/domain-error';
import { applyRefundCoupon, type AppliedRefundCoupon } from './apply-refund-coupon';
import { checkOpenOrderLimits } from './check-open-order-limits';
import { checkOrderAddresses } from './check-order-addresses';
import type { CheckoutItem, OrderUnitRequest, ShownFigures } from './checkout-item';
import { linesOfUnits } from './lines-of-units';
import { unitPriceForCard } from './unit-price-for-card';

/** A promotion code as the order carries it, with the server's record of it. */
export interface QuotePromotionInput {
  /** The code as typed (blank: no promotion). */
  readonly code: string;
  /** The promotion with this code, when the shop has one. */
  readonly found?:
    { readonly rules: Promotion; readonly availability: PromotionAvailability } | undefined;
  /** The special e-mail and the T&C box of the promotion's confirmation step. */
  readonly confirmation: SpecialConfirmation;
}

/** A refund promo code as the order carries it, with its value when it may be spent. */
export interface QuoteRefundCouponInput {
  readonly code: string;
  readonly value: Money | undefined;
}

/** Everything an order is quoted from: the shopper's choices and figures, and the server's data. */
export interface QuoteOrderInput {
  /** One entry per unit bought (`txnDetailVMs`). */
  readonly units: readonly OrderUnitRequest[];
  /** The catalogue's items of those units, by code (unknown codes absent). */
  readonly items: ReadonlyMap<string, CheckoutItem>;
  /** What the review step showed: compared with the server's figures, never used. */
  readonly shown: ShownFigures;
  readonly billing: AddressFormValues;
  readonly shipping: AddressFormValues;
  readonly promotion?: QuotePromotionInput | undefined;
  /**
   * A refund promo code sent (`refundCoupon`) with its value when the customer
   * can spend it now (theirs, started, unexpired, unused); `value` undefined
   * when not. A blank code is none.
   */
  readonly refundCoupon?: QuoteRefundCouponInput | undefined;
  /** FE_PER_TRANSACTION_AMOUNT_LIMIT and FE_MAXIMUM_REDEEMABLE_POINT_PER_TRANSACTION. */
  readonly caps: CartCaps;
  /** FE_POINTS_REDEMPTION: closed, the balance counts as no points at all. */
  readonly pointsRedemptionOpen: boolean;
  /** FE_ENABLE_PROMOTION_CODE. */
  readonly promotionCodesOpen: boolean;
  /** Every card brand's point rate. */
  readonly priceCodes: readonly PriceCode[];
  readonly ippConfig: IppConfig;
  /** The customer's available points from the ledger (0 for a guest). */
  readonly pointsBalance: number;
  /** A customer with a token, as opposed to a guest. */
  readonly signedIn: boolean;
  /** Units of each item code in the owner's orders awaiting payment. */
  readonly openUnitsByCode?: ReadonlyMap<string, number> | undefined;
  readonly now: Date;
}

/** One line of a quote, priced by the server. */
export interface QuotedLine {
  readonly uuid: string;
  readonly code: string;
  readonly quantity: number;
  /** The cash price of one unit with the chosen card. */
  readonly unitPrice: Money;
  readonly hasAppleCare: boolean;
  /** The care plan of each unit, when taken. */
  readonly carePlan?: { readonly code?: string; readonly price: Money } | undefined;
  /** Units times price, care plans included. */
  readonly lineTotal: Money;
  /** The engraving as it will be cut (upper-cased when the item says so). */
  readonly persMesg1: string;
  readonly persMesg2: string;
}

/** The server's figures of an order, from which it is placed. */
export interface OrderQuote {
  readonly lines: readonly QuotedLine[];
  /** Every unit and care plan, before the discount. */
  readonly total: Money;
  readonly discount: Money;
  /** `total - discount`, less a refund promo code: what the cash and the points pay; never negative. */
  readonly payable: Money;
  /** The refund promo code spent, and what it pays (`applyRefundCoupon`). */
  readonly refundCoupon?: { readonly code: string; readonly applied: Money } | undefined;
  /** Type, cash, points, term, card and instalment plan, as accepted. */
  readonly payment: AcceptedCartPayment;
  readonly promotion: AppliedPromotion | undefined;
  /** Points the order takes from the balance: the payment's and the promotion's own. */
  readonly pointsRedeemed: number;
}

interface PricedLines {
  readonly lines: readonly CartLine[];
  readonly quoted: readonly QuotedLine[];
  readonly errors: readonly DomainError[];
}

/** Each line's engraving, care plan, end date and prices, against the catalogue and what was shown. */
function priceLines(
  lines: readonly CartLine[],
  unitsByLine: ReadonlyMap<string, readonly OrderUnitRequest[]>,
  items: ReadonlyMap<string, CheckoutItem>,
  shown: ShownFigures,
  now: Date,
): PricedLines {
  const errors: DomainError[] = [];
  const priced: CartLine[] = [];
  const quoted: QuotedLine[] = [];
  for (const line of lines) {
    const item = items.get(line.code) as CheckoutItem;
    const { uuid, code: itemCode } = line;
    const engraving = validateEngraving(line, resolveEngravingRules(item.engraving));
    if (!engraving.ok) errors.push(...engraving.errors.map((error) => ({ ...error, uuid })));
    if (isEngravedLine(line) && line.quantity > 1) {
      errors.push(domainError('checkout.engravedLineQuantity', { uuid }));
    }
    if (isLineExpired(line, now)) errors.push(domainError('cart.itemUnavailable', { uuid }));
    const carePlanOffered = !line.hasAppleCare || line.appleCare !== undefined;
    if (!carePlanOffered) errors.push(domainError('cart.carePlanNotOffered', { itemCode, uuid }));

    const forCard = unitPriceForCard(item, shown.cardEntity);
    if (forCard === undefined) {
      errors.push(
        domainError('checkout.cardBrandNotOffered', {
          cardBrand: shown.cardEntity ?? '',
          itemCode,
        }),
      );
    }
    const unitPrice = forCard ?? item.unitPrice;
    const carePlan = line.hasAppleCare ? line.appleCare : undefined;
    const shownDiffers = (unitsByLine.get(uuid) ?? []).some(
      (unit) =>
        !moneyEquals(unit.shownUnitPrice, unitPrice) ||
        (carePlan !== undefined &&
          (unit.shownCarePlanPrice === undefined ||
            !moneyEquals(unit.shownCarePlanPrice, carePlan.price))),
    );
    if (shownDiffers) errors.push(domainError('cart.priceChanged', { uuid, itemCode }));

    const pricedLine: CartLine = { ...line, unitPrice, hasAppleCare: carePlan !== undefined };
    priced.push(pricedLine);
    const cut = engraving.ok ? engraving.value : line;
    quoted.push({
      uuid,
      code: itemCode,
      quantity: line.quantity,
      unitPrice,
      hasAppleCare: carePlan !== undefined,
      carePlan:
        carePlan === undefined
          ? undefined
          : {
              price: carePlan.price,
              ...(carePlan.code === undefined ? {} : { code: carePlan.code }),
            },
      lineTotal: cartLineTotal(pricedLine),
      persMesg1: cut.persMesg1,
      persMesg2: cut.persMesg2,
    });
  }
  return { lines: priced, quoted, errors };
}

/** The promotion's discount and its errors (none without a code). */
function quotePromotion(
  input: QuoteOrderInput,
  lines: readonly CartLine[],
  pointsBalance: number,
): { readonly applied: AppliedPromotion | undefined; readonly errors: readonly DomainError[] } {
  const promotion = input.promotion;
  const format = validatePromoCode(promotion?.code);
  if (!format.ok) return { applied: undefined, errors: format.errors };
  if (promotion === undefined || format.value === undefined) {
    return { applied: undefined, errors: [] };
  }
  const errors: DomainError[] = [
    ...checkPromotionAvailability(promotion.found?.availability, {
      now: input.now,
      signedIn: input.signedIn,
      codesOpen: input.promotionCodesOpen,
    }),
  ];
  const paymentType = PAYMENT_TYPES.find((type) => type === input.shown.paymentType);
  // Without a payment type the payment's own errors say what is wrong; without the
  // promotion (unknown, or codes closed) there are no rules to apply.
  if (promotion.found === undefined || paymentType === undefined || !input.promotionCodesOpen) {
    return { applied: undefined, errors };
  }
  const result = applyPromotion(
    promotion.found.rules,
    lines.map((line) => ({
      checked: true,
      unitPrice: line.unitPrice,
      quantity: line.quantity,
      ...(line.hasAppleCare && line.appleCare !== undefined
        ? { carePlan: { price: line.appleCare.price, quantity: line.quantity } }
        : {}),
    })),
    {
      paymentType,
      ...(input.shown.cardEntity === undefined ? {} : { cardBrand: input.shown.cardEntity }),
      pointsBalance,
      confirmation: promotion.confirmation,
    },
  );
  if (!result.ok) return { applied: undefined, errors: [...errors, ...result.errors] };
  return { applied: errors.length === 0 ? result.value : undefined, errors };
}

/** The refund promo code's part of the payment and its errors (none without a code). */
function quoteRefundCoupon(
  input: QuoteOrderInput,
  payable: Money,
): {
  readonly code: string;
  readonly applied: AppliedRefundCoupon | undefined;
  readonly errors: readonly DomainError[];
} {
  const code = input.refundCoupon?.code.trim() ?? '';
  const value = input.refundCoupon?.value;
  if (code === '') return { code, applied: undefined, errors: [] };
  const refuse = (error: DomainError) => ({ code, applied: undefined, errors: [error] });
  if (!input.signedIn) {
    return refuse(domainError('checkout.refundCouponMembersOnly', { field: 'refundCoupon' }));
  }
  if (value === undefined || !value.greaterThan(0)) {
    return refuse(domainError('checkout.refundCouponUnavailable', { field: 'refundCoupon' }));
  }
  return { code, applied: applyRefundCoupon(payable, value), errors: [] };
}

/**
 * The whole order computed again from the server's data (spec sections 4 and 5; the
 * server is the authority, docs/checkout.md): the units put back into their cart
 * lines and priced from the catalogue for the chosen card, each line's engraving,
 * care plan and end date, the cart's limits (max quantity, also with the owner's
 * orders awaiting payment, and the cash cap with care plans), both addresses, the
 * promotion (whether it can be used at all, then its rules), a refund promo code
 * (paying like cash, `applyRefundCoupon`), and the payment of what is left (type,
 * cash and points split, instalment term, caps and balance, the balance less the
 * points a promotion takes). Every figure the shopper was shown (unit and care plan
 * prices, total, discount, cash, points) is compared with the server's and never
 * used: a difference is an error, so no figure sent can change what is charged.
 *
 * Collects every broken rule of every area, as domain codes (line errors carry the
 * line's `uuid`, address errors their `field`), or gives the quote's figures.
 */
export function quoteOrder(input: QuoteOrderInput): Checked<OrderQuote, DomainError> {
  const errors: DomainError[] = [];
  const unitCount = input.units.length;
  if (unitCount === 0) errors.push(domainError('cart.noItemChosen'));
  if (unitCount > MAX_ORDER_UNITS) {
    errors.push(domainError('checkout.tooManyUnits', { max: MAX_ORDER_UNITS }));
  }
  const grouped = linesOfUnits(input.units, input.items);
  errors.push(...grouped.errors);
  const priced = priceLines(
    grouped.lines,
    grouped.unitsByLine,
    input.items,
    input.shown,
    input.now,
  );
  errors.push(...priced.errors);
  const { lines } = priced;

  const pointsOpen = input.pointsRedemptionOpen;
  errors.push(
    ...checkCartLimits(lines, input.caps, 'inCart', {
      ...(input.shown.cardEntity === undefined ? {} : { priceCode: input.shown.cardEntity }),
      pointsRedemptionOpen: pointsOpen,
    }).errors,
    ...checkOpenOrderLimits(lines, input.openUnitsByCode ?? new Map()),
    ...checkOrderAddresses(input.billing, input.shipping),
  );

  const total = sumMoney(lines.map(cartLineTotal));
  const balance = pointsOpen ? usablePoints(input.pointsBalance) : 0;
  const promotion = quotePromotion(input, lines, balance);
  errors.push(...promotion.errors);
  const discount = promotion.applied?.discount ?? ZERO_THB;
  if (!moneyEquals(input.shown.total, total)) {
    errors.push(domainError('checkout.totalChanged', { expected: moneyToString(total) }));
  }
  if (!moneyEquals(input.shown.discount, discount)) {
    errors.push(domainError('checkout.discountChanged', { expected: moneyToString(discount) }));
  }

  const coupon = quoteRefundCoupon(input, clampAtZero(subtractMoney(total, discount)));
  errors.push(...coupon.errors);
  const promoPoints = promotion.applied?.redeemedPoints ?? 0;
  const payment = validateCartPayment(input.shown, {
    total,
    // The code pays like cash before the payment: the payment pays what it leaves.
    discount: sumMoney([discount, coupon.applied?.applied ?? ZERO_THB]),
    priceCodes: input.priceCodes,
    pointsRedemptionOpen: pointsOpen,
    maxPointsPerTransaction: input.caps.maxRedeemablePointsPerTransaction,
    pointsBalance: Math.max(0, balance - promoPoints),
    items: lines.map((line) => ({ code: line.code, unitPrice: line.unitPrice })),
    ippConfig: input.ippConfig,
    promoTermIds: promotion.applied?.allowedTermIds,
  });
  if (!payment.ok) errors.push(...payment.errors);

  if (errors.length > 0 || !payment.ok) return reject(errors);
  return accept({
    lines: priced.quoted,
    total,
    discount,
    payable: coupon.applied?.payable ?? clampAtZero(subtractMoney(total, discount)),
    ...(coupon.applied === undefined
      ? {}
      : { refundCoupon: { code: coupon.code, applied: coupon.applied.applied } }),
    payment: payment.value,
    promotion: promotion.applied,
    pointsRedeemed: payment.value.point + promoPoints,
  });
}
