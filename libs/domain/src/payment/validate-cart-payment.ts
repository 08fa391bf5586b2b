import { PAYMENT_TYPES, type CardBrand, type PaymentType } from '../config/business-constants';
import type { InstalmentsErrorCode } from '../instalments/error-codes';
import { instalmentSchedule, type InstalmentSchedule } from '../instalments/instalment-schedule';
import type { IppConfig } from '../instalments/ipp-config';
import { validateInstalmentTerm } from '../instalments/validate-instalment-term';
import { clampAtZero, isMoney, moneyToString, subtractMoney, type Money } from '../money/money';
import type { PointsErrorCode } from '../points/error-codes';
import { pointsForCash } from '../points/points-for-cash';
import { validatePointsRedemption } from '../points/validate-points-redemption';
import { validatePointsValue } from '../points/validate-points-value';
import type { PointRate, PriceCode } from '../pricing/price-entry';
import {
  accept,
  domainError,
  reject,
  type Checked,
  type DomainError,
} from '../shared/domain-error';
import type { CartPayment } from './cart-payment';
import type { PaymentErrorCode } from './error-codes';

/** A cart payment as the client proposes it (spec section 3 names). Untrusted. */
export interface CartPaymentProposal {
  /** Should be one of `PAYMENT_TYPES`. */
  readonly paymentType: string;
  readonly cash: Money;
  readonly point: number;
  readonly termOfFlexi?: number | undefined;
  /** The instalment term's id. */
  readonly ippCustomer?: string | undefined;
  /** The card brand paid with. */
  readonly cardEntity?: CardBrand | undefined;
}

/** An item of the cart as the points rules see it: one unit's cash price. */
export interface PaymentItem {
  readonly code: string;
  readonly unitPrice: Money;
}

/** The server's own figures a proposed payment is checked against. */
export interface CartPaymentRules {
  /** The checked lines' total, care plans included. */
  readonly total: Money;
  /** The promotion discount (THB 0 when none). */
  readonly discount: Money;
  /** Every card brand's price code (point rate). */
  readonly priceCodes: readonly PriceCode[];
  /** `POINTS_REDEMPTION_OPEN`, a parameter so that both states are tested. */
  readonly pointsRedemptionOpen: boolean;
  /** `ShopConfig.maxRedeemablePointsPerTransaction`; `undefined` when there is no cap. */
  readonly maxPointsPerTransaction: number | undefined;
  /** The customer's available points. */
  readonly pointsBalance: number;
  /** The items bought: none may cost more than 999,999 points when points are redeemed. */
  readonly items: readonly PaymentItem[];
  readonly ippConfig: IppConfig;
  /** The promotion's `termIds`; `undefined` or empty when it does not restrict terms. */
  readonly promoTermIds?: readonly string[] | undefined;
}

/** An accepted cart payment, with the card and, for an instalment, its plan. */
export interface AcceptedCartPayment extends CartPayment {
  readonly cardEntity: CardBrand | undefined;
  /** The plan at the configured rate, for `CASH_INSTALLMENT`. */
  readonly instalment: InstalmentSchedule | undefined;
}

/** Any error a cart payment can have. */
export type CartPaymentError = DomainError<
  PaymentErrorCode | PointsErrorCode | InstalmentsErrorCode
>;

/**
 * The server's check of a cart payment proposed by the client (spec section 4, "Valid
 * only when"), against the total after discount (the payable amount). Collects every
 * broken rule:
 * - `CASH`: cash = payable, no points, no term;
 * - `CASH_INSTALLMENT`: cash = payable, no points, and a term offered for the payable
 *   amount, card brand and promotion, with its own id ({@link validateInstalmentTerm});
 * - `POINT`: no cash, and exactly the least points paying the payable amount at the
 *   card brand's rate ({@link pointsForCash}, rounded up);
 * - `POINT_CASH`: both parts, the points worth at least THB 0.01
 *   ({@link validatePointsValue}: 1 point at 1000/6 is worth THB 0.00), and cash + the
 *   points' value (`cashValueOfPoints`, rounded down) = payable, exactly;
 * - points (POINT, POINT_CASH): redemption open, a price code for the brand, and
 *   {@link validatePointsRedemption} (whole, not GCS or TMS, balance, per-transaction
 *   cap, no item above 999,999 points at the brand's rate);
 * - a card brand whenever cash or points are above 0; when the payable amount is 0 or
 *   less, only `CASH` of THB 0.
 *
 * Never throws on anything the client sends; the rules are the server's own figures
 * (a broken rate or instalment config there is a RangeError).
 */
