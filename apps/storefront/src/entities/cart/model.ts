import { createEffect, createEvent, createStore, sample } from 'effector';
import { unitsByCode } from '@rewards/domain';
import { clientStarted } from '../../shared/lifecycle';
import {
  browserStorage,
  readSlice,
  writeSliceFx,
  type PersistedSlice,
} from '../../shared/persistence/storage';
import { isStoredCartLine, type StoredCartLine } from './stored-line';

/**
 * The local cart, kept across visits (spec section 9: the cart persists).
 * Version 1: an array of stored lines. Lines that no longer read as lines are
 * dropped one by one; anything that is not an array is an empty cart.
 */
export const cartSlice: PersistedSlice<readonly StoredCartLine[]> = {
  key: 'cart',
  version: 1,
  fallback: [],
  decode: (data) => (Array.isArray(data) ? data.filter(isStoredCartLine) : undefined),
};

/** The cart's lines, in the order they were added. */
export const $cart = createStore<readonly StoredCartLine[]>([]);

/** A rule of the cart (adding, merging, editing) produced the cart's new lines. */
export const cartUpdated = createEvent<readonly StoredCartLine[]>();

/**
 * The cart was replaced from outside the shopper's change: the server's cart
 * after signing in or a sync, or emptied on signing out. Unlike `cartUpdated`
 * it is not written back to the server.
 */
export const cartReplaced = createEvent<readonly StoredCartLine[]>();

/**
 * The signed-in customer's cart has been read from the server (or written
 * there, or the server could not be reached) in this visit: until then, a
 * change made to the browser's copy would be replaced by the server's. False
 * while signed out.
 */
export const $serverCartKnown = createStore(false, { serialize: 'ignore' });

/** The units in the cart, for the header's cart button. */
export const $cartCount = $cart.map((lines) => {
  let units = 0;
  for (const count of unitsByCode(lines).values()) units += count;
  return units;
});

/** The cart kept by this browser (the server renders every page with an empty one). */
export const restoreCartFx = createEffect((): readonly StoredCartLine[] =>
  readSlice(browserStorage(), cartSlice),
);

/** Whether the browser's cart has been read (never on the server, which renders every cart empty). */
export const $cartRestored = createStore(false).on(restoreCartFx.finally, () => true);

// The browser's own cart comes in once the page is live, so the server's HTML and the first render agree.
sample({ clock: clientStarted, target: restoreCartFx });
sample({ clock: restoreCartFx.doneData, target: $cart });

// The rules have decided; the cart becomes what they produced.
sample({ clock: [cartUpdated, cartReplaced], target: $cart });

// Every change is kept for the next visit.
sample({
  clock: $cart.updates,
  fn: (lines) => ({ slice: cartSlice, data: lines }),
  target: writeSliceFx,
});
