import { combine } from 'effector';
import {
  ADDRESS_FIELDS,
  ZERO_THB,
  applyRefundCoupon,
  sumMoney,
  cartTotals,
  checkCheckout,
  deriveCartPayment,
  findIppTerm,
  instalmentSchedule,
  offeredTerms,
  reviewCart,
  validateCartPayment,
  type AddressField,
  type CartCaps,
  type DomainError,
  type FieldErrors,
  type InstalmentSchedule,
  type IppTerm,
} from '@rewards/domain';
import { $cart } from '../../entities/cart/model';
import { toCartLines } from '../../entities/cart/cart-line-codec';
import { addressErrors, type AddressKind } from '../../entities/checkout/address-values';
import {
  $billing,
  $cardBrand,
  $outcome,
  $paymentChoice,
  $promo,
  $refundCoupon,
  $shipping,
} from '../../entities/checkout/model';
import { $isSignedIn } from '../../entities/session/model';
import { $shopConfig } from '../../entities/config/shop-config';
import { $hasSession } from '../../features/auth/private-page';
import type { GuardInput } from './guard';
import { recheckPromotion } from './promo-rules';
import {
  $addressesSubmitted,
  $agreed,
  $ippConfig,
  $now,
  $paying,
  $pointsBalance,
  $priceCodes,
  $serverAddressErrors,
  $step,
  $touched,
} from './units';

const NO_CAPS: CartCaps = {
  perTransactionAmountLimit: undefined,
  maxRedeemablePointsPerTransaction: undefined,
};

// ---------------------------------------------------------------- the cart

/** The cart's lines as the rules read them. */
export const $lines = $cart.map(toCartLines);

/** The cart reviewed by its rules (expired lines unchecked, limits, caps). */
export const $review = combine($lines, $shopConfig, $now, (lines, config, now) =>
  reviewCart(lines, config ?? NO_CAPS, now),
);

/** Whether the cart may check out (the domain's `checkCheckout`): the guards' first question. */
export const $cartCheck = combine($lines, $shopConfig, $now, (lines, config, now) =>
  checkCheckout(lines, config ?? NO_CAPS, now),
);

/** The lines bought: the checked ones, as reviewed. */
export const $boughtLines = $review.map((review) => review.lines.filter((line) => line.checked));

/** Whether the shopper may be in the checkout: a customer's token or a guest's id. */
export { $hasSession };

// ---------------------------------------------------------------- the addresses

export const $billingErrors = $billing.map(addressErrors);
export const $shippingErrors = $shipping.map(addressErrors);

const noErrors = (errors: FieldErrors<AddressField>) =>
  ADDRESS_FIELDS.every((field) => (errors[field] ?? []).length === 0);

/** "Shipping Continue enabled only when both address forms valid." */
export const $addressesValid = combine(
  $billingErrors,
  $shippingErrors,
  (billing, shipping) => noErrors(billing) && noErrors(shipping),
);

function shownErrors(
  errors: FieldErrors<AddressField>,
  touched: readonly AddressField[],
  submitted: boolean,
  server: FieldErrors<AddressField>,
): FieldErrors<AddressField> {
  const shown: Partial<Record<AddressField, readonly DomainError[]>> = {};
  for (const field of ADDRESS_FIELDS) {
    const own = submitted || touched.includes(field) ? (errors[field] ?? []) : [];
    const list = [...own, ...(server[field] ?? [])];
    if (list.length > 0) shown[field] = list;
  }
  return shown;
}

/**
 * The errors each form shows: a field's own once it has been left (or Continue
 * pressed), validated again on every change; and the server's, until the field
 * changes.
 */
export const $shownAddressErrors = combine(
  {
    billing: $billingErrors,
    shipping: $shippingErrors,
    touched: $touched,
    submitted: $addressesSubmitted,
    server: $serverAddressErrors,
  },
  ({
    billing,
    shipping,
    touched,
    submitted,
    server,
  }): Record<AddressKind, FieldErrors<AddressField>> => ({
    billing: shownErrors(billing, touched.billing, submitted, server.billing),
    shipping: shownErrors(shipping, touched.shipping, submitted, server.shipping),
  }),
);

// ---------------------------------------------------------------- the payment

