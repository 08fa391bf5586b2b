import { createEffect, createEvent, createStore } from 'effector';
import {
  cartRoutes,
  checkoutRoutes,
  commonRoutes,
  pricingRoutes,
  type AddressBody,
  type CartCheck,
  type CheckPromoCodeBody,
  type CustomerAddresses,
  type IppConfigBody,
  type PaymentConditionBody,
  type PaymentOutcome,
  type PaymentQuote,
  type PaymentReturnBody,
  type PlaceOrderBody,
  type PlacedOrder,
  type PostalCodePlaces,
  type PriceCodeBody,
  type PromoCheckResult,
  type RefundPromoCode,
  type Region,
} from '@rewards/api-client/contract';
import type {
  AddressField,
  CardBrand,
  DomainError,
  FieldErrors,
  PaymentSplitChange,
} from '@rewards/domain';
import { spendableRefundCodes } from '../../entities/refund-codes/api';
import type { AddressKind } from '../../entities/checkout/address-values';
import { client } from '../../shared/api';
import type { Text } from '../../shared/api/errors';
import type { PostalPlace } from './postal-places';
import type { CheckoutStep } from './steps';

// ---------------------------------------------------------------- events: the page

/** `/cart/{step}` (2-5 or payment-process) was opened; the raw `:step` of the path. */
export const checkoutOpened = createEvent<string>();
/** Back: the step before (the cart before step 2). */
export const backClicked = createEvent();
/** The review's Edit links: the addresses (2) or the payment (3). */
export const editClicked = createEvent<'2' | '3'>();

// ---------------------------------------------------------------- events: billing and shipping

export interface AddressFieldChange {
  readonly form: AddressKind;
  readonly field: AddressField;
  readonly value: string;
}

export const addressFieldChanged = createEvent<AddressFieldChange>();
export const addressFieldBlurred = createEvent<{ form: AddressKind; field: AddressField }>();
/** "Same as billing": the shipping form takes the billing form's values. */
export const sameAsBillingClicked = createEvent();
/** "Update into my profile" (signed in only). */
export const updateProfileToggled = createEvent<boolean>();
/** One of the places a postal code covers was picked. */
export const postalPlaceChosen = createEvent<{ form: AddressKind; place: PostalPlace }>();
export const addressesContinued = createEvent();

// ---------------------------------------------------------------- events: payment option

export const cardBrandChosen = createEvent<CardBrand>();
export const pointRedemptionToggled = createEvent<boolean>();
/** The points slider moved, or the points or cash input was typed into. */
export const pointsChanged = createEvent<PaymentSplitChange>();
/** An instalment term (months), or `null` for none. */
export const instalmentChosen = createEvent<number | null>();
export const paymentContinued = createEvent();

// ---------------------------------------------------------------- events: promotion code

export const promoToggled = createEvent<boolean>();
export const promoCodeChanged = createEvent<string>();
export const promoApplyClicked = createEvent();
export const promoEmailChanged = createEvent<string>();
export const promoTermsToggled = createEvent<boolean>();
/** The e-mail and T&C step is filled in: apply again. */
export const promoConfirmClicked = createEvent();
export const promoRemoved = createEvent();
export const promoSignInWarningClosed = createEvent();
/** The promo sign-in warning's Sign in. */
export const promoSignInClicked = createEvent();

// ---------------------------------------------------------------- events: refund promo code

/** A refund promo code chosen on the payment step, or `null` for "Don't use". */
export const refundCodeChosen = createEvent<string | null>();

// ---------------------------------------------------------------- events: review and result

export const agreeToggled = createEvent<boolean>();
export const payNowClicked = createEvent();
export const reviewErrorDismissed = createEvent();
/** The payment provider's return could not be posted (no answer): try again. */
export const paymentReturnRetried = createEvent();
/** Done on the completion step. */
export const doneClicked = createEvent();

// ---------------------------------------------------------------- effects