export function validateCartPayment(
  proposal: CartPaymentProposal,
  rules: CartPaymentRules,
): Checked<AcceptedCartPayment, CartPaymentError> {
  const errors: CartPaymentError[] = [];
  const payable = clampAtZero(subtractMoney(rules.total, rules.discount));
  const { cash, point, cardEntity } = proposal;
  const paymentType = PAYMENT_TYPES.find((type) => type === proposal.paymentType);
  if (paymentType === undefined) {
    errors.push(domainError('payment.unknownType', { paymentType: String(proposal.paymentType) }));
  }
  const cashReadable = isMoney(cash) && !cash.isNegative();
  if (!cashReadable) errors.push(domainError('payment.cashInvalid'));
  if (((cashReadable && cash.greaterThan(0)) || point !== 0) && cardEntity === undefined) {
    errors.push(domainError('payment.cardBrandRequired'));
  }
  if (paymentType === undefined) return reject(errors);
  if (!payable.greaterThan(0) && paymentType !== 'CASH') {
    errors.push(domainError('payment.pointsAndInstalmentOff'));
    return reject(errors);
  }
  if (paymentType !== 'CASH_INSTALLMENT' && proposal.termOfFlexi !== undefined) {
    errors.push(domainError('payment.instalmentNotAllowed', { paymentType }));
  }

  let instalment: InstalmentSchedule | undefined;
  if (paymentType === 'CASH' || paymentType === 'CASH_INSTALLMENT') {
    if (cashReadable && !cash.equals(payable)) {
      errors.push(domainError('payment.cashMismatch', { expected: moneyToString(payable) }));
    }
    if (point !== 0) errors.push(domainError('payment.pointsNotAllowed', { paymentType }));
    if (paymentType === 'CASH_INSTALLMENT') {
      const term = validateInstalmentTerm({
        config: rules.ippConfig,
        amount: payable,
        cardBrand: cardEntity,
        promoTermIds: rules.promoTermIds,
        termOfFlexi: proposal.termOfFlexi,
        ippCustomer: proposal.ippCustomer,
      });
      if (term.ok) instalment = instalmentSchedule(payable, term.value);
      else errors.push(...term.errors);
    }
  } else {
    errors.push(...pointsPaymentErrors(paymentType, proposal, rules, payable, cashReadable));
  }

  if (errors.length > 0) return reject(errors);
  return accept({
    paymentType,
    cash,
    point,
    termOfFlexi: paymentType === 'CASH_INSTALLMENT' ? proposal.termOfFlexi : undefined,
    cardEntity,
    instalment,
  });
}

function pointsPaymentErrors(
  paymentType: Extract<PaymentType, 'POINT' | 'POINT_CASH'>,
  proposal: CartPaymentProposal,
  rules: CartPaymentRules,
  payable: Money,
  cashReadable: boolean,
): CartPaymentError[] {
  const { cash, point, cardEntity } = proposal;
  const errors: CartPaymentError[] = [];
  if (!rules.pointsRedemptionOpen) errors.push(domainError('payment.pointsClosed'));
  if (point === 0) errors.push(domainError('payment.pointsRequired', { paymentType }));
  if (cashReadable && paymentType === 'POINT' && !cash.isZero()) {
    errors.push(domainError('payment.cashNotAllowed', { paymentType }));
  }
  if (cashReadable && paymentType === 'POINT_CASH' && cash.isZero()) {
    errors.push(domainError('payment.cashRequired'));
  }

  const rate = rules.priceCodes.find((code) => code.cardBrand === cardEntity);
  if (cardEntity !== undefined && rate === undefined) {
    errors.push(domainError('payment.priceCodeUnavailable', { cardBrand: cardEntity }));
  }
  const redemption = validatePointsRedemption({
    points: point,
    cardBrand: cardEntity,
    balance: rules.pointsBalance,
    maxPerTransaction: rules.maxPointsPerTransaction,
    itemPoints: rate === undefined ? [] : itemPoints(rules.items, rate),
  });
  if (!redemption.ok) errors.push(...redemption.errors);

  if (rate === undefined || !Number.isSafeInteger(point) || point <= 0) return errors;
  if (paymentType === 'POINT') {
    const expected = pointsForCash(payable, rate);
    if (point !== expected) errors.push(domainError('payment.pointsMismatch', { expected }));
  } else {
    // Points worth THB 0.00 would leave the balance and pay nothing.
    const worth = validatePointsValue(point, rate);
    if (!worth.ok) errors.push(...worth.errors);
    else if (cashReadable && !cash.plus(worth.value).equals(payable)) {
      errors.push(domainError('payment.splitMismatch', { expected: moneyToString(payable) }));
    }
  }
  return errors;
}

function itemPoints(items: readonly PaymentItem[], rate: PointRate) {
  return items.map((item) => ({
    code: item.code,
    points: pointsForCash(clampAtZero(item.unitPrice), rate),
  }));
}
