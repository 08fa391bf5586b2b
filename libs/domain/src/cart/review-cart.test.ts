import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { thb } from '../money/money';
import type { CartLine } from './cart-line';
import { isLineExpired } from './is-line-expired';
import { reviewCart } from './review-cart';
import { cartArb, cartLineOf } from '../testing/cart.arbitraries';

const now = new Date('2026-06-01T03:00:00Z');
const ipad = cartLineOf({
  code: 'IPD-AIR-11',
  unitPrice: thb('23900.00'),
  limit: true,
  maxQuantity: 3,
  engraving: true,
  appleCare: undefined,
  prices: [],
  endDate: undefined,
});
const line = (overrides: Partial<CartLine>): CartLine => ({ ...ipad, ...overrides });
const noCaps = {
  perTransactionAmountLimit: undefined,
  maxRedeemablePointsPerTransaction: undefined,
};

describe('reviewCart: the rules re-run on any cart change', () => {
  it('a cart within every rule has nothing to say', () => {
    const cart = [line({ uuid: 'a', historyCashPrice: thb('23900.00') })];
    expect(reviewCart(cart, noCaps, now)).toEqual({ lines: cart, errors: [], notices: [] });
  });

  it("an item past endDate is unchecked and unavailable: 'Sorry, this item is no longer available for purchase.'", () => {
    const review = reviewCart([line({ uuid: 'a', endDate: '2026-05-31' })], noCaps, now);
    expect(review.lines.map((each) => each.checked)).toEqual([false]);
    expect(review.notices).toEqual([{ code: 'cart.itemUnavailable', uuid: 'a' }]);
    expect(review.errors).toEqual([]);
  });

  it("'Price has changed for this item.' when the unit price differs from historyCashPrice", () => {
    const review = reviewCart(
      [line({ uuid: 'a', historyCashPrice: thb('24900.00') })],
      noCaps,
      now,
    );
    expect(review.notices).toEqual([{ code: 'cart.priceChanged', uuid: 'a' }]);
  });

  it("'Exceeds the max quantity allowed per order: {n} item(s)' for 4 units of an item limited to 3", () => {
    const review = reviewCart(
      [line({ uuid: 'a', quantity: 3 }), line({ uuid: 'b', persMesg1: 'TOM' })],
      noCaps,
      now,
    );
    expect(review.errors).toEqual([
      { code: 'cart.maxQuantityPerOrder', n: 3, itemCode: 'IPD-AIR-11' },
    ]);
  });

  it('"Cart valid only if every line quantity above 0", checked or not', () => {
    const review = reviewCart(
      [line({ uuid: 'a', quantity: 0, checked: false }), line({ uuid: 'b', quantity: 2.5 })],
      noCaps,
      now,
    );
    expect(review.errors).toEqual([
      { code: 'cart.quantityInvalid', uuid: 'a' },
      { code: 'cart.quantityInvalid', uuid: 'b' },
    ]);
  });

  describe('properties', () => {
    it('no reviewed line is checked and expired; every expired line has its notice', () => {
      fc.assert(
        fc.property(cartArb(), (cart) => {
          const review = reviewCart(cart, noCaps, now);
          expect(review.lines.some((each) => each.checked && isLineExpired(each, now))).toBe(false);
          const unavailable = review.notices
            .filter((notice) => notice.code === 'cart.itemUnavailable')
            .map((notice) => notice.uuid);
          expect(unavailable).toEqual(
            cart.filter((each) => isLineExpired(each, now)).map((each) => each.uuid),
          );
        }),
      );
    });

    it('reviewing twice gives the same review', () => {
      fc.assert(
        fc.property(cartArb(), (cart) => {
          const once = reviewCart(cart, noCaps, now);
          expect(reviewCart(once.lines, noCaps, now)).toEqual(once);
        }),
      );
    });
  });
});
