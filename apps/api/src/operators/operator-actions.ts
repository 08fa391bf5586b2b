import { randomBytes } from 'node:crypto';
import {
  applySubOrderAction,
  clampAtZero,
  minMoney,
  refundedBetween,
  subtractMoney,
  thb,
  ZERO_THB,
  type Money,
  type PaidAmounts,
  type SubOrderAction,
} from '@rewards/domain';
import type { OperatorOrder, OperatorRefundCode } from '@rewards/api-client/contract';
import { formatMessage, type MessageId, type MessageLang } from '@rewards/messages';
import type { Database, Queryable } from '../db/database';
import { AppError } from '../http/app-error';
import { returnUnitsToStock } from '../checkout/release-order';
import type { RewardsLedger } from '../checkout/rewards-ledger';
import { auditRepository } from './audit-repository';
import type { CreditNotes } from './credit-notes';
import { couponSharesOf, orderView, sharesOf, subOrderView } from './operator-order-view';
import { operatorOrdersRepository, type UnitUpdate } from './operator-orders-repository';
import { refundCodeRepository, type RefundCodeRecord } from './refund-code-repository';

/** The day and the time, given so that tests choose them. */
export interface OperatorClock {
  /** Today in Thailand, `YYYY-MM-DD`. */
  today(): string;
}

/** Thailand keeps UTC+7 all year. */
export const bangkokClock: OperatorClock = {
  today: () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10),
};

/** What the operators' actions on orders need. */
export interface OperatorActionDeps {
  readonly db: Database;
  readonly ledger: RewardsLedger;
  readonly creditNotes: CreditNotes;
  readonly clock: OperatorClock;
}

/** How long a refund promo code issued by a refund is valid, unless the operator says. */
export const REFUND_CODE_DAYS = 90;
/** The longest a refund promo code may be valid: ten years. */
export const MAX_REFUND_CODE_DAYS = 3650;
/** The largest refund promo code an operator may issue by hand. */
export const MAX_REFUND_CODE_VALUE = thb(1_000_000);

function refused(status: number, messageId: MessageId): AppError {
  return new AppError(status, messageId.replace(/^[a-zA-Z]+\./, ''), messageId, { appError: true });
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A new refund code: `RF-` and 10 letters and digits no one guesses. */
function newRefundCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(10);
  return `RF-${Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('')}`;
}

/** What one action on a sub-order does besides its new state. */
interface ActionPlan {
  readonly action: SubOrderAction;
  readonly update?: Omit<UnitUpdate, 'progress'>;
  /** Cancel or refund: units back to stock, points back, a credit note. */
  readonly closes: boolean;
  readonly refundAs?: { readonly method: 'CARD' | 'PROMO_CODE'; readonly validDays: number };
}

/**
 * Runs one action on a paid sub-order in one transaction, under the lock of its
 * order's row (so actions on one order queue and a refund happens once): the
 * domain decides the transition; a cancel or refund puts the unit back in stock,
 * returns its points to the ledger, issues the credit note and, when asked, a
 * refund promo code of its cash; the audit log gets the sub-order before and
 * after. Anything failing rolls all of it back.
 */