/** The promotion's discount once applied (THB 0 while it waits for its confirmation step). */
export const $discount = $promo.map((promo) =>
  promo !== null && promo.status === 'APPLIED' ? promo.promotionDiscount : ZERO_THB,
);

/** The checked lines' totals after the discount (the domain's `cartTotals`). */
export const $totals = combine($review, $discount, (review, discount) =>
  cartTotals(review.lines, discount),
);

/**
 * The refund promo code chosen and what it pays (the domain's `applyRefundCoupon`,
 * as the server quotes it): like cash, before the payment, on the total after the
 * discount. Only a signed-in customer's; `null` without one.
 */
export const $refundCouponApplied = combine(
  $refundCoupon,
  $isSignedIn,
  $totals,
  (coupon, signedIn, totals) => {
    if (coupon === null || !signedIn || !coupon.value.greaterThan(0)) return null;
    return { code: coupon.code, ...applyRefundCoupon(totals.total, coupon.value) };
  },
);

/** What the payment (card and points) pays: the total after the discount and the refund code. */
export const $payable = combine(
  $totals,
  $refundCouponApplied,
  (totals, coupon) => coupon?.payable ?? totals.total,
);

/** What the payment does not pay of the subtotal: the discount and the refund code's part. */
const $paidOtherwise = combine($totals, $refundCouponApplied, (totals, coupon) =>
  coupon === null ? totals.discount : sumMoney([totals.discount, coupon.applied]),
);

/** Whether points may be redeemed at all (`FE_POINTS_REDEMPTION`). */
export const $pointsOpen = $shopConfig.map((config) => config?.pointsRedemptionOpen ?? false);

/** The chosen card brand's price code (its point rate), once both are known. */
export const $priceCode = combine(
  $priceCodes,
  $cardBrand,
  (codes, brand) => codes.find((code) => code.cardBrand === brand) ?? null,
);

/** The payment the choices give (the domain's `deriveCartPayment`). */
export const $cartPayment = combine(
  {
    totals: $totals,
    paidOtherwise: $paidOtherwise,
    choice: $paymentChoice,
    priceCode: $priceCode,
    pointsOpen: $pointsOpen,
    config: $shopConfig,
    balance: $pointsBalance,
  },
  ({ totals, paidOtherwise, choice, priceCode, pointsOpen, config, balance }) =>
    deriveCartPayment({
      total: totals.subtotal,
      discount: paidOtherwise,
      choice,
      priceCode: priceCode ?? undefined,
      pointsRedemptionOpen: pointsOpen,
      maxPointsPerTransaction: config?.maxRedeemablePointsPerTransaction,
      pointsBalance: balance,
    }),
);

/** The promotion's term ids, which restrict the instalment terms when it lists some. */
const $promoTermIds = $promo.map((promo) =>
  promo !== null && promo.status === 'APPLIED' ? (promo.termIds ?? null) : null,
);

/** An instalment term offered, with its plan for the amount to pay. */
export interface OfferedTerm {
  readonly term: IppTerm;
  readonly schedule: InstalmentSchedule | undefined;
}

/** The instalment terms offered for the amount to pay, the card brand and the promotion. */
export const $offeredTerms = combine(
  { config: $ippConfig, payable: $payable, brand: $cardBrand, termIds: $promoTermIds },
  ({ config, payable, brand, termIds }): readonly OfferedTerm[] => {
    if (config === null) return [];
    return offeredTerms({
      config,
      amount: payable,
      cardBrand: brand ?? undefined,
      promoTermIds: termIds ?? undefined,
    }).map((term) => {
      try {
        return { term, schedule: instalmentSchedule(payable, term) };
      } catch {
        // An amount too small to split has no plan to show; the term is still listed.
        return { term, schedule: undefined };
      }
    });
  },
);

/** The configured term of the chosen months, whether or not it is offered (the check says so). */
export const $chosenTerm = combine($ippConfig, $paymentChoice, (config, choice) =>
  config === null || choice.termOfFlexi === undefined
    ? null
    : (findIppTerm(config, choice.termOfFlexi) ?? null),
);

/**
 * The payment as the server will check it (the domain's `validateCartPayment`),
 * once the instalment config and point rates are known; `null` before.
 */
