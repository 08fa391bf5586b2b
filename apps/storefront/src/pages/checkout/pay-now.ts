import { attach, combine, createEffect, merge, sample } from 'effector';
import { isApiError } from '@rewards/api-client';
import { itemRoutes, type Item, type PaymentConditionBody } from '@rewards/api-client/contract';
import type { CartLine } from '@rewards/domain';
import { cartUpdated } from '../../entities/cart/model';
import { cartLineOfItem } from '../../entities/cart/cart-line-of-item';
import { toStoredLine } from '../../entities/cart/cart-line-codec';
import {
  $billing,
  $cardBrand,
  $orderKey,
  $promo,
  $promoInputs,
  $refundCoupon,
  $shipping,
  type OrderKey,
} from '../../entities/checkout/model';
import { $locale } from '../../entities/locale/model';
import { $guestUuid, $isSignedIn } from '../../entities/session/model';
import { client } from '../../shared/api';
import { apiFailed, describeFailure } from '../../shared/api/errors';
import { navigateFx, navigationTo } from '../../shared/router/model';
import { shopUrl } from '../../shared/url/query';
import {
  $cartPayment,
  $chosenTerm,
  $lines,
  $payNowEnabled,
  $refundCouponApplied,
  $review,
  $totals,
} from './derived';
import {
  newIdempotencyKey,
  orderFingerprint,
  paymentConditionBody,
  type PaymentConditionInput,
} from './payment-condition';
import { addressErrorsOf, paymentErrorRoute, refundCodeErrorOf } from './payment-errors';
import { stepPath } from './steps';
import {
  $addressesError,
  $agreed,
  $paying,
  $quotedAgain,
  $refundCodeError,
  $reviewError,
  $serverAddressErrors,
  agreeToggled,
  checkPaymentConditionFx,
  checkoutOpened,
  goToPaymentFx,
  payNowClicked,
  placeOrderFx,
  reviewErrorDismissed,
  scrollToTopFx,
} from './units';

/** The order as the review shows it, from which its payment condition is asked. */
export const $orderInput = combine(
  {
    review: $review,
    totals: $totals,
    payment: $cartPayment,
    cardBrand: $cardBrand,
    term: $chosenTerm,
    billing: $billing,
    shipping: $shipping,
    promo: $promo,
    promoInputs: $promoInputs,
    coupon: $refundCouponApplied,
    signedIn: $isSignedIn,
    guest: $guestUuid,
  },
  ({ review, signedIn, guest, term, coupon, ...rest }): PaymentConditionInput => ({
    ...rest,
    term: term ?? undefined,
    refundCoupon: coupon?.code ?? null,
    lines: review.lines,
    guestUuid: signedIn ? null : guest,
  }),
);

interface OrderToQuote {
  readonly body: PaymentConditionBody;
  readonly fingerprint: string;
}

/**
 * The idempotency key of the order being paid: the one kept when the order is
 * the same as when it was made (a second click, a reload, the way back from the
 * provider), else a new one. Kept in storage with the payment state.
 */
const ensureOrderKeyFx = attach({
  source: $orderKey,
  effect: (current, order: OrderToQuote): { body: PaymentConditionBody; key: OrderKey } => ({
    body: order.body,
    key:
      current !== null && current.fingerprint === order.fingerprint
        ? current
        : { fingerprint: order.fingerprint, key: newIdempotencyKey() },
  }),
});

const toQuote = (input: PaymentConditionInput): OrderToQuote => {
  const body = paymentConditionBody(input);
  return { body, fingerprint: orderFingerprint(body) };
};

/**
 * E602: the items are read again from the catalogue, keeping the shopper's
 * choices and the price they were put in the cart at, so each changed line
 * says "Price has changed for this item." An item no longer in the catalogue
 * is left as it is (the next check refuses it).
 */
export const refreshPricesFx = createEffect(
  async (lines: readonly CartLine[]): Promise<CartLine[]> => {
    const items = new Map<string, Item>();
    await Promise.all(
      [...new Set(lines.map((line) => line.code))].map(async (code) => {
        try {
          items.set(code, await client.request(itemRoutes.item, { params: { code } }));
        } catch (error) {
          if (!isApiError(error) || error.kind !== 'notFound') throw error;
        }
      }),
    );
    return lines.map((line) => {
      const item = items.get(line.code);
      if (item === undefined) return line;
      const { itemDetailLink: _fresh, ...fresh } = cartLineOfItem(
        {
          item,
          quantity: line.quantity,
          carePlan: line.hasAppleCare && item.appleCare !== undefined,
          engraving: { persMesg1: line.persMesg1, persMesg2: line.persMesg2 },
          itemDetailLink: '',
          ...(line.engravingLink === undefined ? {} : { engravingLink: line.engravingLink }),
          ...(line.category === undefined ? {} : { category: line.category }),
          ...(line.subCategory === undefined ? {} : { subCategory: line.subCategory }),
          ...(line.catalogue === undefined ? {} : { catalogue: line.catalogue }),
          ...(line.catalogueName === undefined ? {} : { catalogueName: line.catalogueName }),
        },
        line.uuid,
      );
      return {
        ...fresh,
        ...(line.itemDetailLink === undefined ? {} : { itemDetailLink: line.itemDetailLink }),
        checked: line.checked,
        historyCashPrice: line.historyCashPrice ?? line.unitPrice,
      };
    });
  },
);

// ---------------------------------------------------------------- Pay now

