import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { thb } from '../money/money';
import type { CartLine } from './cart-line';
import { addToCart } from './add-to-cart';
import { checkAddToCart } from './check-add-to-cart';
import { checkCartLimits } from './check-cart-limits';
import { unitsByCode } from './units-by-code';
import { cartArb, cartLineArb, cartLineOf } from '../testing/cart.arbitraries';
import { moneyArb } from '../testing/money.arbitraries';

const now = new Date('2026-06-01T03:00:00Z');
const macbook = cartLineOf({
  code: 'MBA-13-M3',
  unitPrice: thb('39900.00'),
  limit: true,
  maxQuantity: 2,
  engraving: false,
  appleCare: { name: 'AppleCare+', thaiName: 'แอปเปิลแคร์พลัส', price: thb('8990.00'), point: 0 },
  prices: [],
  endDate: '2026-12-31',
});
const line = (overrides: Partial<CartLine>): CartLine => ({ ...macbook, ...overrides });
const caps = {
  perTransactionAmountLimit: thb('100000.00'),
  maxRedeemablePointsPerTransaction: undefined,
};

describe('checkAddToCart: adding an item, with every rule of adding', () => {
  it('adds a checked line and merges it by identity', () => {
    const added = checkAddToCart(
      [line({ uuid: 'a', checked: false })],
      line({ uuid: 'b', checked: false }),
      caps,
      now,
    );
    expect(added).toEqual({
      ok: true,
      value: { lines: [line({ uuid: 'a', quantity: 2, checked: true })], notices: [] },
    });
  });

  it("refuses a 3rd unit: 'Maximum quantity accepted for this item per transaction is {n}', and the cart stays as it was", () => {
    const noCaps = {
      perTransactionAmountLimit: undefined,
      maxRedeemablePointsPerTransaction: undefined,
    };
    expect(
      checkAddToCart([line({ uuid: 'a', quantity: 2 })], line({ uuid: 'b' }), noCaps, now),
    ).toEqual({
      ok: false,
      errors: [{ code: 'cart.maxQuantityPerTransaction', n: 2, itemCode: 'MBA-13-M3' }],
    });
  });

  it('refuses to go past the cash cap of THB 100,000.00 with the care plan: (39,900 + 8,990) x 2 + 39,900 > 100,000', () => {
    const cart = [line({ uuid: 'a', quantity: 2, hasAppleCare: true, limit: false })];
    expect(checkAddToCart(cart, line({ uuid: 'b', limit: false }), caps, now)).toEqual({
      ok: false,
      errors: [{ code: 'cart.amountLimitExceeded', limit: '100000.00' }],
    });
  });

  it("refuses an item past its endDate: 'Sorry, this item is no longer available for purchase.'", () => {
    expect(checkAddToCart([], line({ endDate: '2026-05-31' }), caps, now)).toEqual({
      ok: false,
      errors: [{ code: 'cart.itemUnavailable', itemCode: 'MBA-13-M3' }],
    });
  });

  it('refuses a quantity below 1 and a care plan the item does not offer, without throwing', () => {
    const { appleCare: _none, ...withoutCarePlan } = line({ quantity: 0, hasAppleCare: true });
    expect(checkAddToCart([], withoutCarePlan, caps, now)).toEqual({
      ok: false,
      errors: [
        { code: 'cart.quantityInvalid', itemCode: 'MBA-13-M3' },
        { code: 'cart.carePlanNotOffered', itemCode: 'MBA-13-M3' },
      ],
    });
    expect(checkAddToCart([], line({ quantity: 1.5 }), caps, now).ok).toBe(false);
  });

  it('passes the points notices on', () => {
    const points = line({
      prices: [
        {
          type: 'POINT',
          cash: thb(0),
          point: 1_000_000,
          priceCode: 'KCC',
          ratePoint: 1000,
          rateCash: 6,
          minimumTransactionAmount: thb(0),
        },
      ],
    });
    const added = checkAddToCart([], points, caps, now, { pointsRedemptionOpen: true });
    expect(added.ok && added.value.notices).toEqual([
      { code: 'cart.itemPointsAboveMaximum', max: 999_999, itemCode: 'MBA-13-M3' },
    ]);
  });

  describe('properties', () => {
    it('an accepted add keeps every limit and adds exactly the units asked', () => {
      fc.assert(
        fc.property(
          cartArb(),
          cartLineArb(),
          moneyArb({ min: 0, max: 400_000 }),
          (cart, added, limit) => {
            const shopCaps = {
              perTransactionAmountLimit: limit,
              maxRedeemablePointsPerTransaction: undefined,
            };
            const result = checkAddToCart(cart, added, shopCaps, now);
            if (!result.ok) return;
            expect(checkCartLimits(result.value.lines, shopCaps, 'adding').errors).toEqual([]);
            const before = unitsByCode(cart).get(added.code) ?? 0;
            expect(unitsByCode(result.value.lines).get(added.code)).toBe(before + added.quantity);
          },
        ),
      );
    });

    it('an add of a valid, unexpired line is refused exactly when the cart after it breaks a limit', () => {
      fc.assert(
        fc.property(
          cartArb(),
          cartLineArb(),
          moneyArb({ min: 0, max: 400_000 }),
          (cart, base, limit) => {
            const added = { ...base, endDate: undefined };
            const shopCaps = {
              perTransactionAmountLimit: limit,
              maxRedeemablePointsPerTransaction: undefined,
            };
            const result = checkAddToCart(cart, added, shopCaps, now);
            const after = addToCart(cart, { ...added, checked: true });
            const broken = checkCartLimits(after, shopCaps, 'adding').errors;
            expect(result).toEqual(
              broken.length > 0
                ? { ok: false, errors: broken }
                : { ok: true, value: { lines: after, notices: [] } },
            );
          },
        ),
      );
    });
  });
});
