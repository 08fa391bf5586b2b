import { afterEach, describe, expect, it } from 'vitest';
import { MAX_CART_LINES } from '@rewards/domain';
import { toStoredLine } from '../../entities/cart/cart-line-codec';
import { cartLineOfItem } from '../../entities/cart/cart-line-of-item';
import { installApiTransport } from '../../shared/api';
import { apiLang } from '../../shared/api/lang';
import { anItem, itemWire } from '../../testing/fixtures';
import { fillFromLink } from './model';

/** The catalogue in memory: every code is an item of its own. */
function fakeCatalogue() {
  installApiTransport({
    lang: apiLang,
    fetch: async (input) => {
      const url = new URL(String(input), 'http://shop.test');
      const code = decodeURIComponent(url.pathname.replace('/backend/api/item/', ''));
      return new Response(JSON.stringify(itemWire({ code })), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    },
  });
}

/** A cart of `count` engraved lines (engraved lines never merge). */
const engravedCart = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    toStoredLine(
      cartLineOfItem(
        {
          item: anItem(),
          quantity: 1,
          carePlan: false,
          engraving: { persMesg1: `L${index}`, persMesg2: '' },
          itemDetailLink: '/itemDetail?itemCode=IP17P-256-BLK',
        },
        `line-${index}`,
      ),
    ),
  );

afterEach(() => {
  installApiTransport({ lang: apiLang, fetch: (input, init) => globalThis.fetch(input, init) });
});

describe('a prefill link', () => {
  const link = { codes: 'CASE-A,CASE-B', quantities: '1,1' };

  it('fills a cart up to 50 lines', async () => {
    fakeCatalogue();
    const filled = await fillFromLink(link, engravedCart(MAX_CART_LINES - 2), 'en');
    expect(filled.errors).toEqual([]);
    expect(filled.lines).toHaveLength(MAX_CART_LINES);
  });

  it("adds nothing past 50 lines and says 'Your cart can hold at most 50 lines.'", async () => {
    fakeCatalogue();
    const cart = engravedCart(MAX_CART_LINES - 1);
    const filled = await fillFromLink(link, cart, 'en');
    expect(filled.errors).toEqual([{ code: 'cart.tooManyLines', max: MAX_CART_LINES }]);
    expect(filled.lines).toEqual(cart);
  });
});
