import { combine, createEvent, createStore, sample } from 'effector';
import {
  cartTotals,
  changeLineQuantity,
  checkCheckout,
  reviewCart,
  type CartCaps,
  type DomainError,
} from '@rewards/domain';
import { $cart, cartUpdated } from '../../entities/cart/model';
import { toCartLines, toStoredLine } from '../../entities/cart/cart-line-codec';
import { $shopConfig } from '../../entities/config/shop-config';
import { signInClicked } from '../../features/account-notice/model';
import { readClockFx } from '../../shared/clock';

/** `/cart/{step}` was opened. */
export const cartPageOpened = createEvent<string>();
export const lineCheckedChanged = createEvent<{ uuid: string; checked: boolean }>();
export const lineQuantityChanged = createEvent<{ uuid: string; quantity: number }>();
export const lineRemoved = createEvent<string>();
export const carePlanRemoved = createEvent<string>();
export const checkoutClicked = createEvent();

/** The step of the path; only step 1 (the cart itself) exists so far. */
export const $step = createStore('1');
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
sample({ clock: cartPageOpened, target: $step });

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

// A cart that may check out goes on to sign in (accounts and the next steps come next).
sample({ clock: checkout, filter: (result) => result.ok, target: signInClicked });
