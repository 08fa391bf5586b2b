import * as t from 'io-ts';
import {
  Integer,
  IntegerFromString,
  IsoDateTime,
  Lang,
  NonNegativeInteger,
  PositiveInteger,
  TEXT_BOUNDS,
  boundedString,
  strictStruct,
  struct,
} from './codecs';
import { OrderStatus } from './checkout';
import { MoneyFromString } from './money-codec';
import { withSchema } from './schema';

/**
 * The operators' calls (not in the customer spec): sign-in, orders and their
 * sub-orders after the sale, refund promo codes. Every request string is bounded.
 */

const EmailText = boundedString('Email', 1, TEXT_BOUNDS.email);
const PasswordText = boundedString('Password', 1, TEXT_BOUNDS.password);
const NameText = boundedString('Name', 1, TEXT_BOUNDS.name);
const CodeText = boundedString('Code', 1, TEXT_BOUNDS.code);
const UrlText = boundedString('Url', 1, 500);
const DescriptionText = boundedString('Description', 1, 500);

function isCalendarDate(u: unknown): u is string {
  if (typeof u !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(u)) return false;
  const parsed = new Date(`${u}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === u;
}

/** A calendar day `YYYY-MM-DD` (a day in Thailand). */
export const CalendarDate = withSchema(
  new t.Type<string, string, unknown>(
    'CalendarDate',
    isCalendarDate,
    (u, c) => (isCalendarDate(u) ? t.success(u) : t.failure(u, c, 'a calendar date YYYY-MM-DD')),
    (s) => s,
  ),
  { type: 'string', format: 'date', description: 'a calendar date YYYY-MM-DD' },
);

/** Whether an operator may also create operators. */
export const OperatorRole = t.keyof({ operator: null, admin: null }, 'OperatorRole');
export type OperatorRole = t.TypeOf<typeof OperatorRole>;

/** Where a paid sub-order is after the sale (libs/domain `SUB_ORDER_STATES`). */
export const ShippingState = t.keyof(
  { AWAITING_SHIPMENT: null, SHIPPED: null, DELIVERED: null, CANCELLED: null, REFUNDED: null },
  'ShippingState',
);
export type ShippingState = t.TypeOf<typeof ShippingState>;

/** How a refund's cash goes back: to the card, or as a refund promo code. */
export const RefundMethod = t.keyof({ CARD: null, PROMO_CODE: null }, 'RefundMethod');
export type RefundMethod = t.TypeOf<typeof RefundMethod>;

/** The operator sign-in form. */
export const OperatorAuthenticateBody = strictStruct(
  'OperatorAuthenticateBody',
  { email: EmailText, password: PasswordText },
  {},
);
export type OperatorAuthenticateBody = t.TypeOf<typeof OperatorAuthenticateBody>;

/** A signed-in operator. */
export const Operator = t.type(
  { id: Integer, email: t.string, name: t.string, role: OperatorRole },
  'Operator',
);
export type Operator = t.TypeOf<typeof Operator>;

/** An operator's token (`Authorization: Bearer <id_token>` on operator routes only). */
export const OperatorToken = t.type({ id_token: t.string, operator: Operator }, 'OperatorToken');
export type OperatorToken = t.TypeOf<typeof OperatorToken>;

/** An admin creates an operator. */
export const CreateOperatorBody = strictStruct(
  'CreateOperatorBody',
  { email: EmailText, name: NameText, password: PasswordText },
  { role: OperatorRole },
);
export type CreateOperatorBody = t.TypeOf<typeof CreateOperatorBody>;

/** The orders list: filters and page. */
export const OperatorOrdersQuery = strictStruct(
  'OperatorOrdersQuery',
  {},
  {
    lang: Lang,
    status: OrderStatus,
    shippingState: ShippingState,
    poNumber: CodeText,
    email: EmailText,
    pageNumber: IntegerFromString,
    pageSize: IntegerFromString,
  },
);
export type OperatorOrdersQuery = t.TypeOf<typeof OperatorOrdersQuery>;

/** One order in the list. */
export const OperatorOrderSummary = t.type(
  {
    poNumber: t.string,
    status: OrderStatus,
    orderedOn: IsoDateTime,
    email: t.string,
    customerId: t.union([Integer, t.null]),
    paymentType: t.string,
    payAbleAmount: MoneyFromString,
    payablePoint: NonNegativeInteger,
    subOrders: NonNegativeInteger,
    awaitingShipment: NonNegativeInteger,
  },
  'OperatorOrderSummary',
);
export type OperatorOrderSummary = t.TypeOf<typeof OperatorOrderSummary>;

/** A page of orders. */
export const OperatorOrdersPage = t.type(
  {
    totalRecords: NonNegativeInteger,
    numOfPages: NonNegativeInteger,
    pageNumber: NonNegativeInteger,
    pageSize: NonNegativeInteger,
    orders: t.readonlyArray(OperatorOrderSummary),
  },
  'OperatorOrdersPage',
);
export type OperatorOrdersPage = t.TypeOf<typeof OperatorOrdersPage>;

/** Shipment status as the customer's lookup shows it (spec section 3). */
export const ShipmentStatusBody = struct(
  'ShipmentStatus',
  {
    status: t.keyof({
      VOIDED: null,
      REFUNDED: null,
      PREPARING: null,
      ON_ITS_WAY: null,
      DELIVERED: null,
    }),
  },
  {
    deliveryDate: CalendarDate,
    carrier: t.string,
    carrierUrl: t.string,
    expectedDeliveryDate: CalendarDate,
    trackingNumber: t.string,
  },
);
export type ShipmentStatusBody = t.TypeOf<typeof ShipmentStatusBody>;

/** Cash and points. */
export const PaidAmountsBody = t.type(
  { cash: MoneyFromString, points: NonNegativeInteger },
  'PaidAmounts',
);

/** One sub-order (unit) of an order, with its shipment and refund. */
export const OperatorSubOrder = struct(
  'OperatorSubOrder',
  {
    subOrderNumber: t.string,
    itemCode: t.string,
    itemName: t.string,
    partNumber: t.string,
    unitPrice: MoneyFromString,
    shippingState: ShippingState,
    /** The transaction history's fields (spec section 3, "Transaction"). */
    shippingStatus: t.string,
    refundIssued: t.boolean,
    hasTaxInvoice: t.boolean,
    hasCreditNote: t.boolean,
    shipment: ShipmentStatusBody,
    /** Its share of what the order was paid, and what went back. */
    share: PaidAmountsBody,
    refunded: PaidAmountsBody,
  },
  {
    carePlanPrice: MoneyFromString,
    deliveredOn: CalendarDate,
    cancelledOn: CalendarDate,
    refundedOn: CalendarDate,
    refundMethod: RefundMethod,
    refundCode: t.string,
  },
);
export type OperatorSubOrder = t.TypeOf<typeof OperatorSubOrder>;

/** One order with its sub-orders. */
export const OperatorOrder = t.type(
  {
    poNumber: t.string,
    status: OrderStatus,
    orderedOn: IsoDateTime,
    email: t.string,
    customerId: t.union([Integer, t.null]),
    paymentType: t.string,
    totalAmount: MoneyFromString,
    promotionDiscount: MoneyFromString,
    payAbleAmount: MoneyFromString,
    payablePoint: NonNegativeInteger,
    promotionPoints: NonNegativeInteger,
    subOrders: t.readonlyArray(OperatorSubOrder),
  },
  'OperatorOrder',
);
export type OperatorOrder = t.TypeOf<typeof OperatorOrder>;

/** `/operator/orders/:poNumber`. */
export const PoNumberParams = t.type({ poNumber: CodeText }, 'PoNumberParams');
export type PoNumberParams = t.TypeOf<typeof PoNumberParams>;

/** `/operator/sub-orders/:subOrderNumber/...`. */
export const SubOrderParams = t.type({ subOrderNumber: CodeText }, 'SubOrderParams');
export type SubOrderParams = t.TypeOf<typeof SubOrderParams>;

/** Ship a sub-order: carrier, tracking number, expected delivery (shipped today unless `shippedOn`). */
export const ShipBody = strictStruct(
  'ShipBody',
  { carrier: NameText, trackingNumber: CodeText, expectedDeliveryDate: CalendarDate },
  { carrierUrl: UrlText, shippedOn: CalendarDate },
);
export type ShipBody = t.TypeOf<typeof ShipBody>;

/** Mark a sub-order delivered (today unless `deliveredOn`). */
export const DeliverBody = strictStruct('DeliverBody', {}, { deliveredOn: CalendarDate });
export type DeliverBody = t.TypeOf<typeof DeliverBody>;

/** Cancel a sub-order before shipping (today unless `on`). */
export const CancelBody = strictStruct('CancelBody', {}, { on: CalendarDate });
export type CancelBody = t.TypeOf<typeof CancelBody>;

/**
 * Refund a sub-order (today unless `on`): its cash back to the card, or as a
 * refund promo code valid `validDays` (default 90) for a customer's order.
 */
export const RefundBody = strictStruct(
  'RefundBody',
  {},
  { on: CalendarDate, method: RefundMethod, validDays: PositiveInteger },
);
export type RefundBody = t.TypeOf<typeof RefundBody>;

/** Issue a refund promo code to a customer. */
export const IssueRefundCodeBody = strictStruct(
  'IssueRefundCodeBody',
  {
    customerEmail: EmailText,
    value: MoneyFromString,
    startDate: CalendarDate,
    expiredDate: CalendarDate,
    description: DescriptionText,
    thaiDescription: DescriptionText,
  },
  { code: CodeText },
);
export type IssueRefundCodeBody = t.TypeOf<typeof IssueRefundCodeBody>;

/** A refund promo code as issued (spec section 3, "Refund promo code", and its owner). */
export const OperatorRefundCode = t.type(
  {
    promoCode: t.string,
    displayValue: t.string,
    value: MoneyFromString,
    startDate: CalendarDate,
    expiredDate: CalendarDate,
    description: t.string,
    thaiDescription: t.string,
    customerId: Integer,
  },
  'OperatorRefundCode',
);
export type OperatorRefundCode = t.TypeOf<typeof OperatorRefundCode>;
