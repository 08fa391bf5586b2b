import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPurchaseLimits } from './check-purchase-limits';
import { countsTowardPurchaseLimit, type OrderStatus } from './counts-toward-purchase-limit';
import { purchasedUnitsByCode, type OrderedUnits } from './purchased-units-by-code';

const limited = (code: string, quantity: number, maxQuantity = 2) => ({
  code,
  quantity,
  limit: true,
  maxQuantity,
});

const codes = (errors: ReturnType<typeof checkPurchaseLimits>) => errors.map((e) => e.code);

describe('checkPurchaseLimits: a limited item over all the buyer’s orders', () => {
  it('refuses a second order of a "max 2" item after a paid order of 2, or of 1 then 2', () => {
    expect(checkPurchaseLimits([limited('AIRTAG', 1)], new Map([['AIRTAG', 2]]))).toEqual([
      { code: 'orders.purchaseLimitReached', itemCode: 'AIRTAG', n: 2, bought: 2, left: 0 },
    ]);
    expect(checkPurchaseLimits([limited('AIRTAG', 2)], new Map([['AIRTAG', 1]]))).toEqual([
      { code: 'orders.purchaseLimitReached', itemCode: 'AIRTAG', n: 2, bought: 1, left: 1 },
    ]);
  });

  it('accepts what is left: 1 more after 1', () => {
    expect(checkPurchaseLimits([limited('AIRTAG', 1)], new Map([['AIRTAG', 1]]))).toEqual([]);
  });

  it('refuses an order over the limit on its own too', () => {
    expect(codes(checkPurchaseLimits([limited('AIRTAG', 3)], new Map()))).toEqual([
      'orders.purchaseLimitReached',
    ]);
  });

  it('counts the lines of one code together, with their lowest limit', () => {
    const lines = [limited('WATCH', 1, 3), limited('WATCH', 1, 2)];
    expect(checkPurchaseLimits(lines, new Map([['WATCH', 1]]))).toEqual([
      { code: 'orders.purchaseLimitReached', itemCode: 'WATCH', n: 2, bought: 1, left: 1 },
    ]);
  });

  it('leaves items without a limit alone, whatever was bought', () => {
    expect(
      checkPurchaseLimits(
        [{ code: 'CASE', quantity: 50, limit: false, maxQuantity: 2 }],
        new Map([['CASE', 99]]),
      ),
    ).toEqual([]);
  });

  describe('properties', () => {
    const lineArb = fc.record({
      code: fc.constantFrom('A1', 'B2', 'C3'),
      quantity: fc.integer({ min: 1, max: 4 }),
      limit: fc.boolean(),
      maxQuantity: fc.integer({ min: 1, max: 5 }),
    });
    const heldArb = fc
      .array(fc.tuple(fc.constantFrom('A1', 'B2', 'C3'), fc.integer({ min: 1, max: 6 })))
      .map((pairs) => new Map(pairs));

    it('accepts an order exactly when every limited code stays within its limit with what is held', () => {
      fc.assert(
        fc.property(fc.array(lineArb, { minLength: 1, maxLength: 5 }), heldArb, (lines, held) => {
          const refused = new Set(
            checkPurchaseLimits(lines, held).map((error) => error['itemCode']),
          );
          for (const code of new Set(lines.map((line) => line.code))) {
            const of = lines.filter((line) => line.code === code);
            const caps = of.filter((line) => line.limit).map((line) => line.maxQuantity);
            const units = of.reduce((sum, line) => sum + line.quantity, 0);
            const over = caps.length > 0 && units + (held.get(code) ?? 0) > Math.min(...caps);
            expect(refused.has(code)).toBe(over);
          }
        }),
      );
    });

    type Step =
      | { readonly kind: 'order'; readonly code: string; readonly quantity: number }
      | { readonly kind: 'settle'; readonly index: number; readonly status: OrderStatus }
      | { readonly kind: 'time' };

    const stepArb: fc.Arbitrary<Step> = fc.oneof(
      fc.record({
        kind: fc.constant('order' as const),
        code: fc.constantFrom('A1', 'B2'),
        quantity: fc.integer({ min: 1, max: 3 }),
      }),
      fc.record({
        kind: fc.constant('settle' as const),
        index: fc.nat(),
        status: fc.constantFrom<OrderStatus>('PAID', 'FAILED', 'CANCELLED', 'REFUNDED'),
      }),
      fc.constant({ kind: 'time' as const }),
    );

    it('the sum of a buyer’s counted units of an item never exceeds its maxQuantity, whatever orders come, are paid, let go or expire', () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 1, max: 4 }),
          fc.array(stepArb, { maxLength: 40 }),
          (maxQuantity, steps) => {
            let now = new Date('2026-11-27T12:00:00Z');
            const orders: OrderedUnits[] = [];
            for (const step of steps) {
              if (step.kind === 'time') {
                now = new Date(now.getTime() + 10 * 60_000);
              } else if (step.kind === 'settle') {
                const order = orders[step.index % Math.max(1, orders.length)];
                // Only an order awaiting payment is settled, and only before it expires.
                if (order !== undefined && countsTowardPurchaseLimit(order, now)) {
                  const settled = { ...order, status: step.status };
                  if (order.status === 'PENDING' && step.status !== 'REFUNDED')
                    orders[orders.indexOf(order)] = settled;
                  if (order.status === 'PAID' && step.status === 'REFUNDED')
                    orders[orders.indexOf(order)] = settled;
                }
              } else {
                const line = { ...step, limit: true, maxQuantity };
                const held = purchasedUnitsByCode(orders, now);
                if (checkPurchaseLimits([line], held).length === 0) {
                  orders.push({
                    code: step.code,
                    quantity: step.quantity,
                    status: 'PENDING',
                    expiresAt: new Date(now.getTime() + 30 * 60_000),
                  });
                }
              }
              for (const units of purchasedUnitsByCode(orders, now).values()) {
                expect(units).toBeLessThanOrEqual(maxQuantity);
              }
            }
          },
        ),
      );
    });
  });
});
