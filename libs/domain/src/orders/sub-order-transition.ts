import { ZERO_THB, clampAtZero, minMoney, subtractMoney, thb, type Money } from '../money/money';
import type { PaidAmounts } from './refund-shares';

/** Where a paid sub-order (one unit) is after the sale. */
export const SUB_ORDER_STATES = [
  'AWAITING_SHIPMENT',
  'SHIPPED',
  'DELIVERED',
  'CANCELLED',
  'REFUNDED',
] as const;
/** One of {@link SUB_ORDER_STATES}. */
export type SubOrderState = (typeof SUB_ORDER_STATES)[number];

/**
 * The restocking fee of a unit returned undelivered (spec section 1, policy
 * text: "restocking fee THB 1500 per item for returned undelivered orders"),
 * kept from the cash refunded.
 */
export const RESTOCKING_FEE = thb(1500);

/** A sub-order's progress: its state, the days things happened (`YYYY-MM-DD`) and what was refunded. */
export interface SubOrderProgress {
  readonly state: SubOrderState;
  readonly shippedOn?: string;
  readonly deliveredOn?: string;
  /** The day it was cancelled or refunded. */
  readonly closedOn?: string;
  readonly refunded: PaidAmounts;
}

/** A sub-order just paid: awaiting shipment, nothing refunded. */
export const AWAITING_SHIPMENT: SubOrderProgress = {
  state: 'AWAITING_SHIPMENT',
  refunded: { cash: ZERO_THB, points: 0 },
};

/**
 * What an operator does to a sub-order. `share` is the sub-order's part of the
 * payment (`refundShares`); `on` the day it happened.
 */
export type SubOrderAction =
  | { readonly kind: 'ship'; readonly on: string }
  | { readonly kind: 'deliver'; readonly on: string }
  | { readonly kind: 'cancel'; readonly on: string; readonly share: PaidAmounts }
  | { readonly kind: 'refund'; readonly on: string; readonly share: PaidAmounts };

/** Why an action is refused; each is a message id. */
export const SUB_ORDER_REFUSALS = [
  /** Shipped already: it cannot be shipped again or cancelled (a shipped unit is refunded instead). */
  'subOrderAction.alreadyShipped',
  /** Not shipped: it cannot be marked delivered. */
  'subOrderAction.notShipped',
  /** Cancelled or refunded: nothing more can happen to it. */
  'subOrderAction.closed',
  /** Delivered: no return once delivered (spec: no change-of-mind return). */
  'subOrderAction.delivered',
  /** The day is before the day it was shipped. */
  'subOrderAction.dateBeforeShipment',
  /** Not a calendar date `YYYY-MM-DD`. */
  'subOrderAction.invalidDate',
] as const;
/** One of {@link SUB_ORDER_REFUSALS}. */
export type SubOrderRefusal = (typeof SUB_ORDER_REFUSALS)[number];

/** The new progress, or why the action is refused (the progress stays as it was). */
export type SubOrderTransition =
  | { readonly ok: true; readonly progress: SubOrderProgress }
  | { readonly ok: false; readonly code: SubOrderRefusal };

function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const parsed = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === text;
}

const refuse = (code: SubOrderRefusal): SubOrderTransition => ({ ok: false, code });

/**
 * Cash and points given back: the share less what was already refunded (so
 * nothing is ever refunded twice), less the restocking fee when the unit comes
 * back undelivered after shipping, never below nothing.
 */
function refundOf(progress: SubOrderProgress, share: PaidAmounts, fee: Money): PaidAmounts {
  const cashLeft = clampAtZero(subtractMoney(share.cash, progress.refunded.cash));
  const pointsLeft = Math.max(0, share.points - progress.refunded.points);
  return {
    cash: subtractMoney(cashLeft, minMoney(fee, cashLeft)),
    points: pointsLeft,
  };
}

/**
 * The next progress of a paid sub-order after `action`: shipped only while
 * awaiting shipment; delivered only once shipped, on or after that day;
 * cancelled only before shipping (its whole share back); refunded before
 * delivery, once (its whole share back, less the restocking fee once
 * shipped). Cancelled and refunded are final, so what is refunded never
 * exceeds the share paid.
 */
export function applySubOrderAction(
  progress: SubOrderProgress,
  action: SubOrderAction,
): SubOrderTransition {
  if (!isCalendarDate(action.on)) return refuse('subOrderAction.invalidDate');
  if (progress.state === 'CANCELLED' || progress.state === 'REFUNDED') {
    return refuse('subOrderAction.closed');
  }
  switch (action.kind) {
    case 'ship':
      if (progress.state !== 'AWAITING_SHIPMENT') {
        return refuse(
          progress.state === 'DELIVERED'
            ? 'subOrderAction.delivered'
            : 'subOrderAction.alreadyShipped',
        );
      }
      return { ok: true, progress: { ...progress, state: 'SHIPPED', shippedOn: action.on } };
    case 'deliver':
      if (progress.state === 'DELIVERED') return refuse('subOrderAction.delivered');
      if (progress.state !== 'SHIPPED') return refuse('subOrderAction.notShipped');
      if (progress.shippedOn !== undefined && action.on < progress.shippedOn) {
        return refuse('subOrderAction.dateBeforeShipment');
      }
      return { ok: true, progress: { ...progress, state: 'DELIVERED', deliveredOn: action.on } };
    case 'cancel':
      if (progress.state !== 'AWAITING_SHIPMENT') {
        return refuse(
          progress.state === 'DELIVERED'
            ? 'subOrderAction.delivered'
            : 'subOrderAction.alreadyShipped',
        );
      }
      return {
        ok: true,
        progress: closed(progress, 'CANCELLED', action.on, action.share, ZERO_THB),
      };
    case 'refund': {
      if (progress.state === 'DELIVERED') return refuse('subOrderAction.delivered');
      if (progress.shippedOn !== undefined && action.on < progress.shippedOn) {
        return refuse('subOrderAction.dateBeforeShipment');
      }
      const fee = progress.state === 'SHIPPED' ? RESTOCKING_FEE : ZERO_THB;
      return { ok: true, progress: closed(progress, 'REFUNDED', action.on, action.share, fee) };
    }
  }
}

function closed(
  progress: SubOrderProgress,
  state: 'CANCELLED' | 'REFUNDED',
  on: string,
  share: PaidAmounts,
  fee: Money,
): SubOrderProgress {
  const back = refundOf(progress, share, fee);
  return {
    ...progress,
    state,
    closedOn: on,
    refunded: {
      cash: progress.refunded.cash.plus(back.cash) as Money,
      points: progress.refunded.points + back.points,
    },
  };
}

/** What the last transition gave back: the difference of two progresses' refunded amounts. */
export function refundedBetween(before: SubOrderProgress, after: SubOrderProgress): PaidAmounts {
  return {
    cash: subtractMoney(after.refunded.cash, before.refunded.cash),
    points: after.refunded.points - before.refunded.points,
  };
}
