import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import {
  MoneyFromString,
  PaymentOutcome,
  PromoCheckResult,
  decodeWith,
} from '@rewards/api-client/contract';
import {
  CARD_BRANDS,
  FULL_CASH_CHOICE,
  type CardBrand,
  type Money,
  type PaymentChoice,
} from '@rewards/domain';
import {
  browserStorage,
  readSlice,
  writeSliceFx,
  type PersistedSlice,
} from '../../shared/persistence/storage';
import { EMPTY_ADDRESS, readAddressValues, type AddressValues } from './address-values';

// ---------------------------------------------------------------- what is kept

/** The address step's inputs (spec section 9: "inputs" persist). */
export interface CheckoutInputs {
  readonly billing: AddressValues;
  readonly shipping: AddressValues;
  /** "Update into my profile" (signed in only). */
  readonly updateProfile: boolean;
}

/** What the promotion box holds as typed. */
export interface PromoInputs {
  /** The checkbox that opens the code field. */
  readonly enabled: boolean;
  readonly code: string;
  /** The special promotion's e-mail confirmation (`spcEmail`). */
  readonly email: string;
  /** The promotion's T&C box. */
  readonly termsAcknowledged: boolean;
}

/**
 * The idempotency key of one order: made for the order as the review shows it
 * (`fingerprint`, the payment-condition body), so a double click or a reload
 * places the same order, and any change to it makes a new key.
 */
export interface OrderKey {
  readonly fingerprint: string;
  readonly key: string;
}

/**
 * The refund promo code chosen (`refundCoupon`) with the value the customer's
 * list gave it, for the figures shown; the server reads the value again.
 */
export interface RefundCouponChoice {
  readonly code: string;
  readonly value: Money;
}

/** The payment step's and the review's state (spec section 9: "payment" persists). */
export interface CheckoutPayment {
  readonly cardBrand: CardBrand | null;
  readonly choice: PaymentChoice;
  readonly promoInputs: PromoInputs;
  /** The server's answer to the code: applied, or waiting for its confirmation step. */
  readonly promo: PromoCheckResult | null;
  readonly refundCoupon: RefundCouponChoice | null;
  readonly orderKey: OrderKey | null;
  /** The payment provider's result, for the completion step. */
  readonly outcome: PaymentOutcome | null;
}

export const EMPTY_INPUTS: CheckoutInputs = {
  billing: EMPTY_ADDRESS,
  shipping: EMPTY_ADDRESS,
  updateProfile: false,
};

export const EMPTY_PROMO_INPUTS: PromoInputs = {
  enabled: false,
  code: '',
  email: '',
  termsAcknowledged: false,
};

export const EMPTY_PAYMENT: CheckoutPayment = {
  cardBrand: null,
  choice: FULL_CASH_CHOICE,
  promoInputs: EMPTY_PROMO_INPUTS,
  promo: null,
  refundCoupon: null,
  orderKey: null,
  outcome: null,
};

type Shape = Record<string, unknown>;
const isShape = (value: unknown): value is Shape =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown, max = 254): string =>
  typeof value === 'string' ? value.slice(0, max) : '';
const count = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : undefined;

/**
 * Version 1 of the address step's inputs. A form that does not read as a form
 * starts blank; the rest of what was kept is still used.
 */
export const inputsSlice: PersistedSlice<CheckoutInputs> = {
  key: 'inputs',
  version: 1,
  fallback: EMPTY_INPUTS,
  decode: (data) => {
    if (!isShape(data)) return undefined;
    return {
      billing: readAddressValues(data.billing) ?? EMPTY_ADDRESS,
      shipping: readAddressValues(data.shipping) ?? EMPTY_ADDRESS,
      updateProfile: data.updateProfile === true,
    };
  },
};

