import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { thb } from '../money/money';
import type { CartLine } from './cart-line';
import { checkCheckout } from './check-checkout';
import { isLineExpired } from './is-line-expired';
import { cartArb, cartLineOf } from '../testing/cart.arbitraries';
import { moneyArb } from '../testing/money.arbitraries';

const now = new Date('2026-06-01T03:00:00Z');
const watch = cartLineOf({
  code: 'APW-S10',
  unitPrice: thb('15900.00'),
  limit: true,
  maxQuantity: 2,
  engraving: false,
  appleCare: undefined,
  prices: [],
  endDate: undefined,
});
const line = (overrides: Partial<CartLine>): CartLine => ({ ...watch, ...overrides });
const caps = {
  perTransactionAmountLimit: thb('30000.00'),
  maxRedeemablePointsPerTransaction: undefined,
};

describe('checkCheckout: "Checkout click"', () => {
  it('accepts the checked lines', () => {
    const cart = [line({ uuid: 'a' }), line({ uuid: 'b', code: 'X', checked: false })];
    expect(checkCheckout(cart, caps, now)).toEqual({ ok: true, value: [line({ uuid: 'a' })] });
  });

  it("'Please choose a item before do checkout' when nothing is checked", () => {
    expect(checkCheckout([line({ checked: false })], caps, now)).toEqual({
      ok: false,
      errors: [{ code: 'cart.noItemChosen' }],
    });
    expect(checkCheckout([], caps, now)).toEqual({
      ok: false,
      errors: [{ code: 'cart.noItemChosen' }],
    });
  });

  it('an expired line does not count as chosen', () => {
    expect(checkCheckout([line({ endDate: '2026-01-01' })], caps, now)).toEqual({
      ok: false,
      errors: [{ code: 'cart.noItemChosen' }],
    });
  });

  it('blocked by a quantity error and by the caps, all reported', () => {
    expect(checkCheckout([line({ uuid: 'a', quantity: 3 })], caps, now)).toEqual({
      ok: false,
      errors: [
        { code: 'cart.maxQuantityPerOrder', n: 2, itemCode: 'APW-S10' },
        { code: 'cart.amountLimitExceeded', limit: '30000.00' },
      ],
    });
    expect(
      checkCheckout(
        [line({ uuid: 'a' }), line({ uuid: 'b', code: 'X', quantity: 0, checked: false })],
        caps,
        now,
      ),
    ).toEqual({
      ok: false,
      errors: [{ code: 'cart.quantityInvalid', uuid: 'b' }],
    });
  });

  it('a changed price does not block checkout', () => {
    expect(checkCheckout([line({ historyCashPrice: thb('14900.00') })], caps, now).ok).toBe(true);
  });

  describe('properties', () => {
    it('an accepted checkout has at least one line, all checked, on sale, with quantities above 0', () => {
      fc.assert(
        fc.property(cartArb(), moneyArb({ min: 0, max: 400_000 }), (cart, limit) => {
          const result = checkCheckout(
            cart,
            { perTransactionAmountLimit: limit, maxRedeemablePointsPerTransaction: undefined },
            now,
          );
          if (!result.ok) return;
          expect(result.value.length).toBeGreaterThan(0);
          expect(
            result.value.every(
              (each) => each.checked && each.quantity > 0 && !isLineExpired(each, now),
            ),
          ).toBe(true);
          expect(cart.every((each) => each.quantity > 0)).toBe(true);
        }),
      );
    });

    it('a cart with no checked line is never accepted', () => {
      fc.assert(
        fc.property(cartArb(), (cart) => {
          const result = checkCheckout(
            cart.map((each) => ({ ...each, checked: false })),
            caps,
            now,
          );
          expect(result.ok).toBe(false);
        }),
      );
    });
  });
});
