import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkOpenOrderLimits } from './check-open-order-limits';

const line = (code: string, quantity: number, limit = true, maxQuantity = 3) => ({
  code,
  quantity,
  limit,
  maxQuantity,
});

describe('checkOpenOrderLimits: this order plus those awaiting payment, against maxQuantity', () => {
  it('allows reaching the limit exactly, refuses going past it', () => {
    expect(checkOpenOrderLimits([line('W', 1)], new Map([['W', 2]]))).toEqual([]);
    expect(checkOpenOrderLimits([line('W', 2)], new Map([['W', 2]]))).toEqual([
      { code: 'checkout.openOrdersOverLimit', itemCode: 'W', n: 3, open: 2 },
    ]);
  });

  it('sums lines of one code, takes the smallest limit, ignores unlimited items', () => {
    expect(
      checkOpenOrderLimits([line('W', 1), line('W', 1, true, 2)], new Map([['W', 1]])),
    ).toEqual([{ code: 'checkout.openOrdersOverLimit', itemCode: 'W', n: 2, open: 1 }]);
    expect(checkOpenOrderLimits([line('U', 5, false)], new Map([['U', 50]]))).toEqual([]);
  });

  it('leaves an order over the limit on its own to the cart rules', () => {
    expect(checkOpenOrderLimits([line('W', 4)], new Map([['W', 1]]))).toEqual([]);
  });

  describe('properties', () => {
    it('refuses exactly when this order fits alone but not with the open orders', () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 1, max: 10 }),
          fc.integer({ min: 0, max: 10 }),
          fc.integer({ min: 0, max: 10 }),
          (quantity, open, max) => {
            const errors = checkOpenOrderLimits(
              [line('W', quantity, true, max)],
              new Map([['W', open]]),
            );
            expect(errors.length).toBe(quantity <= max && quantity + open > max ? 1 : 0);
          },
        ),
      );
    });
  });
});