/** The regions of the address forms (`common/region`). */
export const fetchRegionsFx = createEffect((): Promise<readonly Region[]> =>
  client.request(commonRoutes.regions, {}),
);

/** The instalment terms and ranges (`common/ippConfig`). */
export const fetchIppConfigFx = createEffect((): Promise<IppConfigBody> =>
  client.request(pricingRoutes.ippConfig, {}),
);

/** Each card brand's point rate (`common/priceCodes`). */
export const fetchPriceCodesFx = createEffect((): Promise<readonly PriceCodeBody[]> =>
  client.request(pricingRoutes.priceCodes, {}),
);

/** The signed-in customer's points (`customer/points`). */
export const fetchPointsFx = createEffect(
  async (): Promise<number> => (await client.request(checkoutRoutes.pointsBalance, {})).balance,
);

/** The addresses kept in the signed-in customer's profile. */
export const fetchCustomerAddressesFx = createEffect((): Promise<CustomerAddresses> =>
  client.request(checkoutRoutes.customerAddresses, {}),
);

/** The places of a postal code, for the form that asked. */
export const lookupPostalCodeFx = createEffect(
  async (ask: { form: AddressKind; code: string }): Promise<PostalCodePlaces> =>
    client.request(checkoutRoutes.postalCode, { params: { postalCode: ask.code } }),
);

/** "Update into my profile": the billing address into the profile. */
export const putBillingFx = createEffect((body: AddressBody) =>
  client.request(checkoutRoutes.putCustomerBilling, { body }),
);

/** "Update into my profile": the shipping address into the profile. */
export const putShippingFx = createEffect((body: AddressBody) =>
  client.request(checkoutRoutes.putCustomerShipping, { body }),
);

/** The server's cross-check of a signed-in customer's stored cart (`checkShoppingCart`). */
export const checkServerCartFx = createEffect((): Promise<CartCheck> =>
  client.request(cartRoutes.checkShoppingCart, {}),
);

export const checkPromoCodeFx = createEffect(
  (body: CheckPromoCodeBody): Promise<PromoCheckResult> =>
    client.request(checkoutRoutes.checkPromoCode, { body }),
);

/** The signed-in customer's refund promo codes they may still spend (`promoCode/searchRefundPC`). */
export const fetchRefundCodesFx = createEffect(spendableRefundCodes);

/** Pay now, first: the server's signed quote of the order as reviewed. */
export const checkPaymentConditionFx = createEffect(
  (body: PaymentConditionBody): Promise<PaymentQuote> =>
    client.request(checkoutRoutes.checkPaymentCondition, { body }),
);

/** Pay now, then: the pending order of the quote, under the review's idempotency key. */
export const placeOrderFx = createEffect((body: PlaceOrderBody): Promise<PlacedOrder> =>
  client.request(checkoutRoutes.placeOrder, { body }),
);

/** The payment provider's page is a page of its own: a full page load. */
export const goToPaymentFx = createEffect((url: string) => {
  window.location.assign(url);
});

/** Shows the top of the page, where the review's error is. */
export const scrollToTopFx = createEffect(() => {
  window.scrollTo({ top: 0 });
});

/** Posts the provider's return (`kscpaygate/paymentProcess`); the server settles it once. */
export const paymentReturnFx = createEffect((body: PaymentReturnBody): Promise<PaymentOutcome> =>
  client.request(checkoutRoutes.paymentReturn, { body }),
);

/**
 * Done: back where the shopper came from when that was a page of this visit
 * (react-router numbers its entries), else `false` and the shop goes home.
 */
export const historyBackFx = createEffect((): boolean => {
  const state = window.history.state as { idx?: unknown } | null;
  if (typeof state?.idx !== 'number' || state.idx < 1) return false;
  window.history.back();
  return true;
});

// ---------------------------------------------------------------- stores

/** The step of the path; `null` for a path that names none (not found). */
export const $step = createStore<CheckoutStep | null>(null);
/** The raw `:step` of the path, for the not-found state. */
export const $rawStep = createStore('');

