import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import {
  cartLineChoices,
  cartRoutes,
  itemRoutes,
  type Item,
  type ServerCart,
} from '@rewards/api-client/contract';
import { isApiError } from '@rewards/api-client';
import {
  checkCartSize,
  mergeCarts,
  rebaseCartChange,
  type CartLine,
  type Language,
} from '@rewards/domain';
import { $cart, $serverCartKnown, cartReplaced, cartUpdated } from '../../entities/cart/model';
import { toCartLines, toStoredLine } from '../../entities/cart/cart-line-codec';
import { cartLineOfItem } from '../../entities/cart/cart-line-of-item';
import type { StoredCartLine } from '../../entities/cart/stored-line';
import { $locale } from '../../entities/locale/model';
import { $isSignedIn, restoreSessionFx, signedIn, signedOut } from '../../entities/session/model';
import { client } from '../../shared/api';
import { shopUrl } from '../../shared/url/query';

/**
 * The server's lines as cart lines, with today's item data (prices, care
 * plan, limits) read from the catalogue: the server keeps only the choices.
 * A line whose item is gone from the catalogue is left out.
 */
async function linesOfServerCart(cart: ServerCart, lang: Language): Promise<CartLine[]> {
  const codes = [...new Set(cart.lines.map((line) => line.code))];
  const items = new Map<string, Item>();
  await Promise.all(
    codes.map(async (code) => {
      try {
        items.set(code, await client.request(itemRoutes.item, { params: { code } }));
      } catch (error) {
        if (!isApiError(error) || error.kind !== 'notFound') throw error;
      }
    }),
  );
  return cart.lines.flatMap((line) => {
    const item = items.get(line.code);
    if (item === undefined) return [];
    const built = cartLineOfItem(
      {
        item,
        quantity: line.quantity,
        carePlan: line.hasAppleCare && item.appleCare !== undefined,
        engraving: { persMesg1: line.persMesg1, persMesg2: line.persMesg2 },
        itemDetailLink: shopUrl('/itemDetail', lang, { itemCode: item.code }),
      },
      line.uuid,
    );
    return [{ ...built, checked: line.checked }];
  });
}

/** What the server holds, as last read or written: its version and lines (the base of the next write). */
export interface SyncedCart {
  readonly version: number;
  readonly lines: readonly StoredCartLine[];
}

/** The server's cart as this tab last saw it; `null` while signed out. */
export const $synced = createStore<SyncedCart | null>(null);

/** A write was refused or failed: the cart page says the cart could not be saved. */
export const $syncFailed = createStore(false);

const readServerCartFx = attach({
  source: $locale,
  effect: createEffect(async (lang: Language) => {
    const cart = await client.request(cartRoutes.cart, {});
    return {
      version: cart.version,
      lines: (await linesOfServerCart(cart, lang)).map(toStoredLine),
    };
  }),
});

const writeServerCartFx = createEffect(
  async (write: { version: number; lines: readonly StoredCartLine[] }): Promise<SyncedCart> => {
    const answer = await client.request(cartRoutes.putCart, {
      body: { version: write.version, lines: write.lines.map(cartLineChoices) },
    });
    return { version: answer.version, lines: write.lines };
  },
);

/** What signing in leaves: the server's cart as saved, and the lines the shopper sees. */
export interface SignInMerge {
  readonly synced: SyncedCart;
  readonly lines: readonly StoredCartLine[];
}

/**
 * Sign-in merges the browser's cart into the server's (spec section 4) and
 * writes the result. A merge past the cart's limit of lines is not written
 * (the server would refuse it): the server keeps its cart, the shopper sees
 * every line, and the cart is saved again once it is trimmed to the limit.
 */
