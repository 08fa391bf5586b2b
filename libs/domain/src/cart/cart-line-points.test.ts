import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { thb } from '../money/money';
import type { PriceEntry } from '../pricing/price-entry';
import { cartLinePoints } from './cart-line-points';
import { cartLineArb } from '../testing/cart.arbitraries';

const carePlan = {
  name: 'AppleCare+',
  thaiName: 'แอปเปิลแคร์พลัส',
  price: thb('7290.00'),
  point: 1_215_000,
};
const point = (priceCode: 'KCC' | 'AYCAP', points: number): PriceEntry => ({
  type: 'POINT',
  cash: thb(0),
  point: points,
  priceCode,
  ratePoint: 1000,
  rateCash: 6,
  minimumTransactionAmount: thb(0),
});

describe('cartLinePoints: the points of a line from its POINT price entry', () => {
  it('takes the POINT price of the chosen card brand, or the first one', () => {
    const line = {
      prices: [point('KCC', 5_483_334), point('AYCAP', 6_000_000)],
      quantity: 2,
      hasAppleCare: false,
    };
    expect(cartLinePoints(line, 'AYCAP')).toEqual({ unitPoints: 6_000_000, total: 12_000_000 });
    expect(cartLinePoints(line)).toEqual({ unitPoints: 5_483_334, total: 10_966_668 });
  });

  it('adds the care plan points per unit', () => {
    expect(
      cartLinePoints({
        prices: [point('KCC', 100)],
        quantity: 3,
        hasAppleCare: true,
        appleCare: carePlan,
      }),
    ).toEqual({
      unitPoints: 100,
      total: (100 + 1_215_000) * 3,
    });
  });

  it('a care-plan flag without a care plan adds no points', () => {
    expect(
      cartLinePoints({ prices: [point('KCC', 100)], quantity: 2, hasAppleCare: true }),
    ).toEqual({
      unitPoints: 100,
      total: 200,
    });
  });

  it('an item without a POINT price counts no points', () => {
    expect(
      cartLinePoints({ prices: [], quantity: 3, hasAppleCare: true, appleCare: carePlan }),
    ).toEqual({
      unitPoints: undefined,
      total: 0,
    });
  });

  describe('properties', () => {
    it('a line with a POINT price costs (unit points + care plan points) x quantity, in whole points', () => {
      fc.assert(
        fc.property(cartLineArb(), (line) => {
          const points = cartLinePoints(line);
          if (points.unitPoints === undefined) {
            expect(points.total).toBe(0);
            return;
          }
          const care = line.hasAppleCare ? (line.appleCare?.point ?? 0) : 0;
          expect(points.total).toBe((points.unitPoints + care) * line.quantity);
          expect(Number.isSafeInteger(points.total) && points.total >= 0).toBe(true);
        }),
      );
    });
  });
});
