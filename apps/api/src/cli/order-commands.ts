import {
  operatorRoutes,
  type OperatorOrder,
  type OperatorOrdersPage,
  type OperatorRefundCode,
} from '@rewards/api-client/contract';
import { call, required, whole, type CommandContext } from './cli-core';
import type { CliValues } from './cli-options';

type Context = CommandContext<CliValues>;

function orderLines(order: OperatorOrder): string[] {
  const paid = `THB ${order.payAbleAmount.toFixed(2)}${order.payablePoint + order.promotionPoints > 0 ? ` + ${order.payablePoint + order.promotionPoints} points` : ''}`;
  return [
    `${order.poNumber}  ${order.status}  ${order.orderedOn.slice(0, 10)}  ${order.email}  ${order.paymentType}  ${paid}`,
    ...order.subOrders.map((sub) => {
      const shipment = sub.shipment;
      const details = [
        shipment.carrier === undefined
          ? ''
          : `${shipment.carrier} ${shipment.trackingNumber ?? ''}`.trim(),
        shipment.expectedDeliveryDate === undefined
          ? ''
          : `expected ${shipment.expectedDeliveryDate}`,
        sub.deliveredOn === undefined ? '' : `delivered ${sub.deliveredOn}`,
        sub.cancelledOn === undefined ? '' : `cancelled ${sub.cancelledOn}`,
        sub.refundedOn === undefined ? '' : `refunded ${sub.refundedOn}`,
        sub.refundIssued
          ? `back THB ${sub.refunded.cash.toFixed(2)} + ${sub.refunded.points} points${sub.refundCode === undefined ? '' : ` as ${sub.refundCode}`}`
          : '',
      ].filter((part) => part !== '');
      return `  ${sub.subOrderNumber}  ${sub.shippingState.padEnd(17)}  ${sub.itemName}${details.length > 0 ? `  (${details.join(', ')})` : ''}`;
    }),
  ];
}

/** A sub-order's action (ship, deliver, cancel, refund): prints the order as it is after it. */
async function act(
  context: Context,
  route: (typeof operatorRoutes)[keyof typeof operatorRoutes],
  body: unknown,
): Promise<void> {
  const order = await call<OperatorOrder>(context.io, context.base, route, {
    token: context.signedIn(),
    params: { subOrderNumber: required(context.target, 'subOrder (the sub-order number)') },
    body,
  });
  context.print(order, () => orderLines(order));
}

/** The orders' commands: list and read orders, act on sub-orders, issue refund codes. */
export const ORDER_COMMANDS: Readonly<Record<string, (context: Context) => Promise<void>>> = {
  async orders({ io, base, values, signedIn, print }) {
    const page = await call<OperatorOrdersPage>(io, base, operatorRoutes.operatorOrders, {
      token: signedIn(),
      query: {
        status: values.status,
        shippingState: values.shipping,
        poNumber: values.po,
        email: values.email,
        pageNumber: whole(values.page, 'page'),
        pageSize: whole(values.size, 'size'),
      },
    });
    print(page, () => [
      ...page.orders.map(
        (order) =>
          `${order.poNumber}  ${order.status.padEnd(9)}  ${order.orderedOn.slice(0, 10)}  ${order.email}  THB ${order.payAbleAmount.toFixed(2)}${order.payablePoint > 0 ? ` + ${order.payablePoint} points` : ''}  ${order.subOrders} sub-orders, ${order.awaitingShipment} awaiting shipment`,
      ),
      `Page ${page.pageNumber} of ${page.numOfPages} (${page.totalRecords} orders)`,
    ]);
  },
  async order({ io, base, target, signedIn, print }) {
    const order = await call<OperatorOrder>(io, base, operatorRoutes.operatorOrder, {
      token: signedIn(),
      params: { poNumber: required(target, 'po (the PO number)') },
    });
    print(order, () => orderLines(order));
  },
  ship: (context) => {
    const { values } = context;
    return act(context, operatorRoutes.operatorShip, {
      carrier: required(values.carrier, 'carrier'),
      trackingNumber: required(values.tracking, 'tracking'),
      expectedDeliveryDate: required(values.expected, 'expected'),
      ...(values['carrier-url'] === undefined ? {} : { carrierUrl: values['carrier-url'] }),
      ...(values.on === undefined ? {} : { shippedOn: values.on }),
    });
  },
  deliver: (context) =>
    act(
      context,
      operatorRoutes.operatorDeliver,
      context.values.on === undefined ? {} : { deliveredOn: context.values.on },
    ),
  cancel: (context) =>
    act(
      context,
      operatorRoutes.operatorCancel,
      context.values.on === undefined ? {} : { on: context.values.on },
    ),
  refund: (context) => {
    const { values } = context;
    const validDays = whole(values['valid-days'], 'valid-days');
    return act(context, operatorRoutes.operatorRefund, {
      ...(values.on === undefined ? {} : { on: values.on }),
      ...(values['as-code'] === true ? { method: 'PROMO_CODE' } : {}),
      ...(validDays === undefined ? {} : { validDays }),
    });
  },
  async 'issue-refund-code'({ io, base, values, signedIn, print }) {
    const code = await call<OperatorRefundCode>(io, base, operatorRoutes.operatorIssueRefundCode, {
      token: signedIn(),
      body: {
        customerEmail: required(values.customer, 'customer'),
        value: required(values.value, 'value'),
        startDate: required(values.start, 'start'),
        expiredDate: required(values.expires, 'expires'),
        description: required(values.description, 'description'),
        thaiDescription: required(values.thai, 'thai'),
        ...(values.code === undefined ? {} : { code: values.code }),
      },
    });
    print(code, () => [
      `${code.promoCode}: ${code.displayValue} for customer ${code.customerId}, ${code.startDate} to ${code.expiredDate}`,
    ]);
  },
};