function readChoice(data: unknown): PaymentChoice {
  if (!isShape(data)) return FULL_CASH_CHOICE;
  const termOfFlexi = count(data.termOfFlexi);
  // The choice's transitions keep points and an instalment apart; stored data is held to the same.
  if (data.redeemPoints === true) {
    return { redeemPoints: true, points: count(data.points), termOfFlexi: undefined };
  }
  return termOfFlexi === undefined || termOfFlexi === 0
    ? FULL_CASH_CHOICE
    : { redeemPoints: false, points: undefined, termOfFlexi };
}

function readPromoInputs(data: unknown): PromoInputs {
  if (!isShape(data)) return EMPTY_PROMO_INPUTS;
  return {
    enabled: data.enabled === true,
    code: text(data.code, 60),
    email: text(data.email),
    termsAcknowledged: data.termsAcknowledged === true,
  };
}

function readOrderKey(data: unknown): OrderKey | null {
  if (!isShape(data)) return null;
  const key = text(data.key, 64);
  return typeof data.fingerprint === 'string' && key.length >= 16
    ? { fingerprint: data.fingerprint, key }
    : null;
}

function readRefundCoupon(data: unknown): RefundCouponChoice | null {
  if (!isShape(data)) return null;
  const code = text(data.code, 60);
  const value = decodeWith(MoneyFromString, data.value);
  return code === '' || !value.ok ? null : { code, value: value.value };
}

function decoded<A>(codec: Parameters<typeof decodeWith<A, unknown>>[0], data: unknown): A | null {
  if (data === null || data === undefined) return null;
  const result = decodeWith(codec, data);
  return result.ok ? result.value : null;
}

/**
 * Version 1 of the payment state, kept as the contract writes it on the wire
 * (amounts as text) and read back through the same codecs, so an edited or
 * stale entry is dropped part by part instead of being trusted.
 */
export const paymentSlice: PersistedSlice<CheckoutPayment> = {
  key: 'payment',
  version: 1,
  fallback: EMPTY_PAYMENT,
  decode: (data) => {
    if (!isShape(data)) return undefined;
    return {
      cardBrand: CARD_BRANDS.find((brand) => brand === data.cardBrand) ?? null,
      choice: readChoice(data.choice),
      promoInputs: readPromoInputs(data.promoInputs),
      promo: decoded(PromoCheckResult, data.promo),
      refundCoupon: readRefundCoupon(data.refundCoupon),
      orderKey: readOrderKey(data.orderKey),
      outcome: decoded(PaymentOutcome, data.outcome),
    };
  },
};

/** The payment state as it is written: amounts as the contract's text. */
export function paymentWire(payment: CheckoutPayment): unknown {
  return {
    ...payment,
    promo: payment.promo === null ? null : PromoCheckResult.encode(payment.promo),
    refundCoupon:
      payment.refundCoupon === null
        ? null
        : {
            code: payment.refundCoupon.code,
            value: MoneyFromString.encode(payment.refundCoupon.value),
          },
    outcome: payment.outcome === null ? null : PaymentOutcome.encode(payment.outcome),
  };
}

// ---------------------------------------------------------------- units

/** What the browser kept of the checkout. */
export interface StoredCheckout {
  readonly inputs: CheckoutInputs;
  readonly payment: CheckoutPayment;
}

/** Reads what this browser kept of the checkout (the server never has it). */
export const restoreCheckoutFx = createEffect((): StoredCheckout => ({
  inputs: readSlice(browserStorage(), inputsSlice),
  payment: readSlice(browserStorage(), paymentSlice),
}));

/** The order was paid: the inputs and the key are spent, the outcome stays for the completion step. */
export const checkoutCompleted = createEvent<PaymentOutcome>();

/** Whether the kept checkout has been read: nothing is written back before it is. */
export const $checkoutRestored = createStore(false, { serialize: 'ignore' }).on(
  restoreCheckoutFx.finally,
  () => true,
);

