import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkAddToCart } from './check-add-to-cart';
import { checkCartPrefill } from './check-cart-prefill';
import { checkCheckout } from './check-checkout';
import { cartErrorCodes } from './error-codes';
import { parseCartPrefill } from './parse-cart-prefill';
import { reviewCart } from './review-cart';
import { cartArb, cartLineArb } from '../testing/cart.arbitraries';
import { untrustedTextArb } from '../testing/engraving.arbitraries';
import { moneyArb } from '../testing/money.arbitraries';

describe('cartErrorCodes', () => {
  it('are area.camelCaseReason codes of the cart area, each listed once', () => {
    for (const code of cartErrorCodes) expect(code).toMatch(/^cart\.[a-z][A-Za-z]+$/);
    expect(new Set(cartErrorCodes).size).toBe(cartErrorCodes.length);
  });

  describe('properties', () => {
    const known = new Set<string>(cartErrorCodes);
    const now = new Date('2026-06-01T00:00:00Z');

    it('every error and notice of the cart rules carries a listed code', () => {
      fc.assert(
        fc.property(
          cartArb(),
          cartLineArb(),
          moneyArb({ min: 0, max: 200_000 }),
          fc.integer({ min: 1, max: 3_000_000 }),
          (cart, added, limit, points) => {
            const caps = {
              perTransactionAmountLimit: limit,
              maxRedeemablePointsPerTransaction: points,
            };
            const options = { pointsRedemptionOpen: true };
            const review = reviewCart(cart, caps, now, options);
            const adding = checkAddToCart(cart, added, caps, now, options);
            const checkout = checkCheckout(cart, caps, now, options);
            const emitted = [
              ...review.errors,
              ...review.notices,
              ...(adding.ok ? adding.value.notices : adding.errors),
              ...(checkout.ok ? [] : checkout.errors),
            ];
            for (const error of emitted) expect(known.has(error.code)).toBe(true);
          },
        ),
      );
    });

    it('every error of a prefill link carries a listed code', () => {
      fc.assert(
        fc.property(untrustedTextArb(), fc.constantFrom('1', '0,1', 'x'), (codes, quantities) => {
          const parsed = parseCartPrefill({ codes, quantities });
          const errors = parsed.ok ? checkCartPrefill(parsed.value, () => undefined) : parsed;
          for (const error of errors.ok ? [] : errors.errors)
            expect(known.has(error.code)).toBe(true);
        }),
      );
    });
  });
});
