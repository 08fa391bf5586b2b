import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import type { ConfigBody } from '@rewards/api-client/contract';
import {
  checkAddToCart,
  parseShopConfig,
  type Checked,
  type CartError,
  type ShopConfig,
} from '@rewards/domain';
import { toCartLines, toStoredLine } from '../../entities/cart/cart-line-codec';
import { $cart, cartUpdated } from '../../entities/cart/model';
import type { StoredCartLine } from '../../entities/cart/stored-line';
import { $rawConfig, fetchConfigFx } from '../../entities/config/model';
import { cartLineOfItem, type AddToCartRequest } from '../../entities/cart/cart-line-of-item';

export type { AddToCartRequest } from '../../entities/cart/cart-line-of-item';

/** The moment of an add and the new line's id: the only impure inputs of the rule. */
export interface AddStamp {
  readonly now: Date;
  readonly uuid: string;
}

function newLineId(): string {
  const crypto = globalThis.crypto;
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Reads the clock and draws a line id (tests give fixed ones). */
export const stampFx = createEffect((_request: AddToCartRequest): AddStamp => ({
  now: new Date(),
  uuid: newLineId(),
}));

/** The customer pressed "Add to cart" (or "Update cart" when editing a line). */
export const addToCartClicked = createEvent<AddToCartRequest>();
/** The 'item added to cart' dialog was closed. */
export const addedDialogClosed = createEvent();
/** The customer changed what they are about to add: earlier refusals no longer apply. */
export const choiceChanged = createEvent();

/** Why the last add was refused (max quantity, cash cap, expired item), as the domain says. */
export const $addErrors = createStore<readonly CartError[]>([]);
/** What the last add noted without refusing (points caps). */
export const $addNotices = createStore<readonly CartError[]>([]);
export const $addedDialogOpen = createStore(false);
/** The names of the item last added, for the success dialog. */
export const $lastAdded = createStore<{ readonly name: string; readonly thaiName: string } | null>(
  null,
);

/**
 * The cart after adding: the stored lines read as the domain's lines, the
 * edited line taken out, then the domain's `checkAddToCart` (merge, engraved
 * lines one unit each, max quantity, cash cap, end date).
 */
export function addToStoredCart(
  cart: readonly StoredCartLine[],
  request: AddToCartRequest,
  config: ShopConfig | null,
  stamp: AddStamp,
): Checked<{ lines: readonly StoredCartLine[]; notices: readonly CartError[] }, CartError> {
  const lines = toCartLines(cart).filter((line) => line.uuid !== request.replacing);
  const checked = checkAddToCart(
    lines,
    cartLineOfItem(request, stamp.uuid),
    {
      perTransactionAmountLimit: config?.perTransactionAmountLimit,
      maxRedeemablePointsPerTransaction: config?.maxRedeemablePointsPerTransaction,
    },
    stamp.now,
  );
  return checked.ok
    ? {
        ok: true,
        value: { lines: checked.value.lines.map(toStoredLine), notices: checked.value.notices },
      }
    : checked;
}

/**
 * The settings the add is checked against (the cash and points caps): the
 * page's, or, when they have not arrived, read now. An add is never checked
 * without its caps.
 */
export const settingsForAddFx = attach({
  source: $rawConfig,
  effect: createEffect(
    ({ raw }: { raw: ConfigBody | null; add: { request: AddToCartRequest; stamp: AddStamp } }) =>
      raw ?? fetchConfigFx(),
  ),
  mapParams: (add: { request: AddToCartRequest; stamp: AddStamp }, raw) => ({ raw, add }),
});

// Once stamped, the add waits for the settings if the page has none yet.
sample({
  clock: stampFx.done,
  fn: ({ params, result }) => ({ request: params, stamp: result }),
  target: settingsForAddFx,
});

const checked = sample({
  clock: settingsForAddFx.done,
  source: $cart,
  fn: (cart, { params, result }) =>
    addToStoredCart(cart, params.request, parseShopConfig(result), params.stamp),
});

const added = sample({
  clock: checked,
  filter: (outcome) => outcome.ok,
  fn: (outcome) => (outcome.ok ? outcome.value : { lines: [], notices: [] }),
});

// The clock and a fresh line id come first: the rule itself is pure.
sample({ clock: addToCartClicked, target: stampFx });

// The domain accepted the add: the cart becomes its result (the header count follows).
sample({ clock: added, fn: (value) => value.lines, target: cartUpdated });

// The customer sees the 'item added to cart' success dialog.
sample({ clock: added, fn: () => true, target: $addedDialogOpen });

// The refusals of this add replace those of the last one (none when it was accepted).
sample({ clock: checked, fn: (outcome) => (outcome.ok ? [] : outcome.errors), target: $addErrors });

// Notices of an accepted add are shown beside the button.
sample({
  clock: checked,
  fn: (outcome) => (outcome.ok ? outcome.value.notices : []),
  target: $addNotices,
});

// The dialog names the item (it only opens when the add was accepted).
sample({
  clock: stampFx.done,
  fn: ({ params }) => ({ name: params.item.name, thaiName: params.item.thaiName }),
  target: $lastAdded,
});

// The dialog closes on OK.
sample({ clock: addedDialogClosed, fn: () => false, target: $addedDialogOpen });

// A new choice (quantity, attribute, engraving) clears the refusal of the old one.
sample({ clock: choiceChanged, fn: () => [], target: [$addErrors, $addNotices] });