async function actOnSubOrder(
  deps: OperatorActionDeps,
  operatorId: number,
  subOrderNumber: string,
  lang: MessageLang,
  plan: (share: PaidAmounts) => ActionPlan,
): Promise<OperatorOrder> {
  return deps.db.transaction(async (tx) => {
    const orders = operatorOrdersRepository(tx);
    const order = await orders.lockOrderOfSubOrder(subOrderNumber);
    if (order === undefined) throw refused(404, 'operator.subOrderNotFound');
    if (order.status !== 'PAID') throw refused(409, 'operator.orderNotPaid');
    const units = await orders.units(order.orderId);
    const index = units.findIndex(
      (unit) => unit.subOrderNumber.toUpperCase() === subOrderNumber.trim().toUpperCase(),
    );
    const unit = units[index];
    if (unit === undefined) throw refused(404, 'operator.subOrderNotFound');
    const share = sharesOf(order, units)[index] ?? { cash: ZERO_THB, points: 0 };
    const step = plan(share);
    const next = applySubOrderAction(unit.progress, step.action);
    if (!next.ok) throw refused(409, next.code);

    let refundMethod = step.update?.refundMethod;
    let hasTaxInvoice = order.hasTaxInvoice;
    const back = refundedBetween(unit.progress, next.progress);
    if (step.closes) {
      await returnUnitsToStock(tx, order.orderId, [unit.unitIndex]);
      if (order.customerId !== null && back.points > 0) {
        await deps.ledger.refund(tx, order.customerId, back.points, {
          orderId: order.orderId,
          subOrderNumber: unit.subOrderNumber,
        });
      }
      if (step.refundAs !== undefined) {
        refundMethod = step.refundAs.method;
        // What a refund promo code paid goes back as a refund promo code, never to the card
        // (the fee kept from the card's part first); a refund as a code gives all of it in one.
        const couponShare = couponSharesOf(order, units)[index] ?? ZERO_THB;
        const asCode =
          step.refundAs.method === 'PROMO_CODE' ? back.cash : minMoney(back.cash, couponShare);
        if (asCode.greaterThan(0)) {
          if (order.customerId === null) throw refused(409, 'operator.guestRefundCode');
          const startDate = step.action.on;
          await insertRefundCode(tx, operatorId, {
            code: newRefundCode(),
            customerId: order.customerId,
            value: asCode,
            startDate,
            expiredDate: addDays(startDate, step.refundAs.validDays - 1),
            description: formatMessage('refundCode.ofSubOrder', 'en', {
              subOrder: unit.subOrderNumber,
            }),
            thaiDescription: formatMessage('refundCode.ofSubOrder', 'th', {
              subOrder: unit.subOrderNumber,
            }),
            subOrderNumber: unit.subOrderNumber,
          });
        }
      }
    }
    await orders.updateUnit(order.orderId, unit.unitIndex, {
      ...step.update,
      ...(refundMethod === undefined ? {} : { refundMethod }),
      progress: next.progress,
    });
    if (step.closes) {
      // What the refund kept of the cash share (the restocking fee) is not credited.
      const kept = clampAtZero(
        subtractMoney(subtractMoney(share.cash, unit.progress.refunded.cash), back.cash),
      );
      const note = await deps.creditNotes.issue(tx, {
        poNumber: order.poNumber,
        subOrderNumbers: [unit.subOrderNumber],
        ...(kept.isZero() ? {} : { restockingFee: kept }),
      });
      // A credit note names the tax invoice, issued first when the order had none.
      if (note !== undefined) hasTaxInvoice = true;
    }
    const after = await orders.units(order.orderId);
    const afterUnit = after[index] ?? unit;
    await auditRepository(tx).append({
      operatorId,
      action: step.action.kind,
      target: `sub-order:${unit.subOrderNumber}`,
      before: subOrderView(unit, share, order.hasTaxInvoice, 'en'),
      after: subOrderView(afterUnit, share, hasTaxInvoice, 'en'),
    });
    return orderView({ ...order, hasTaxInvoice }, after, lang);
  });
}

async function insertRefundCode(
  tx: Queryable,
  operatorId: number,
  code: RefundCodeRecord,
): Promise<RefundCodeRecord> {
  const codes = refundCodeRepository(tx);
  if (await codes.codeTaken(code.code)) throw refused(409, 'operator.codeTaken');
  const stored = await codes.insert({ ...code, issuedBy: operatorId });
  if (stored === undefined) throw refused(409, 'operator.codeTaken');
  await auditRepository(tx).append({
    operatorId,
    action: 'issue-refund-code',
    target: `refund-code:${stored.code}`,
    before: null,
    after: refundCodeView(stored),
  });
  return stored;
}

/** Ships a sub-order awaiting shipment (today unless `shippedOn`). */
export function shipSubOrder(
  deps: OperatorActionDeps,
  operatorId: number,
  subOrderNumber: string,
  shipment: {
    readonly carrier: string;
    readonly trackingNumber: string;
    readonly expectedDeliveryDate: string;
    readonly carrierUrl?: string;
    readonly shippedOn?: string;
  },
  lang: MessageLang = 'en',
): Promise<OperatorOrder> {
  return actOnSubOrder(deps, operatorId, subOrderNumber, lang, () => ({
    action: { kind: 'ship', on: shipment.shippedOn ?? deps.clock.today() },
    update: {
      carrier: shipment.carrier.trim(),
      trackingNumber: shipment.trackingNumber.trim(),
      expectedDeliveryDate: shipment.expectedDeliveryDate,
      carrierUrl: shipment.carrierUrl?.trim() ?? null,
    },
    closes: false,
  }));
}