export const $paymentCheck = combine(
  {
    payment: $cartPayment,
    brand: $cardBrand,
    term: $chosenTerm,
    totals: $totals,
    paidOtherwise: $paidOtherwise,
    codes: $priceCodes,
    pointsOpen: $pointsOpen,
    config: $shopConfig,
    balance: $pointsBalance,
    lines: $boughtLines,
    ippConfig: $ippConfig,
    termIds: $promoTermIds,
  },
  (input) => {
    if (input.ippConfig === null) return null;
    return validateCartPayment(
      {
        ...input.payment,
        cardEntity: input.brand ?? undefined,
        ippCustomer: input.term?.termId,
      },
      {
        total: input.totals.subtotal,
        discount: input.paidOtherwise,
        priceCodes: input.codes,
        pointsRedemptionOpen: input.pointsOpen,
        maxPointsPerTransaction: input.config?.maxRedeemablePointsPerTransaction,
        pointsBalance: input.balance,
        items: input.lines.map((line) => ({ code: line.code, unitPrice: line.unitPrice })),
        ippConfig: input.ippConfig,
        promoTermIds: input.termIds ?? undefined,
      },
    );
  },
);

/** Whether cash or points are paid, so a card brand is needed (spec section 4, Review). */
export const $cardBrandNeeded = $cartPayment.map(
  (payment) => payment.cash.greaterThan(0) || payment.point > 0,
);

/**
 * The payment's broken rules on the payment-option step. The card brand may
 * still be chosen on the review, so its absence does not count yet.
 */
export const $paymentErrors = $paymentCheck.map((check): readonly DomainError[] =>
  check === null || check.ok
    ? []
    : check.errors.filter((error) => error.code !== 'payment.cardBrandRequired'),
);

export const $paymentValid = combine(
  $paymentCheck,
  $paymentErrors,
  (check, errors) => check !== null && errors.length === 0,
);

// ---------------------------------------------------------------- the promotion

/** An applied promotion checked again against the payment as it is now; `null` without one. */
export const $promoRecheck = combine(
  {
    promo: $promo,
    lines: $review,
    payment: $cartPayment,
    brand: $cardBrand,
    balance: $pointsBalance,
  },
  ({ promo, lines, payment, brand, balance }) =>
    promo === null || promo.status !== 'APPLIED'
      ? null
      : recheckPromotion({
          promo,
          lines: lines.lines,
          paymentType: payment.paymentType,
          cardBrand: brand,
          pointsBalance: balance,
        }),
);

/** Why the applied promotion no longer applies (shown on its field). */
export const $promoRecheckErrors = $promoRecheck.map((check): readonly DomainError[] =>
  check === null || check.ok ? [] : check.errors,
);

/** No promotion, or one applied and still applying; one waiting for its confirmation is not. */
export const $promoValid = combine(
  $promo,
  $promoRecheck,
  (promo, check) => promo === null || (promo.status === 'APPLIED' && check !== null && check.ok),
);

/** "Continue enabled only when payment, promo and cart payment are valid." */
export const $paymentStepValid = combine(
  $cartCheck,
  $paymentValid,
  $promoValid,
  (cart, payment, promo) => cart.ok && payment && promo,
);

// ---------------------------------------------------------------- the review

/**
 * "Pay now enabled only after I agree, a card brand chosen when cash or points
 * > 0, and not processing" (spec section 4), on an order the rules accept.
 */
export const $payNowEnabled = combine(
  {
    agreed: $agreed,
    paying: $paying,
    check: $paymentCheck,
    step: $paymentStepValid,
    addresses: $addressesValid,
  },
  ({ agreed, paying, check, step, addresses }) =>
    agreed && !paying && check !== null && check.ok && step && addresses,
);

/** What the guards of the step on screen judge. */
export const $guardInput = combine(
  {
    step: $step,
    hasSession: $hasSession,
    cart: $cartCheck,
    addressesValid: $addressesValid,
    paymentValid: $paymentStepValid,
    outcome: $outcome,
  },
  ({ step, hasSession, cart, addressesValid, paymentValid, outcome }): GuardInput | null =>
    step === null
      ? null
      : { step, hasSession, cart, addressesValid, paymentValid, hasOutcome: outcome !== null },
);
