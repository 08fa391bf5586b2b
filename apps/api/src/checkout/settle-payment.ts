import type {
  Lang,
  OrderStatus,
  PaymentOutcome,
  PaymentResultStatus,
  PaymentReturnBody,
} from '@rewards/api-client/contract';
import { formatMessage, type MessageId } from '@rewards/messages';
import { createCartRepository } from '../cart/cart-repository';
import type { CheckoutContext } from './checkout-context';
import { checkoutRefusal } from './error-keys';
import { orderResultOf } from './order-result';
import type { Owner } from './owner';
import { releasableOf, releaseOrder } from './release-order';
import { createOrderRepository, type OrderRow } from './repositories/order-repository';
import { createOrderStatusRepository } from './repositories/order-status-repository';

/** How a settled order answers a return. */
function outcomeOf(status: OrderStatus): { status: PaymentResultStatus; title?: MessageId } {
  switch (status) {
    case 'PAID':
      return { status: 'success' };
    case 'CANCELLED':
      return { status: 'cancel', title: 'paymentResult.cancelled' };
    case 'EXPIRED':
      return { status: 'failed', title: 'paymentResult.expired' };
    default:
      return { status: 'failed', title: 'paymentResult.declined' };
  }
}

/** Whether the caller placed the order: its customer's token, or the guest id that placed it. */
function owns(order: OrderRow, caller: Owner | undefined): boolean {
  return caller !== undefined && caller.key === order.owner;
}

/**
 * `kscpaygate/paymentProcess`: the payment provider's return, as the browser
 * brings it back. A return the provider did not sign as it is (forged, another
 * result, another order's state) is refused (E702). A verified one settles its
 * order exactly once, in one transaction with the order row locked: success makes
 * it PAID and redeems its points (stock and promotion use were taken at
 * placement); failed or cancel makes it FAILED or CANCELLED and gives back its
 * stock, promotion use and points. Every later return (the same one again, or
 * another result) changes nothing and gets the order as it stands. The order is
 * in the answer only for its owner; `title` names a failure in the asked language.
 */
export async function settlePayment(
  deps: CheckoutContext,
  body: PaymentReturnBody,
  lang: Lang,
  caller: Owner | undefined,
): Promise<PaymentOutcome> {
  const { db, gateway, ledger, analytics } = deps;
  const verified = await gateway.verifyReturn(db, body);
  if (verified === undefined) throw checkoutRefusal('E702');

  const { order, paidNow } = await db.transaction(
    async (tx): Promise<{ order: OrderRow; paidNow: boolean }> => {
      const orders = createOrderRepository(tx);
      const statuses = createOrderStatusRepository(tx);
      const row = await orders.lockByNumber(verified.poNumber);
      if (row === undefined) throw checkoutRefusal('E702');
      await statuses.recordReturn(row.order_id, verified.result, row.status === 'PENDING');
      if (row.status !== 'PENDING') return { order: row, paidNow: false };

      if (verified.result === 'success') {
        await statuses.markPaid(row.order_id, verified.payRef ?? null, verified.maskCard ?? null);
        const points = row.payable_point + row.promotion_points;
        if (row.customer_id !== null && points > 0) {
          await ledger.redeem(tx, Number(row.customer_id), points, Number(row.order_id));
        }
        // A customer's paid lines leave the cart kept on the server ("On success unchecked
        // items stay in the cart, the rest is cleared", spec section 4), in the transaction
        // that pays the order, so another browser never offers them again.
        if (row.customer_id !== null) {
          await createCartRepository(tx).dropLinesBoughtBy(row.customer_id, row.order_id);
        }
        return {
          order: {
            ...row,
            status: 'PAID',
            pay_ref: verified.payRef ?? null,
            mask_card: verified.maskCard ?? null,
          },
          paidNow: true,
        };
      }
      const status: 'CANCELLED' | 'FAILED' = verified.result === 'cancel' ? 'CANCELLED' : 'FAILED';
      await releaseOrder(tx, ledger, releasableOf(row), status);
      return { order: { ...row, status }, paidNow: false };
    },
  );

  if (paidNow) {
    analytics.track({
      name: 'Purchase',
      poNumber: order.po_number,
      value: order.total_cash,
      currency: 'THB',
    });
  }
  const outcome = outcomeOf(order.status);
  return {
    status: outcome.status,
    poNumber: order.po_number,
    ...(outcome.title === undefined ? {} : { title: formatMessage(outcome.title, lang) }),
    ...(owns(order, caller)
      ? { order: orderResultOf(order, await createOrderRepository(db).units(order.order_id)) }
      : {}),
  };
}