/** Marks a shipped sub-order delivered (today unless `deliveredOn`). */
export function deliverSubOrder(
  deps: OperatorActionDeps,
  operatorId: number,
  subOrderNumber: string,
  deliveredOn: string | undefined,
  lang: MessageLang = 'en',
): Promise<OperatorOrder> {
  return actOnSubOrder(deps, operatorId, subOrderNumber, lang, () => ({
    action: { kind: 'deliver', on: deliveredOn ?? deps.clock.today() },
    closes: false,
  }));
}

/** Cancels a sub-order before it ships: its whole share back, to the card. */
export function cancelSubOrder(
  deps: OperatorActionDeps,
  operatorId: number,
  subOrderNumber: string,
  on: string | undefined,
  lang: MessageLang = 'en',
): Promise<OperatorOrder> {
  return actOnSubOrder(deps, operatorId, subOrderNumber, lang, (share) => ({
    action: { kind: 'cancel', on: on ?? deps.clock.today(), share },
    closes: true,
    refundAs: { method: 'CARD', validDays: REFUND_CODE_DAYS },
  }));
}

/**
 * Refunds an undelivered sub-order once: its share back (less the restocking
 * fee once shipped), the cash to the card or as a refund promo code.
 */
export function refundSubOrder(
  deps: OperatorActionDeps,
  operatorId: number,
  subOrderNumber: string,
  options: {
    readonly on?: string;
    readonly method?: 'CARD' | 'PROMO_CODE';
    readonly validDays?: number;
  } = {},
  lang: MessageLang = 'en',
): Promise<OperatorOrder> {
  if (options.validDays !== undefined && options.validDays > MAX_REFUND_CODE_DAYS) {
    return Promise.reject(refused(400, 'operator.codeDays'));
  }
  return actOnSubOrder(deps, operatorId, subOrderNumber, lang, (share) => ({
    action: { kind: 'refund', on: options.on ?? deps.clock.today(), share },
    closes: true,
    refundAs: {
      method: options.method ?? 'CARD',
      validDays: options.validDays ?? REFUND_CODE_DAYS,
    },
  }));
}

/** A refund code as the operators' API answers it. */
export function refundCodeView(code: RefundCodeRecord): OperatorRefundCode {
  return {
    promoCode: code.code,
    displayValue: `THB ${code.value.toFixed(2)}`,
    value: code.value,
    startDate: code.startDate,
    expiredDate: code.expiredDate,
    description: code.description,
    thaiDescription: code.thaiDescription,
    customerId: code.customerId,
  };
}

/** Issues a refund promo code to a customer, logged. */
export function issueRefundCode(
  deps: Pick<OperatorActionDeps, 'db'>,
  operatorId: number,
  request: {
    readonly customerEmail: string;
    readonly value: Money;
    readonly startDate: string;
    readonly expiredDate: string;
    readonly description: string;
    readonly thaiDescription: string;
    readonly code?: string;
  },
): Promise<OperatorRefundCode> {
  return deps.db.transaction(async (tx) => {
    if (!request.value.greaterThan(0) || request.value.greaterThan(MAX_REFUND_CODE_VALUE)) {
      throw refused(400, 'operator.codeValue');
    }
    if (request.expiredDate < request.startDate) throw refused(400, 'operator.codeDates');
    const customerId = await refundCodeRepository(tx).customerIdByEmail(request.customerEmail);
    if (customerId === undefined) throw refused(404, 'operator.customerNotFound');
    const code = request.code?.trim().toUpperCase() ?? newRefundCode();
    if (!/^[A-Z0-9-]{6,40}$/.test(code)) throw refused(400, 'operator.codeFormat');
    const stored = await insertRefundCode(tx, operatorId, {
      code,
      customerId,
      value: request.value,
      startDate: request.startDate,
      expiredDate: request.expiredDate,
      description: request.description.trim(),
      thaiDescription: request.thaiDescription.trim(),
      subOrderNumber: null,
    });
    return refundCodeView(stored);
  });
}
