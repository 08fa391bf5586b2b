import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moneyToString, thb, type Money } from '../money/money';
import { moneyArb } from '../testing/money.arbitraries';
import type { PaidAmounts } from './refund-shares';
import {
  applySubOrderAction,
  AWAITING_SHIPMENT,
  refundedBetween,
  type SubOrderAction,
  type SubOrderProgress,
} from './sub-order-transition';

const share: PaidAmounts = { cash: thb('2000.00'), points: 500 };

function run(actions: readonly SubOrderAction[], from: SubOrderProgress = AWAITING_SHIPMENT) {
  let progress = from;
  const refused: string[] = [];
  for (const action of actions) {
    const next = applySubOrderAction(progress, action);
    if (next.ok) progress = next.progress;
    else refused.push(next.code);
  }
  return { progress, refused };
}

describe('applySubOrderAction', () => {
  it('ships, then delivers on or after the day shipped', () => {
    const { progress, refused } = run([
      { kind: 'ship', on: '2026-03-01' },
      { kind: 'deliver', on: '2026-03-04' },
    ]);
    expect(refused).toEqual([]);
    expect(progress).toMatchObject({
      state: 'DELIVERED',
      shippedOn: '2026-03-01',
      deliveredOn: '2026-03-04',
    });
  });

  it('refuses delivery before shipping or before the day shipped', () => {
    expect(applySubOrderAction(AWAITING_SHIPMENT, { kind: 'deliver', on: '2026-03-01' })).toEqual({
      ok: false,
      code: 'subOrderAction.notShipped',
    });
    const shipped = run([{ kind: 'ship', on: '2026-03-05' }]).progress;
    expect(applySubOrderAction(shipped, { kind: 'deliver', on: '2026-03-04' })).toEqual({
      ok: false,
      code: 'subOrderAction.dateBeforeShipment',
    });
  });

  it('cancels before shipping with the whole share back; a shipped unit cannot be cancelled', () => {
    const cancelled = run([{ kind: 'cancel', on: '2026-03-01', share }]).progress;
    expect(cancelled.state).toBe('CANCELLED');
    expect(moneyToString(cancelled.refunded.cash)).toBe('2000.00');
    expect(cancelled.refunded.points).toBe(500);
    const shipped = run([{ kind: 'ship', on: '2026-03-01' }]).progress;
    expect(applySubOrderAction(shipped, { kind: 'cancel', on: '2026-03-02', share })).toEqual({
      ok: false,
      code: 'subOrderAction.alreadyShipped',
    });
  });

  it('refunds a shipped, undelivered unit less the restocking fee', () => {
    const { progress } = run([
      { kind: 'ship', on: '2026-03-01' },
      { kind: 'refund', on: '2026-03-03', share },
    ]);
    expect(progress.state).toBe('REFUNDED');
    expect(moneyToString(progress.refunded.cash)).toBe('500.00');
    expect(progress.refunded.points).toBe(500);
  });

  it('the fee never takes more cash than the share', () => {
    const small = { cash: thb('800.00'), points: 10 };
    const { progress } = run([
      { kind: 'ship', on: '2026-03-01' },
      { kind: 'refund', on: '2026-03-03', share: small },
    ]);
    expect(moneyToString(progress.refunded.cash)).toBe('0.00');
    expect(progress.refunded.points).toBe(10);
  });

  it('refuses a refund after delivery, a second refund, and anything after a cancellation', () => {
    const delivered = run([
      { kind: 'ship', on: '2026-03-01' },
      { kind: 'deliver', on: '2026-03-02' },
    ]).progress;
    expect(applySubOrderAction(delivered, { kind: 'refund', on: '2026-03-03', share })).toEqual({
      ok: false,
      code: 'subOrderAction.delivered',
    });
    const refunded = run([{ kind: 'refund', on: '2026-03-01', share }]).progress;
    expect(applySubOrderAction(refunded, { kind: 'refund', on: '2026-03-01', share })).toEqual({
      ok: false,
      code: 'subOrderAction.closed',
    });
    const cancelled = run([{ kind: 'cancel', on: '2026-03-01', share }]).progress;
    expect(applySubOrderAction(cancelled, { kind: 'ship', on: '2026-03-02' })).toEqual({
      ok: false,
      code: 'subOrderAction.closed',
    });
  });

  it('refuses a day that is not a calendar date', () => {
    for (const on of ['2026-02-30', '2026-3-1', '', 'tomorrow']) {
      expect(applySubOrderAction(AWAITING_SHIPMENT, { kind: 'ship', on })).toEqual({
        ok: false,
        code: 'subOrderAction.invalidDate',
      });
    }
  });

  it('refundedBetween is what the last action gave back', () => {
    const before = run([{ kind: 'ship', on: '2026-03-01' }]).progress;
    const after = run([{ kind: 'refund', on: '2026-03-02', share }], before).progress;
    const back = refundedBetween(before, after);
    expect(moneyToString(back.cash)).toBe('500.00');
    expect(back.points).toBe(500);
  });

  describe('properties, over any sequence of actions', () => {
    const dayArb = fc
      .integer({ min: 0, max: 60 })
      .map((n) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString().slice(0, 10));
    const shareArb = fc.record({
      cash: moneyArb({ min: 0, max: 100_000 }),
      points: fc.integer({ min: 0, max: 1_000_000 }),
    });
    const actionArb = (paid: PaidAmounts): fc.Arbitrary<SubOrderAction> =>
      fc.oneof(
        dayArb.map((on) => ({ kind: 'ship' as const, on })),
        dayArb.map((on) => ({ kind: 'deliver' as const, on })),
        dayArb.map((on) => ({ kind: 'cancel' as const, on, share: paid })),
        dayArb.map((on) => ({ kind: 'refund' as const, on, share: paid })),
      );
    const scenarioArb = shareArb.chain((paid) =>
      fc.record({ paid: fc.constant(paid), actions: fc.array(actionArb(paid), { maxLength: 12 }) }),
    );

    function trace(actions: readonly SubOrderAction[]) {
      const states: SubOrderProgress[] = [AWAITING_SHIPMENT];
      const applied: SubOrderAction[] = [];
      for (const action of actions) {
        const next = applySubOrderAction(states[states.length - 1]!, action);
        if (next.ok) {
          states.push(next.progress);
          applied.push(action);
        }
      }
      return { states, applied };
    }

    it('never ships after a cancellation or a refund', () => {
      fc.assert(
        fc.property(scenarioArb, ({ actions }) => {
          const { applied } = trace(actions);
          const closedAt = applied.findIndex((a) => a.kind === 'cancel' || a.kind === 'refund');
          if (closedAt >= 0) expect(applied.slice(closedAt + 1)).toEqual([]);
        }),
      );
    });

    it('delivers only after shipping, on or after the day shipped', () => {
      fc.assert(
        fc.property(scenarioArb, ({ actions }) => {
          const { applied } = trace(actions);
          const delivered = applied.findIndex((a) => a.kind === 'deliver');
          if (delivered < 0) return;
          const shipped = applied.findIndex((a) => a.kind === 'ship');
          expect(shipped).toBeGreaterThanOrEqual(0);
          expect(shipped).toBeLessThan(delivered);
          expect(applied[delivered]!.on >= applied[shipped]!.on).toBe(true);
        }),
      );
    });

    it('refunds at most once, and never more than was paid', () => {
      fc.assert(
        fc.property(scenarioArb, ({ paid, actions }) => {
          const { states, applied } = trace(actions);
          expect(
            applied.filter((a) => a.kind === 'refund' || a.kind === 'cancel').length,
          ).toBeLessThanOrEqual(1);
          for (const state of states) {
            expect(state.refunded.cash.lessThanOrEqualTo(paid.cash as Money)).toBe(true);
            expect(state.refunded.points).toBeLessThanOrEqual(paid.points);
            expect(state.refunded.cash.isNegative()).toBe(false);
            expect(state.refunded.points).toBeGreaterThanOrEqual(0);
          }
        }),
      );
    });
  });
});