export const mergeAtSignInFx = createEffect(
  async (local: readonly StoredCartLine[]): Promise<SignInMerge> => {
    const server = await readServerCartFx();
    if (local.length === 0) return { synced: server, lines: server.lines };
    const merged = mergeCarts(toCartLines(server.lines), toCartLines(local)).map(toStoredLine);
    if (checkCartSize(merged).length > 0) return { synced: server, lines: merged };
    const synced = await writeServerCartFx({ version: server.version, lines: merged });
    return { synced, lines: synced.lines };
  },
);

/**
 * A write the server refused with 409 (another tab wrote first): the server's
 * cart is read again and this tab's change re-applied on it (the domain's
 * `rebaseCartChange`), then written with the new version.
 */
export const rebaseAndWriteFx = createEffect(
  async (args: { base: readonly StoredCartLine[]; local: readonly StoredCartLine[] }) => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const server = await readServerCartFx();
      const lines = rebaseCartChange(
        toCartLines(args.base),
        toCartLines(args.local),
        toCartLines(server.lines),
      ).map(toStoredLine);
      try {
        return await writeServerCartFx({ version: server.version, lines });
      } catch (error) {
        if (!isApiError(error) || error.status !== 409) throw error;
      }
    }
    throw new Error('The cart kept changing in another window');
  },
);

const pushChangeFx = attach({
  source: $synced,
  effect: createEffect(
    async ({
      synced,
      local,
    }: {
      synced: SyncedCart;
      local: readonly StoredCartLine[];
    }): Promise<SyncedCart> => {
      try {
        return await writeServerCartFx({ version: synced.version, lines: local });
      } catch (error) {
        if (!isApiError(error) || error.status !== 409) throw error;
        return rebaseAndWriteFx({ base: synced.lines, local });
      }
    },
  ),
  mapParams: (local: readonly StoredCartLine[], synced) => {
    if (synced === null) throw new Error('No server cart to write to');
    return { synced, local };
  },
});

/** The server's answer replaced the cart. */
const syncedCartArrived = createEvent<SyncedCart>();

// Signing in merges the browser's cart into the customer's cart on the server.
sample({ clock: signedIn, source: $cart, target: mergeAtSignInFx });

// A page opened while signed in shows the server's cart: it is the truth across devices.
sample({
  clock: restoreSessionFx.doneData,
  filter: (session) => session.idToken !== null,
  fn: () => undefined,
  target: readServerCartFx,
});

sample({
  clock: [readServerCartFx.doneData, pushChangeFx.doneData],
  target: syncedCartArrived,
});
sample({ clock: syncedCartArrived, target: $synced });
sample({ clock: mergeAtSignInFx.doneData, fn: (merge) => merge.synced, target: $synced });
sample({
  clock: [syncedCartArrived, mergeAtSignInFx.done, readServerCartFx.fail, mergeAtSignInFx.fail],
  fn: () => true,
  target: $serverCartKnown,
});
sample({ clock: syncedCartArrived, fn: (synced) => synced.lines, target: cartReplaced });
sample({ clock: mergeAtSignInFx.doneData, fn: (merge) => merge.lines, target: cartReplaced });
// A merge that could not be written says so on the cart page until a change is saved.
sample({
  clock: mergeAtSignInFx.doneData,
  fn: (merge) => merge.lines !== merge.synced.lines,
  target: $syncFailed,
});

// While signed in, every change the cart's rules make is written to the server.
sample({
  clock: cartUpdated,
  source: { signedIn: $isSignedIn, synced: $synced },
  filter: ({ signedIn: isIn, synced }) => isIn && synced !== null,
  fn: (_, lines) => lines,
  target: pushChangeFx,
});

sample({ clock: pushChangeFx.fail, fn: () => true, target: $syncFailed });
sample({ clock: pushChangeFx.done, fn: () => false, target: $syncFailed });

// Signing out forgets the server's cart, and the browser's copy of it.
sample({ clock: signedOut, fn: () => null, target: $synced });
sample({ clock: signedOut, fn: () => false, target: $serverCartKnown });
sample({ clock: signedOut, fn: (): readonly StoredCartLine[] => [], target: cartReplaced });