// "I agree" is asked on each visit of the review, for the order as it then is.
sample({ clock: agreeToggled, target: $agreed });
sample({ clock: checkoutOpened, fn: () => false, target: $agreed });
sample({ clock: checkoutOpened, fn: () => null, target: $reviewError });

const payRequested = sample({ clock: payNowClicked, source: $payNowEnabled, filter: (on) => on });

// Pay now works once at a time; the last refusal is forgotten.
sample({ clock: payRequested, fn: () => true, target: $paying });
sample({ clock: payRequested, fn: () => null, target: $reviewError });
sample({ clock: payRequested, fn: () => false, target: $quotedAgain });

// The order as shown, under its key...
sample({ clock: payRequested, source: $orderInput, fn: toQuote, target: ensureOrderKeyFx });
sample({ clock: ensureOrderKeyFx.doneData, fn: ({ key }) => key, target: $orderKey });
// ...is first quoted by the server (the payment condition)...
sample({
  clock: ensureOrderKeyFx.doneData,
  fn: ({ body }) => body,
  target: checkPaymentConditionFx,
});
// ...then placed as a pending order under the key, the same order however often it is asked...
sample({
  clock: checkPaymentConditionFx.doneData,
  source: { key: $orderKey, signedIn: $isSignedIn, guest: $guestUuid },
  fn: ({ key, signedIn, guest }, quote) => ({
    quote: quote.quote,
    idempotencyKey: key?.key ?? newIdempotencyKey(),
    ...(signedIn || guest === null ? {} : { guest_uuid: guest }),
  }),
  target: placeOrderFx,
});
// ...and paid on the provider's page, a page load of its own.
sample({ clock: placeOrderFx.doneData, fn: (placed) => placed.paymentUrl, target: goToPaymentFx });
// Back on this page from the provider's (the browser kept it), Pay now may be pressed again.
sample({ clock: goToPaymentFx.finally, fn: () => false, target: $paying });

// ---------------------------------------------------------------- refusals

const refusal = sample({
  clock: merge([checkPaymentConditionFx.failData, placeOrderFx.failData]),
  source: $quotedAgain,
  fn: (quotedAgain, failure) => {
    const route = paymentErrorRoute(failure);
    return { failure, route: route === 'quoteAgain' && quotedAgain ? ('review' as const) : route };
  },
});
const quoteAgain = sample({ clock: refusal, filter: ({ route }) => route === 'quoteAgain' });
const refused = sample({ clock: refusal, filter: ({ route }) => route !== 'quoteAgain' });

// E652 (the quote expired, or the key met another quote): a new key and a new quote, once.
sample({ clock: quoteAgain, fn: () => true, target: $quotedAgain });
sample({ clock: quoteAgain, fn: () => null, target: $orderKey });
sample({ clock: quoteAgain, source: $orderInput, fn: toQuote, target: ensureOrderKeyFx });

sample({ clock: refused, fn: () => false, target: $paying });

// E600, E601, E603, E604: back to the cart, with the server's reason in the error dialog.
const toCart = sample({ clock: refused, filter: ({ route }) => route === 'cart' });
sample({ clock: toCart, fn: ({ failure }) => failure, target: apiFailed });
sample({
  clock: toCart,
  source: $locale,
  fn: (lang) => navigationTo(shopUrl(stepPath('1'), lang)),
  target: navigateFx,
});

// E602: the prices are read again and the review says what happened.
const pricesChanged = sample({ clock: refused, filter: ({ route }) => route === 'prices' });
sample({ clock: pricesChanged, source: $lines, target: refreshPricesFx });
sample({
  clock: refreshPricesFx.doneData,
  fn: (lines) => lines.map(toStoredLine),
  target: cartUpdated,
});

// E605: back to the addresses, each field the server refused saying why.
const badAddress = sample({ clock: refused, filter: ({ route }) => route === 'addresses' });
sample({
  clock: badAddress,
  fn: ({ failure }) => addressErrorsOf(failure),
  target: $serverAddressErrors,
});
sample({
  clock: badAddress,
  source: $locale,
  fn: (lang, { failure }) => describeFailure(failure, lang),
  target: $addressesError,
});
sample({
  clock: badAddress,
  source: $locale,
  fn: (lang) => navigationTo(shopUrl(stepPath('2'), lang)),
  target: navigateFx,
});

// A refused refund promo code: back to the payment step, which says why; the code is no longer
// chosen (the list, read again there, leaves out a spent one) and every other input is kept.
const badRefundCode = sample({ clock: refused, filter: ({ route }) => route === 'refundCode' });
sample({
  clock: badRefundCode,
  fn: ({ failure }) => refundCodeErrorOf(failure) ?? null,
  target: $refundCodeError,
});
sample({ clock: badRefundCode, fn: () => null, target: $refundCoupon });
sample({
  clock: badRefundCode,
  source: $locale,
  fn: (lang) => navigationTo(shopUrl(stepPath('3'), lang)),
  target: navigateFx,
});

// Anything else, and a changed price: the server's reason at the top of the review, in view.
const shownOnReview = sample({
  clock: refused,
  filter: ({ route }) => route === 'review' || route === 'prices',
});
sample({
  clock: shownOnReview,
  source: $locale,
  fn: (lang, { failure }) => describeFailure(failure, lang),
  target: $reviewError,
});
sample({ clock: shownOnReview, fn: () => undefined, target: scrollToTopFx });
sample({ clock: reviewErrorDismissed, fn: () => null, target: $reviewError });