export const $billing = createStore<AddressValues>(EMPTY_ADDRESS, { serialize: 'ignore' });
export const $shipping = createStore<AddressValues>(EMPTY_ADDRESS, { serialize: 'ignore' });
export const $updateProfile = createStore(false, { serialize: 'ignore' });
export const $cardBrand = createStore<CardBrand | null>(null, { serialize: 'ignore' });
export const $paymentChoice = createStore<PaymentChoice>(FULL_CASH_CHOICE, {
  serialize: 'ignore',
});
export const $promoInputs = createStore<PromoInputs>(EMPTY_PROMO_INPUTS, { serialize: 'ignore' });
export const $promo = createStore<PromoCheckResult | null>(null, { serialize: 'ignore' });
export const $refundCoupon = createStore<RefundCouponChoice | null>(null, {
  serialize: 'ignore',
});
export const $orderKey = createStore<OrderKey | null>(null, { serialize: 'ignore' });
export const $outcome = createStore<PaymentOutcome | null>(null, { serialize: 'ignore' });

const $inputs = combine(
  { billing: $billing, shipping: $shipping, updateProfile: $updateProfile },
  (inputs): CheckoutInputs => inputs,
);
const $payment = combine(
  {
    cardBrand: $cardBrand,
    choice: $paymentChoice,
    promoInputs: $promoInputs,
    promo: $promo,
    refundCoupon: $refundCoupon,
    orderKey: $orderKey,
    outcome: $outcome,
  },
  (payment): CheckoutPayment => payment,
);

// What this browser kept comes back into the stores, part by part.
sample({ clock: restoreCheckoutFx.doneData, fn: ({ inputs }) => inputs.billing, target: $billing });
sample({
  clock: restoreCheckoutFx.doneData,
  fn: ({ inputs }) => inputs.shipping,
  target: $shipping,
});
sample({
  clock: restoreCheckoutFx.doneData,
  fn: ({ inputs }) => inputs.updateProfile,
  target: $updateProfile,
});
sample({
  clock: restoreCheckoutFx.doneData,
  fn: ({ payment }) => payment.cardBrand,
  target: $cardBrand,
});
sample({
  clock: restoreCheckoutFx.doneData,
  fn: ({ payment }) => payment.choice,
  target: $paymentChoice,
});
sample({
  clock: restoreCheckoutFx.doneData,
  fn: ({ payment }) => payment.promoInputs,
  target: $promoInputs,
});
sample({ clock: restoreCheckoutFx.doneData, fn: ({ payment }) => payment.promo, target: $promo });
sample({
  clock: restoreCheckoutFx.doneData,
  fn: ({ payment }) => payment.refundCoupon,
  target: $refundCoupon,
});
sample({
  clock: restoreCheckoutFx.doneData,
  fn: ({ payment }) => payment.orderKey,
  target: $orderKey,
});
sample({
  clock: restoreCheckoutFx.doneData,
  fn: ({ payment }) => payment.outcome,
  target: $outcome,
});

// A paid order spends the inputs, the payment choice, the promotion, the refund code and the key; the outcome is shown next.
sample({ clock: checkoutCompleted, fn: () => EMPTY_ADDRESS, target: [$billing, $shipping] });
sample({ clock: checkoutCompleted, fn: () => false, target: $updateProfile });
sample({
  clock: checkoutCompleted,
  fn: () => null,
  target: [$cardBrand, $promo, $refundCoupon, $orderKey],
});
sample({ clock: checkoutCompleted, fn: () => FULL_CASH_CHOICE, target: $paymentChoice });
sample({ clock: checkoutCompleted, fn: () => EMPTY_PROMO_INPUTS, target: $promoInputs });
sample({ clock: checkoutCompleted, target: $outcome });

// Every change is kept for a reload, once the kept state has been read (never the defaults over it).
sample({
  clock: $inputs.updates,
  filter: $checkoutRestored,
  fn: (inputs) => ({ slice: inputsSlice, data: inputs }),
  target: writeSliceFx,
});
sample({
  clock: $payment.updates,
  filter: $checkoutRestored,
  fn: (payment) => ({ slice: paymentSlice, data: paymentWire(payment) }),
  target: writeSliceFx,
});
