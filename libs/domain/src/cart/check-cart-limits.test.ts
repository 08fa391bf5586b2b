import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sumMoney, thb } from '../money/money';
import type { PriceEntry } from '../pricing/price-entry';
import type { CartLine } from './cart-line';
import { cartLinePoints } from './cart-line-points';
import { cartLineTotal } from './cart-line-total';
import { checkCartLimits } from './check-cart-limits';
import { unitsByCode } from './units-by-code';
import { cartArb, cartLineOf } from '../testing/cart.arbitraries';
import { moneyArb } from '../testing/money.arbitraries';

const pointPrice = (point: number): PriceEntry => ({
  type: 'POINT',
  cash: thb(0),
  point,
  priceCode: 'KCC',
  ratePoint: 1000,
  rateCash: 6,
  minimumTransactionAmount: thb(0),
});
const airpods = cartLineOf({
  code: 'APP-PRO2',
  unitPrice: thb('8990.00'),
  limit: true,
  maxQuantity: 2,
  engraving: true,
  appleCare: {
    name: 'AppleCare+',
    thaiName: 'แอปเปิลแคร์พลัส',
    price: thb('1290.00'),
    point: 215_000,
  },
  prices: [pointPrice(750_000)],
  endDate: undefined,
});
const line = (overrides: Partial<CartLine>): CartLine => ({ ...airpods, ...overrides });
const noCaps = {
  perTransactionAmountLimit: undefined,
  maxRedeemablePointsPerTransaction: undefined,
};

