import { combine, createEvent, createStore, sample } from 'effector';
import {
  cartTotals,
  changeLineQuantity,
  checkCheckout,
  reviewCart,
  type CartCaps,
  type DomainError,
} from '@rewards/domain';
import {
  $cart,
  $cartRestored,
  $serverCartKnown,
  cartUpdated,
  restoreCartFx,
} from '../../entities/cart/model';
import { toCartLines, toStoredLine } from '../../entities/cart/cart-line-codec';
import { $shopConfig } from '../../entities/config/shop-config';
import { $guestUuid, $isSignedIn, $sessionRestored } from '../../entities/session/model';
import type { PageHead } from '../../shared/router/page';
import { $locale } from '../../entities/locale/model';
import { checkoutSignInRequested } from '../../features/auth/model';
import { $location, $query, navigateFx, navigationTo } from '../../shared/router/model';
import { $prefillPending, prefillRequested } from '../../features/cart-prefill/model';
import { shopUrl } from '../../shared/url/query';
import { readClockFx } from '../../shared/clock';

/** `/cart/1` was opened. */
export const cartPageOpened = createEvent();
export const lineCheckedChanged = createEvent<{ uuid: string; checked: boolean }>();
export const lineQuantityChanged = createEvent<{ uuid: string; quantity: number }>();
export const lineRemoved = createEvent<string>();
export const carePlanRemoved = createEvent<string>();
export const checkoutClicked = createEvent();

/** The cart's title, for the tab and search engines. */
export const $head = createStore<PageHead>(
  { title: { id: 'cartPage.title' } },
  { serialize: 'ignore' },
);
export const $now = createStore(new Date(0));

const NO_CAPS: CartCaps = {
  perTransactionAmountLimit: undefined,
  maxRedeemablePointsPerTransaction: undefined,
};

/** The cart's lines as the rules read them. */
export const $lines = $cart.map(toCartLines);

/** The cart's rules run again on every change (spec section 4): expired lines, limits, caps. */
export const $review = combine($lines, $shopConfig, $now, (lines, config, now) =>
  reviewCart(lines, config ?? NO_CAPS, now),
);

export const $totals = $review.map((review) => cartTotals(review.lines));

/** What the last Checkout click was refused for; any change of the cart clears it. */
export const $checkoutErrors = createStore<readonly DomainError[]>([]).reset($cart.updates);

// The page reads the time once it opens, for end dates.
sample({ clock: cartPageOpened, target: readClockFx });
sample({ clock: readClockFx.doneData, target: $now });

// A line's checkbox: only checked lines are bought.
sample({
  clock: lineCheckedChanged,
  source: $lines,
  fn: (lines, { uuid, checked }) =>
    lines.map((line) => toStoredLine(line.uuid === uuid ? { ...line, checked } : line)),
  target: cartUpdated,
});

// The quantity box, applied on blur: the domain keeps engraved lines at 1 and never goes below 1.
sample({
  clock: lineQuantityChanged,
  source: $lines,
  fn: (lines, { uuid, quantity }) => changeLineQuantity(lines, uuid, quantity).map(toStoredLine),
  target: cartUpdated,
});

// Remove takes the line away.
sample({
  clock: lineRemoved,
  source: $lines,
  fn: (lines, uuid) => lines.filter((line) => line.uuid !== uuid).map(toStoredLine),
  target: cartUpdated,
});

// The care plan's own remove keeps the item.
sample({
  clock: carePlanRemoved,
  source: $lines,
  fn: (lines, uuid) =>
    lines.map((line) => {
      if (line.uuid !== uuid) return toStoredLine(line);
      const { appleCare: _dropped, ...rest } = line;
      return toStoredLine({ ...rest, hasAppleCare: false });
    }),
  target: cartUpdated,
});

const checkout = sample({
  clock: checkoutClicked,
  source: { lines: $lines, config: $shopConfig, now: $now },
  fn: ({ lines, config, now }) => checkCheckout(lines, config ?? NO_CAPS, now),
});

// A refused checkout says why, where the customer is looking (the summary and the lines).
sample({
  clock: checkout,
  fn: (result) => (result.ok ? [] : result.errors),
  target: $checkoutErrors,
});

const mayCheckOut = sample({
  clock: checkout,
  source: { signedIn: $isSignedIn, guest: $guestUuid, lang: $locale },
  filter: (_, result) => result.ok,
  fn: ({ signedIn, guest, lang }) => ({
    next: shopUrl('/cart/2', lang),
    hasSession: signedIn || guest !== null,
  }),
});

// A cart that may check out goes on to step 2 when the shopper is signed in or a guest...
sample({
  clock: mayCheckOut,
  filter: ({ hasSession }) => hasSession,
  fn: ({ next }) => navigationTo(next),
  target: navigateFx,
});

// ...and otherwise first to sign in, sign up or continue as a guest, then on to step 2.
sample({
  clock: mayCheckOut,
  filter: ({ hasSession }) => !hasSession,
  fn: ({ next }) => ({ next }),
  target: checkoutSignInRequested,
});

const PREFILL_KEYS = ['codes', 'quantities', 'hasAppleCares', 'engravings'];

/**
 * The cart a prefill link adds to is known: the browser's, or for a signed-in
 * customer the server's (read after the session), which would otherwise
 * replace the lines the link just added.
 */
const $cartKnown = combine(
  $cartRestored,
  $sessionRestored,
  $isSignedIn,
  $serverCartKnown,
  (restored, sessionRead, signedIn, serverKnown) =>
    restored && sessionRead && (!signedIn || serverKnown),
);

// A prefill link fills the cart once that cart is known (spec section 2, step 1), once.
sample({
  clock: [restoreCartFx.done, cartPageOpened, $cartKnown.updates],
  source: { location: $location, query: $query, known: $cartKnown, pending: $prefillPending },
  filter: ({ location, query, known, pending }) =>
    known &&
    !pending &&
    location.pathname === '/cart/1' &&
    PREFILL_KEYS.some((key) => query[key] !== undefined),
  fn: ({ query }) => query,
  target: prefillRequested,
});