/**
 * Whether the step may show its content: its guards have passed for this
 * opening. Until then (and always on the server, which renders the shell
 * without a session) the page shows its loading state.
 */
export const $stepShown = createStore(false, { serialize: 'ignore' });

/** The time the guards judge end dates by, read when the page opens. */
export const $now = createStore(new Date(0), { serialize: 'ignore' });

export const $regions = createStore<readonly Region[]>([], { serialize: 'ignore' });
export const $ippConfig = createStore<IppConfigBody | null>(null, { serialize: 'ignore' });
export const $priceCodes = createStore<readonly PriceCodeBody[]>([], { serialize: 'ignore' });
/** Whether the instalment config and the point rates have been asked for and answered (or failed). */
export const $referenceLoaded = createStore(false, { serialize: 'ignore' });
/** The customer's points; 0 for a guest, and until known. */
export const $pointsBalance = createStore(0, { serialize: 'ignore' });

/** The fields of each form the shopper has left (their errors show from then on). */
export const $touched = createStore<Readonly<Record<AddressKind, readonly AddressField[]>>>(
  { billing: [], shipping: [] },
  { serialize: 'ignore' },
);
/** Continue was pressed on the address step: every field's error shows. */
export const $addressesSubmitted = createStore(false, { serialize: 'ignore' });
/** The fields the server refused at Pay now (E605), until they are changed. */
export const $serverAddressErrors = createStore<
  Readonly<Record<AddressKind, FieldErrors<AddressField>>>
>({ billing: {}, shipping: {} }, { serialize: 'ignore' });
/** The places each form's postal code covers, when it covers more than one. */
export const $postalChoices = createStore<Readonly<Record<AddressKind, readonly PostalPlace[]>>>(
  { billing: [], shipping: [] },
  { serialize: 'ignore' },
);
/** Postal codes already looked up, with their places: each code is asked once. */
export const $postalCache = createStore<Readonly<Record<string, readonly PostalPlace[]>>>(
  {},
  { serialize: 'ignore' },
);
/** How long the postal code must stay unchanged before it is looked up, in ms. */
export const $postalLookupDelay = createStore(400, { serialize: 'ignore' });
/** A message at the top of the address step (the server refused an address at Pay now). */
export const $addressesError = createStore<Text | null>(null, { serialize: 'ignore' });

/** Why the promotion code was refused, under its field. */
export const $promoError = createStore<Text | null>(null, { serialize: 'ignore' });
/** The promo sign-in warning (E614) is open. */
export const $promoSignInWarning = createStore(false, { serialize: 'ignore' });

/** The signed-in customer's spendable refund promo codes; none for a guest, and until known. */
export const $refundCodes = createStore<readonly RefundPromoCode[]>([], { serialize: 'ignore' });
/** Why the server refused the refund promo code last sent, shown at its choice until another is made. */
export const $refundCodeError = createStore<DomainError | null>(null, { serialize: 'ignore' });

/** "I agree" on the review. */
export const $agreed = createStore(false, { serialize: 'ignore' });
/** Pay now is under way: from the click until the browser leaves, or a refusal. */
export const $paying = createStore(false, { serialize: 'ignore' });
/** The review asked for a new quote once already after E652. */
export const $quotedAgain = createStore(false, { serialize: 'ignore' });
/** The refusal shown at the top of the review. */
export const $reviewError = createStore<Text | null>(null, { serialize: 'ignore' });

/** The location whose provider return was posted: a return is posted once per page load. */
export const $returnPostedFor = createStore<string | null>(null, { serialize: 'ignore' });
/** The provider's return could not be posted (no answer): the page offers to try again. */
export const $returnError = createStore<Text | null>(null, { serialize: 'ignore' });
/** A paid order's lines leave the cart once the cart (and, signed in, the server's cart) is known. */
export const $boughtLinesToClear = createStore(false, { serialize: 'ignore' });