describe('checkCartLimits: the per-transaction limits of the checked lines', () => {
  describe('max quantity: "applies to cart lines summed by code" when limit is Y', () => {
    it('2 units of an item with maxQuantity 2 are accepted, even across two lines', () => {
      const cart = [line({ uuid: 'a' }), line({ uuid: 'b', persMesg1: 'ANNA' })];
      expect(checkCartLimits(cart, noCaps, 'inCart')).toEqual({ errors: [], notices: [] });
    });

    it("on adding, a 3rd unit: 'Maximum quantity accepted for this item per transaction is {n}', n = 2", () => {
      const cart = [line({ uuid: 'a', quantity: 2 }), line({ uuid: 'b', persMesg1: 'ANNA' })];
      expect(checkCartLimits(cart, noCaps, 'adding').errors).toEqual([
        { code: 'cart.maxQuantityPerTransaction', n: 2, itemCode: 'APP-PRO2' },
      ]);
    });

    it("in the cart: 'Exceeds the max quantity allowed per order: {n} item(s)', n = 2", () => {
      expect(checkCartLimits([line({ quantity: 3 })], noCaps, 'inCart').errors).toEqual([
        { code: 'cart.maxQuantityPerOrder', n: 2, itemCode: 'APP-PRO2' },
      ]);
    });

    it('an item with limit N takes any quantity', () => {
      expect(
        checkCartLimits([line({ limit: false, quantity: 50 })], noCaps, 'inCart').errors,
      ).toEqual([]);
    });

    it('unchecked lines are not part of the transaction', () => {
      const cart = [
        line({ uuid: 'a', quantity: 2 }),
        line({ uuid: 'b', quantity: 5, hasAppleCare: true, checked: false }),
      ];
      expect(checkCartLimits(cart, noCaps, 'inCart').errors).toEqual([]);
    });
  });

  describe("cash cap: 'Maximum amount allowed per transaction is THB {limit}. ...' (including care plan)", () => {
    const caps = {
      perTransactionAmountLimit: thb('20560.00'),
      maxRedeemablePointsPerTransaction: undefined,
    };

    it('(8,990.00 + 1,290.00) x 2 = THB 20,560.00 reaches the cap exactly: accepted', () => {
      expect(
        checkCartLimits([line({ quantity: 2, hasAppleCare: true })], caps, 'adding').errors,
      ).toEqual([]);
    });

    it('one satang more is refused, and the care plan counts', () => {
      const over = { ...caps, perTransactionAmountLimit: thb('20559.99') };
      expect(
        checkCartLimits([line({ quantity: 2, hasAppleCare: true })], over, 'inCart').errors,
      ).toEqual([{ code: 'cart.amountLimitExceeded', limit: '20559.99' }]);
      expect(checkCartLimits([line({ quantity: 2 })], over, 'inCart').errors).toEqual([]);
    });
  });

  describe("points: 'Maximum points allowed to be redeemed per transaction is capped at {n}.'", () => {
    const caps = {
      perTransactionAmountLimit: undefined,
      maxRedeemablePointsPerTransaction: 1_500_000,
    };

    it('(750,000 + 215,000 care plan) x 2 = 1,930,000 points is above a cap of 1,500,000: a notice, shown only while points can be redeemed', () => {
      const cart = [line({ quantity: 2, hasAppleCare: true })];
      expect(checkCartLimits(cart, caps, 'inCart', { pointsRedemptionOpen: true })).toEqual({
        errors: [],
        notices: [{ code: 'cart.pointsLimitExceeded', n: 1_500_000 }],
      });
      // the points feature is switched off in the client (POINTS_REDEMPTION_OPEN)
      expect(checkCartLimits(cart, caps, 'inCart')).toEqual({ errors: [], notices: [] });
    });

    it('2 x 750,000 = 1,500,000 points reach the cap of 1,500,000 exactly: no notice', () => {
      expect(
        checkCartLimits([line({ quantity: 2 })], caps, 'inCart', { pointsRedemptionOpen: true })
          .notices,
      ).toEqual([]);
    });

    it('a single item above 999,999 points shows the points-maximum notice, once per item', () => {
      const costly = [
        line({ uuid: 'a', prices: [pointPrice(1_000_000)] }),
        line({ uuid: 'b', persMesg1: 'X', prices: [pointPrice(1_000_000)] }),
      ];
      expect(
        checkCartLimits(costly, noCaps, 'inCart', { pointsRedemptionOpen: true }).notices,
      ).toEqual([{ code: 'cart.itemPointsAboveMaximum', max: 999_999, itemCode: 'APP-PRO2' }]);
      const exactly = [line({ prices: [pointPrice(999_999)] })];
      expect(
        checkCartLimits(exactly, noCaps, 'inCart', { pointsRedemptionOpen: true }).notices,
      ).toEqual([]);
    });
  });

  describe('properties', () => {
    it('a max-quantity error exactly for each limited code whose checked units exceed its maxQuantity', () => {
      fc.assert(
        fc.property(
          cartArb(),
          fc.constantFrom('adding' as const, 'inCart' as const),
          (cart, moment) => {
            const checked = cart.filter((each) => each.checked);
            const expected = [...unitsByCode(checked)]
              .filter(([code, units]) => {
                const limits = checked
                  .filter((each) => each.code === code && each.limit)
                  .map((each) => each.maxQuantity);
                return limits.length > 0 && units > Math.min(...limits);
              })
              .map(([code]) => code)
              .sort();
            const errors = checkCartLimits(cart, noCaps, moment).errors;
            expect(errors.map((error) => error.itemCode).sort()).toEqual(expected);
            const code =
              moment === 'adding' ? 'cart.maxQuantityPerTransaction' : 'cart.maxQuantityPerOrder';
            expect(errors.every((error) => error.code === code)).toBe(true);
          },
        ),
      );
    });

    it('the cash cap is broken exactly when the checked lines cost more than the limit', () => {
      fc.assert(
        fc.property(cartArb(), moneyArb({ min: 0, max: 300_000 }), (cart, limit) => {
          const caps = {
            perTransactionAmountLimit: limit,
            maxRedeemablePointsPerTransaction: undefined,
          };
          const total = sumMoney(cart.filter((each) => each.checked).map(cartLineTotal));
          const broken = checkCartLimits(
            cart.map((each) => ({ ...each, limit: false })),
            caps,
            'inCart',
          ).errors;
          expect(broken.length > 0).toBe(total.greaterThan(limit));
        }),
      );
    });

    it('the points cap notice shows exactly when the checked lines cost more points than the cap', () => {
      fc.assert(
        fc.property(cartArb(), fc.integer({ min: 1, max: 5_000_000 }), (cart, cap) => {
          const caps = {
            perTransactionAmountLimit: undefined,
            maxRedeemablePointsPerTransaction: cap,
          };
          const points = cart
            .filter((each) => each.checked)
            .reduce((sum, each) => sum + cartLinePoints(each).total, 0);
          const notices = checkCartLimits(cart, caps, 'inCart', {
            pointsRedemptionOpen: true,
          }).notices;
          expect(notices.some((notice) => notice.code === 'cart.pointsLimitExceeded')).toBe(
            points > cap,
          );
        }),
      );
    });
  });
});
