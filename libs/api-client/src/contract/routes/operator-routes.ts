import {
  CancelBody,
  CreateOperatorBody,
  DeliverBody,
  IssueRefundCodeBody,
  Operator,
  OperatorAuthenticateBody,
  OperatorOrder,
  OperatorOrdersPage,
  OperatorOrdersQuery,
  OperatorRefundCode,
  OperatorToken,
  PoNumberParams,
  RefundBody,
  ShipBody,
  SubOrderParams,
} from '../operator';
import { route } from './route';

/**
 * The operators' API (not in the customer spec) under `/operator`: sign-in,
 * orders and their sub-orders after the sale, refund promo codes. Every route
 * but sign-in takes an operator's token and refuses a customer's; the
 * storefront never imports this group.
 */
export const operatorRoutes = {
  operatorAuthenticate: route({
    method: 'POST',
    path: '/operator/authenticate',
    body: OperatorAuthenticateBody,
    response: OperatorToken,
  }),
  operatorMe: route({ method: 'GET', path: '/operator/me', response: Operator, auth: 'operator' }),
  /** An admin creates another operator. */
  operatorCreate: route({
    method: 'POST',
    path: '/operator/operators',
    body: CreateOperatorBody,
    response: Operator,
    auth: 'operator',
  }),
  operatorOrders: route({
    method: 'GET',
    path: '/operator/orders',
    query: OperatorOrdersQuery,
    response: OperatorOrdersPage,
    auth: 'operator',
  }),
  operatorOrder: route({
    method: 'GET',
    path: '/operator/orders/:poNumber',
    params: PoNumberParams,
    response: OperatorOrder,
    auth: 'operator',
  }),
  operatorShip: route({
    method: 'POST',
    path: '/operator/sub-orders/:subOrderNumber/ship',
    params: SubOrderParams,
    body: ShipBody,
    response: OperatorOrder,
    auth: 'operator',
  }),
  operatorDeliver: route({
    method: 'POST',
    path: '/operator/sub-orders/:subOrderNumber/deliver',
    params: SubOrderParams,
    body: DeliverBody,
    response: OperatorOrder,
    auth: 'operator',
  }),
  operatorCancel: route({
    method: 'POST',
    path: '/operator/sub-orders/:subOrderNumber/cancel',
    params: SubOrderParams,
    body: CancelBody,
    response: OperatorOrder,
    auth: 'operator',
  }),
  operatorRefund: route({
    method: 'POST',
    path: '/operator/sub-orders/:subOrderNumber/refund',
    params: SubOrderParams,
    body: RefundBody,
    response: OperatorOrder,
    auth: 'operator',
  }),
  operatorIssueRefundCode: route({
    method: 'POST',
    path: '/operator/refund-codes',
    body: IssueRefundCodeBody,
    response: OperatorRefundCode,
    auth: 'operator',
  }),
} as const;
