import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countsTowardPurchaseLimit, ORDER_STATUSES } from './counts-toward-purchase-limit';
import { purchasedUnitsByCode, type OrderedUnits } from './purchased-units-by-code';

const NOW = new Date('2026-11-27T12:00:00+07:00');
const later = new Date(NOW.getTime() + 60_000);
const earlier = new Date(NOW.getTime() - 60_000);

const orderedUnitsArb: fc.Arbitrary<OrderedUnits> = fc.record(
  {
    code: fc.constantFrom('A1', 'B2', 'C3'),
    quantity: fc.integer({ min: 1, max: 5 }),
    status: fc.constantFrom(...ORDER_STATUSES),
    expiresAt: fc.constantFrom(earlier, NOW, later),
  },
  { requiredKeys: ['code', 'quantity', 'status'] },
);

describe('countsTowardPurchaseLimit: which orders hold a limited item', () => {
  it('a paid order, and an order awaiting payment until it expires', () => {
    expect(countsTowardPurchaseLimit({ status: 'PAID' }, NOW)).toBe(true);
    expect(countsTowardPurchaseLimit({ status: 'PAID', expiresAt: earlier }, NOW)).toBe(true);
    expect(countsTowardPurchaseLimit({ status: 'PENDING', expiresAt: later }, NOW)).toBe(true);
    expect(countsTowardPurchaseLimit({ status: 'PENDING' }, NOW)).toBe(true);
    expect(countsTowardPurchaseLimit({ status: 'PENDING', expiresAt: NOW }, NOW)).toBe(false);
    expect(countsTowardPurchaseLimit({ status: 'PENDING', expiresAt: earlier }, NOW)).toBe(false);
  });

  it('never a failed, cancelled, expired or refunded one', () => {
    for (const status of ['FAILED', 'CANCELLED', 'EXPIRED', 'REFUNDED'] as const) {
      expect(countsTowardPurchaseLimit({ status, expiresAt: later }, NOW)).toBe(false);
    }
  });
});

describe('purchasedUnitsByCode: the units a buyer holds of each item', () => {
  it('sums the counted orders by code and leaves the rest out', () => {
    const held = purchasedUnitsByCode(
      [
        { code: 'A1', quantity: 1, status: 'PAID' },
        { code: 'A1', quantity: 2, status: 'PENDING', expiresAt: later },
        { code: 'A1', quantity: 5, status: 'CANCELLED' },
        { code: 'B2', quantity: 1, status: 'PENDING', expiresAt: earlier },
        { code: 'C3', quantity: 4, status: 'REFUNDED' },
      ],
      NOW,
    );
    expect([...held]).toEqual([['A1', 3]]);
  });

  it('refuses a quantity that is not a whole number of 1 or more', () => {
    for (const quantity of [0, -1, 1.5, Number.NaN]) {
      expect(() => purchasedUnitsByCode([{ code: 'A1', quantity, status: 'PAID' }], NOW)).toThrow(
        RangeError,
      );
    }
  });

  describe('properties', () => {
    it('the units held are exactly those of the counted orders; orders let go change nothing', () => {
      fc.assert(
        fc.property(fc.array(orderedUnitsArb, { maxLength: 12 }), (orders) => {
          const held = purchasedUnitsByCode(orders, NOW);
          const counted = orders.filter((order) => countsTowardPurchaseLimit(order, NOW));
          const total = [...held.values()].reduce((sum, units) => sum + units, 0);
          expect(total).toBe(counted.reduce((sum, order) => sum + order.quantity, 0));
          const kept = purchasedUnitsByCode(counted, NOW);
          expect(kept).toEqual(held);
          for (const units of held.values()) expect(units).toBeGreaterThan(0);
        }),
      );
    });
  });
});
