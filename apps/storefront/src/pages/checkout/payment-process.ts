import { combine, createStore, sample } from 'effector';
import { isApiError } from '@rewards/api-client';
import type { PaymentOutcome, PaymentReturnBody } from '@rewards/api-client/contract';
import { localizedText } from '@rewards/domain';
import { $cart, $cartRestored, cartUpdated } from '../../entities/cart/model';
import { $orderKey, $outcome, checkoutCompleted } from '../../entities/checkout/model';
import { $locale } from '../../entities/locale/model';
import { $guestUuid, $isSignedIn } from '../../entities/session/model';
import { $synced } from '../../features/server-cart/model';
import { describeFailure } from '../../shared/api/errors';
import { $location, navigateFx, navigationTo } from '../../shared/router/model';
import { locationKey } from '../../shared/router/page';
import { parseLang, parseQuery, shopUrl } from '../../shared/url/query';
import { errorBodyOf } from './payment-errors';
import { checkoutStarted } from './start';
import { stepPath } from './steps';
import {
  $boughtLinesToClear,
  $returnError,
  $returnPostedFor,
  doneClicked,
  historyBackFx,
  paymentReturnFx,
  paymentReturnRetried,
} from './units';

/**
 * What the provider sent back through the browser (`code`, `state`, `token`,
 * and the `lang` and `guest_uuid` the shop gave it), or `null` when the
 * address lacks any of the three that prove it.
 */
export function paymentReturnOf(
  search: string,
  guestUuid: string | null,
): PaymentReturnBody | null {
  const query = parseQuery(search);
  const { code, state, token } = query;
  if (code === undefined || state === undefined || token === undefined) return null;
  if (code === '' || state === '' || token === '') return null;
  const lang = parseLang(query.lang);
  const guest = query.guest_uuid ?? guestUuid ?? undefined;
  return {
    code,
    state,
    token,
    ...(lang === undefined ? {} : { lang }),
    ...(guest === undefined || guest === '' ? {} : { guest_uuid: guest }),
  };
}

/** The return being posted, kept to post it again when the server could not be reached. */
const $returnBody = createStore<PaymentReturnBody | null>(null, { serialize: 'ignore' });

const returned = sample({
  clock: checkoutStarted,
  source: {
    location: $location,
    posted: $returnPostedFor,
    guest: $guestUuid,
    signedIn: $isSignedIn,
  },
  filter: ({ location, posted }, step) =>
    step === 'payment-process' && posted !== locationKey(location),
  fn: ({ location, guest, signedIn }) => ({
    key: locationKey(location),
    body: paymentReturnOf(location.search, signedIn ? null : guest),
  }),
});

// The return is posted once per page load: a second opening of the same address does not post it.
sample({ clock: returned, fn: ({ key }) => key, target: $returnPostedFor });
sample({
  clock: returned,
  filter: ({ body }) => body !== null,
  fn: ({ body }) => body,
  target: $returnBody,
});
sample({
  clock: returned,
  filter: ({ body }) => body !== null,
  fn: ({ body }) => body as PaymentReturnBody,
  target: paymentReturnFx,
});
// An address without the provider's values is no payment to settle: home.
sample({
  clock: returned,
  source: $locale,
  filter: (_, { body }) => body === null,
  fn: (lang) => navigationTo(shopUrl('/', lang), true),
  target: navigateFx,
});

// No answer (offline, timed out): the page says so and posts again when asked (the server settles once).
sample({
  clock: paymentReturnFx.failData,
  source: $locale,
  filter: (_, failure) => isApiError(failure) && failure.status === 0,
  fn: (lang, failure) => describeFailure(failure, lang),
  target: $returnError,
});
sample({ clock: paymentReturnFx, fn: () => null, target: $returnError });
sample({
  clock: paymentReturnRetried,
  source: $returnBody,
  filter: (body) => body !== null,
  fn: (body) => body as PaymentReturnBody,
  target: paymentReturnFx,
});

/** A refusal of the return (it could not be verified, E702) is a failed payment with the server's title. */
const refusedOutcome = sample({
  clock: paymentReturnFx.failData,
  source: $locale,
  filter: (_, failure) => !(isApiError(failure) && failure.status === 0),
  fn: (lang, failure): PaymentOutcome => {
    const body = errorBodyOf(failure);
    const title = body === undefined ? '' : localizedText(body.title, body.thaiTitle, lang).trim();
    return { status: 'failed', poNumber: '', ...(title === '' ? {} : { title }) };
  },
});

// Paid: the order's inputs and key are spent, and its lines leave the cart.
const paid = sample({
  clock: paymentReturnFx.doneData,
  filter: (outcome) => outcome.status === 'success',
});
sample({ clock: paid, target: checkoutCompleted });
sample({ clock: paid, fn: () => true, target: $boughtLinesToClear });

// Failed or cancelled: the cart stays whole, the inputs stay for another try, the key is spent.
const unpaid = sample({
  clock: [paymentReturnFx.doneData, refusedOutcome],
  filter: (outcome) => outcome.status !== 'success',
});
sample({ clock: unpaid, target: $outcome });
sample({ clock: unpaid, fn: () => null, target: $orderKey });

// The result shows on step 5, which replaces this address: Back never posts the return again.
sample({
  clock: [paymentReturnFx.doneData, refusedOutcome],
  source: $locale,
  fn: (lang) => navigationTo(shopUrl(stepPath('5'), lang), true),
  target: navigateFx,
});

/**
 * "On success unchecked items stay in the cart, the rest is cleared" (spec
 * section 4), once the cart is known: this browser's, and a signed-in
 * customer's server cart, which the change is written to.
 */
const $cartKnown = combine(
  { restored: $cartRestored, signedIn: $isSignedIn, synced: $synced },
  ({ restored, signedIn, synced }) => restored && (!signedIn || synced !== null),
);
const clearing = sample({
  clock: [$boughtLinesToClear.updates, $cartKnown.updates],
  source: { clear: $boughtLinesToClear, known: $cartKnown, cart: $cart },
  filter: ({ clear, known }) => clear && known,
  fn: ({ cart }) => cart.filter((line) => !line.checked),
});
sample({ clock: clearing, target: cartUpdated });
sample({ clock: clearing, fn: () => false, target: $boughtLinesToClear });

// Done: the result is read; back where the shopper came from in this visit, else home.
sample({ clock: doneClicked, fn: () => null, target: $outcome });
sample({ clock: doneClicked, target: historyBackFx });
sample({
  clock: historyBackFx.doneData,
  source: $locale,
  filter: (_, wentBack) => !wentBack,
  fn: (lang) => navigationTo(shopUrl('/', lang)),
  target: navigateFx,
});
