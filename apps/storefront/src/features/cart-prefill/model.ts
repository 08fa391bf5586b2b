import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { itemRoutes, type Item } from '@rewards/api-client/contract';
import { isApiError } from '@rewards/api-client';
import {
  addToCart,
  checkCartPrefill,
  checkCartSize,
  parseCartPrefill,
  type CartLine,
  type DomainError,
  type Language,
} from '@rewards/domain';
import { $cart, cartUpdated } from '../../entities/cart/model';
import { toCartLines, toStoredLine } from '../../entities/cart/cart-line-codec';
import { cartLineOfItem } from '../../entities/cart/cart-line-of-item';
import type { StoredCartLine } from '../../entities/cart/stored-line';
import { $locale } from '../../entities/locale/model';
import { client } from '../../shared/api';
import { navigateFx, navigationTo } from '../../shared/router/model';
import { shopUrl, type Query } from '../../shared/url/query';

/** The cart page was opened with a prefill link's query (once the browser's cart is known). */
export const prefillRequested = createEvent<Query>();
export const prefillWarningClosed = createEvent();

/** Why the link could not fill the cart ('Url is invalid', 'Quantity is invalid'...); empty when it did. */
export const $prefillErrors = createStore<readonly DomainError[]>([]);

interface PrefillResult {
  readonly lines: readonly StoredCartLine[];
  readonly errors: readonly DomainError[];
}

/**
 * Reads the link (spec section 2, step 1 prefill), looks its items up in the
 * catalogue, checks them with the domain's rules and adds every line to the
 * cart as adding to cart does; a link with any fault, or one that would take
 * the cart past its limit of lines, adds nothing and says why.
 */
export async function fillFromLink(
  query: Query,
  cart: readonly StoredCartLine[],
  lang: Language,
): Promise<PrefillResult> {
  const parsed = parseCartPrefill(query);
  if (!parsed.ok) return { lines: cart, errors: parsed.errors };
  const items = new Map<string, Item>();
  await Promise.all(
    [...new Set(parsed.value.map((entry) => entry.code))].map(async (code) => {
      try {
        items.set(code, await client.request(itemRoutes.item, { params: { code } }));
      } catch (error) {
        if (!isApiError(error) || (error.kind !== 'notFound' && error.kind !== 'badRequest')) {
          throw error;
        }
      }
    }),
  );
  const checked = checkCartPrefill(parsed.value, (code) => items.get(code));
  if (!checked.ok) return { lines: cart, errors: checked.errors };
  const lines = checked.value.reduce<readonly CartLine[]>((current, entry, index) => {
    const item = items.get(entry.code);
    if (item === undefined) return current;
    const line = cartLineOfItem(
      {
        item,
        quantity: entry.quantity,
        carePlan: entry.hasAppleCare,
        engraving: entry.engraving,
        itemDetailLink: shopUrl('/itemDetail', lang, { itemCode: item.code }),
      },
      `prefill-${Date.now().toString(36)}-${index}`,
    );
    return addToCart(current, line);
  }, toCartLines(cart));
  const tooMany = checkCartSize(lines);
  if (tooMany.length > 0 && lines.length > cart.length) return { lines: cart, errors: tooMany };
  return { lines: lines.map(toStoredLine), errors: [] };
}

const fillFx = attach({
  source: { cart: $cart, lang: $locale },
  effect: createEffect(
    ({ query, cart, lang }: { query: Query; cart: readonly StoredCartLine[]; lang: Language }) =>
      fillFromLink(query, cart, lang),
  ),
  mapParams: (query: Query, { cart, lang }) => ({ query, cart, lang }),
});

/** A link is being read: its query stays in the address until it is done. */
export const $prefillPending = fillFx.pending;

sample({ clock: prefillRequested, target: fillFx });

// A good link fills the cart; a bad one leaves it as it was and says why.
sample({
  clock: fillFx.doneData,
  filter: (result) => result.errors.length === 0,
  fn: (result) => result.lines,
  target: cartUpdated,
});
sample({ clock: fillFx.doneData, fn: (result) => result.errors, target: $prefillErrors });
sample({ clock: prefillWarningClosed, fn: () => [], target: $prefillErrors });

// Either way the address loses the link's query, so a reload does not add the lines again.
sample({
  clock: fillFx.finally,
  source: $locale,
  fn: (lang) => navigationTo(shopUrl('/cart/1', lang), true),
  target: navigateFx,
});
