import type { OperatorOrder, OperatorOrdersPage } from '@rewards/api-client/contract';
import type { MessageLang } from '@rewards/messages';
import type { Queryable } from '../db/database';
import { AppError } from '../http/app-error';
import { orderView } from './operator-order-view';
import { operatorOrdersRepository, type OrderFilter } from './operator-orders-repository';

/** The largest page of the orders list. */
export const MAX_PAGE_SIZE = 100;
/** The page size when none is asked for. */
export const DEFAULT_PAGE_SIZE = 20;

/** A page of orders matching the filter, newest first. */
export async function listOrders(
  db: Queryable,
  filter: OrderFilter,
  page: { readonly number?: number; readonly size?: number },
): Promise<OperatorOrdersPage> {
  const size = Math.min(MAX_PAGE_SIZE, Math.max(1, page.size ?? DEFAULT_PAGE_SIZE));
  const number = Math.max(1, page.number ?? 1);
  const { total, orders } = await operatorOrdersRepository(db).list(filter, { number, size });
  return {
    totalRecords: total,
    numOfPages: Math.ceil(total / size),
    pageNumber: number,
    pageSize: size,
    orders: orders.map((order) => ({
      poNumber: order.poNumber,
      status: order.status,
      orderedOn: order.createdAt.toISOString(),
      email: order.email,
      customerId: order.customerId,
      paymentType: order.paymentType,
      payAbleAmount: order.payAbleAmount,
      payablePoint: order.payablePoint,
      subOrders: order.units,
      awaitingShipment: order.awaitingShipment,
    })),
  };
}

/** One order with its sub-orders. @throws AppError 404 when no order has the number. */
export async function readOrder(
  db: Queryable,
  poNumber: string,
  lang: MessageLang,
): Promise<OperatorOrder> {
  const orders = operatorOrdersRepository(db);
  const order = await orders.findOrder(poNumber);
  if (order === undefined) {
    throw new AppError(404, 'orderNotFound', 'operator.orderNotFound', { appError: true });
  }
  return orderView(order, await orders.units(order.orderId), lang);
}
