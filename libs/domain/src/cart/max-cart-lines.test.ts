import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { thb } from '../money/money';
import type { CartLine } from './cart-line';
import { checkAddToCart } from './check-add-to-cart';
import { reviewCart } from './review-cart';
import { MAX_CART_LINES, checkCartSize } from './max-cart-lines';
import { cartLineOf } from '../testing/cart.arbitraries';

const now = new Date('2026-06-01T03:00:00Z');
const noCaps = {
  perTransactionAmountLimit: undefined,
  maxRedeemablePointsPerTransaction: undefined,
};
const item = cartLineOf({
  code: 'CASE-1',
  unitPrice: thb('990.00'),
  limit: false,
  maxQuantity: 0,
  engraving: true,
  appleCare: undefined,
  prices: [],
  endDate: undefined,
});
/** A cart of `count` distinct lines (one code each, so none merges with another). */
const cartOf = (count: number): CartLine[] =>
  Array.from({ length: count }, (_, index) => ({ ...item, uuid: `l${index}`, code: `C${index}` }));

describe('a cart holds at most MAX_CART_LINES lines', () => {
  it('is 50 lines', () => {
    expect(MAX_CART_LINES).toBe(50);
    expect(checkCartSize(cartOf(50))).toEqual([]);
    expect(checkCartSize(cartOf(51))).toEqual([{ code: 'cart.tooManyLines', max: 50 }]);
  });

  it("refuses a 51st line: 'Your cart can hold at most 50 lines.'", () => {
    expect(checkAddToCart(cartOf(50), { ...item, uuid: 'new', code: 'NEW' }, noCaps, now)).toEqual({
      ok: false,
      errors: [{ code: 'cart.tooManyLines', max: 50 }],
    });
    expect(checkAddToCart(cartOf(49), { ...item, uuid: 'new', code: 'NEW' }, noCaps, now).ok).toBe(
      true,
    );
  });

  it('an engraved line of 2 units is 2 lines: refused at 49, a merge into a line is not a new one', () => {
    const engraved = { ...item, uuid: 'e', code: 'ENG', quantity: 2, persMesg1: 'Hi' };
    expect(checkAddToCart(cartOf(49), engraved, noCaps, now).ok).toBe(false);
    expect(checkAddToCart(cartOf(48), engraved, noCaps, now).ok).toBe(true);
    const merging = { ...item, uuid: 'again', code: 'C0' };
    const added = checkAddToCart(cartOf(50), merging, noCaps, now);
    expect(added.ok && added.value.lines.length).toBe(50);
  });

  it('property: an accepted add never leaves more than 50 lines, and a refusal says so only past 50', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 1, max: 4 }),
        fc.boolean(),
        (count, quantity, engraved) => {
          const added = {
            ...item,
            uuid: 'x',
            code: 'X',
            quantity,
            persMesg1: engraved ? 'A' : '',
          };
          const result = checkAddToCart(cartOf(count), added, noCaps, now);
          const linesAfter = count + (engraved ? quantity : 1);
          expect(result.ok).toBe(linesAfter <= MAX_CART_LINES);
          if (result.ok) expect(result.value.lines.length).toBeLessThanOrEqual(MAX_CART_LINES);
          else expect(result.errors).toEqual([{ code: 'cart.tooManyLines', max: MAX_CART_LINES }]);
        },
      ),
    );
  });

  it('the cart review says a cart past 50 lines cannot be kept (a cart a link or a merge overfilled)', () => {
    expect(reviewCart(cartOf(50), noCaps, now).errors).toEqual([]);
    expect(reviewCart(cartOf(51), noCaps, now).errors).toEqual([
      { code: 'cart.tooManyLines', max: 50 },
    ]);
  });
});
