import {
  cartLineChoices,
  type CartCheck,
  type CartLineInput,
  type ServerCart,
  type ServerCartLine,
} from '@rewards/api-client/contract';
import { checkAddToCart, isLineExpired, reviewCart } from '@rewards/domain';
import type { MessageLang } from '@rewards/messages';
import type { Database } from '../db/database';
import { AppError } from '../http/app-error';
import type { ItemRepository } from '../plugins/app/item-repository';
import type { SettingsRepository } from '../plugins/app/settings-repository';
import { cartCaps, domainLine, itemsByCode, problem } from './cart-lines';
import { createCartRepository, type StoredLine } from './cart-repository';

/** What the server cart's use cases work with. */
export interface CartDependencies {
  readonly db: Database;
  /** The catalogue: names, prices and limits are filled from it on every answer. */
  readonly items: ItemRepository;
  readonly settings: SettingsRepository;
  readonly clock: () => Date;
}

/** Fills each stored line with today's name and price; lines of unknown items are dropped. */
async function priced(
  items: ItemRepository,
  version: number,
  lines: readonly StoredLine[],
): Promise<ServerCart> {
  const found = await items.byCodes(lines.map((line) => line.code));
  const byCode = new Map(found.map((item) => [item.code, item]));
  const out: ServerCartLine[] = lines.flatMap((line) => {
    const item = byCode.get(line.code);
    if (item === undefined) return [];
    return [
      {
        ...line,
        name: item.name,
        thaiName: item.thaiName,
        partNumber: item.partNumber,
        unitPrice: item.unitPrice,
      },
    ];
  });
  return { version, lines: out };
}

/** `GET shopping-cart`: the customer's cart with its version, priced from the catalogue. */
export async function readCart(deps: CartDependencies, customerId: number): Promise<ServerCart> {
  const cart = await createCartRepository(deps.db).read(customerId);
  return priced(deps.items, cart.version, cart.lines);
}

/**
 * `PUT shopping-cart`: last write with a version. The lines (only the shopper's
 * choices are kept) replace the cart when `version` is the one stored, under the
 * cart row's lock; else 409, so a second tab never silently overwrites the first
 * one's lines. A line id twice is 400, an unknown item 404.
 */
export async function writeCart(
  deps: CartDependencies,
  customerId: number,
  body: { readonly version: number; readonly lines: readonly CartLineInput[] },
): Promise<ServerCart> {
  const uuids = new Set(body.lines.map((line) => line.uuid));
  if (uuids.size !== body.lines.length) {
    throw new AppError(400, 'E400', 'error.E400', {
      fieldErrors: [{ field: 'lines', code: 'duplicateUuid' }],
    });
  }
  const known = new Set(
    (await deps.items.byCodes(body.lines.map((line) => line.code))).map((item) => item.code),
  );
  if (body.lines.some((line) => !known.has(line.code))) {
    throw new AppError(404, 'E404', 'error.itemNotFound');
  }

  const lines: StoredLine[] = body.lines.map((line) => cartLineChoices(line));
  const version = await deps.db.transaction(async (tx) => {
    const carts = createCartRepository(tx);
    await carts.ensure(customerId);
    const current = await carts.read(customerId, { forUpdate: true });
    if (current.version !== body.version) throw new AppError(409, 'E409', 'error.cartStale');
    await carts.write(customerId, lines);
    return current.version + 1;
  });
  return priced(deps.items, version, lines);
}

/** The stored cart as the domain's lines, with prices and limits from the catalogue. */
async function domainCart(deps: CartDependencies, customerId: number) {
  const { lines } = await createCartRepository(deps.db).read(customerId);
  const items = await itemsByCode(
    deps.items,
    lines.map((line) => line.code),
  );
  return lines.flatMap((line) => {
    const item = items.get(line.code);
    return item === undefined ? [] : [domainLine(line, item)];
  });
}

/** `checkShoppingCart`: the domain's `reviewCart` over the stored cart. */
export async function checkCart(
  deps: CartDependencies,
  customerId: number,
  lang: MessageLang,
): Promise<CartCheck> {
  const lines = await domainCart(deps, customerId);
  const now = deps.clock();
  const review = reviewCart(lines, await cartCaps(deps.settings), now);
  return {
    valid: review.errors.length === 0,
    expiredUuids: lines.filter((line) => isLineExpired(line, now)).map((line) => line.uuid),
    errors: review.errors.map((error) => problem(error, lang)),
    notices: review.notices.map((error) => problem(error, lang)),
  };
}

/** `item/validate`: adding `quantity` of `code` to the stored cart, through the domain's `checkAddToCart`. */
export async function validateCartItem(
  deps: CartDependencies,
  customerId: number,
  query: { readonly code: string; readonly quantity: number },
  lang: MessageLang,
): Promise<CartCheck> {
  const lines = await domainCart(deps, customerId);
  const item = (await itemsByCode(deps.items, [query.code])).get(query.code);
  if (item === undefined) throw new AppError(404, 'E404', 'error.itemNotFound');
  const added = domainLine(
    {
      uuid: 'validate',
      code: query.code,
      quantity: query.quantity,
      hasAppleCare: false,
      checked: true,
      persMesg1: '',
      persMesg2: '',
    },
    item,
  );
  const result = checkAddToCart(lines, added, await cartCaps(deps.settings), deps.clock());
  return result.ok
    ? {
        valid: true,
        expiredUuids: [],
        errors: [],
        notices: result.value.notices.map((error) => problem(error, lang)),
      }
    : {
        valid: false,
        expiredUuids: [],
        errors: result.errors.map((error) => problem(error, lang)),
        notices: [],
      };
}
