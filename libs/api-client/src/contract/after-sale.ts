import * as t from 'io-ts';
import {
  IsoDateTime,
  Lang,
  NonNegativeInteger,
  PositiveInteger,
  TEXT_BOUNDS,
  YesNo,
  boundedArray,
  boundedString,
  strictStruct,
  struct,
} from './codecs';
export { CustomerProfile } from './profile';
import { OrderRefundCoupon } from './checkout';
import { MoneyFromString } from './money-codec';
import { withSchema } from './schema';

/**
 * After the sale (spec sections 2, 3 and 7): the customer's profile and
 * password, the transaction history with each sub-order's shipment and
 * documents, refund promotion codes and assigning a guest order to the account.
 */

const NameText = boundedString('Name', 0, TEXT_BOUNDS.name);
const PasswordText = boundedString('Password', 0, TEXT_BOUNDS.password);
/** An order or sub-order number as typed; the domain judges its form. */
const OrderNumberText = boundedString('OrderNumber', 1, 40);

/**
 * `PUT customer/profile`: the editable fields (checked with the domain's
 * `validateProfileForm`); a blank `countryCode` is stored as +66, a blank
 * `birthday` as none, an absent `languageId` leaves the stored one.
 */
export const ProfileBody = strictStruct(
  'ProfileBody',
  { firstName: NameText, lastName: NameText, mobileNumber: NameText },
  {
    countryCode: boundedString('CountryCode', 0, 8),
    birthday: boundedString('Birthday', 0, 10),
    languageId: Lang,
  },
);
export type ProfileBody = t.TypeOf<typeof ProfileBody>;

/**
 * `PUT customer/change-password` (checked with the domain's
 * `validateChangePasswordForm`, the current password by the server). Every
 * other session of the customer ends; the answer's token keeps this one
 * signed in.
 */
export const ChangePasswordBody = strictStruct(
  'ChangePasswordBody',
  { currentPassword: PasswordText, newPassword: PasswordText, confirmPassword: PasswordText },
  {},
);
export type ChangePasswordBody = t.TypeOf<typeof ChangePasswordBody>;

/** How a list is sorted: one property, up or down. */
export const SortDirection = t.keyof({ ASC: null, DESC: null }, 'SortDirection');
export type SortDirection = t.TypeOf<typeof SortDirection>;

/** The page size of the transaction history and of the refund promotion codes (spec section 9). */
export const AFTER_SALE_PAGE_SIZE = 5;

/** How many of the latest orders the history covers (`lastOrder`, spec section 2): 5 by default. */
export const LimitRecord = t.union(
  [t.literal(5), t.literal(25), t.literal(50), t.literal(100), t.literal('ALL')],
  'LimitRecord',
);
export type LimitRecord = t.TypeOf<typeof LimitRecord>;

/** What the history may be sorted by; `orderedOn` newest first by default. */
export const TransactionSortProperty = t.keyof(
  { orderedOn: null, totalAmount: null, poNumber: null },
  'TransactionSortProperty',
);

export const TransactionSort = strictStruct(
  'TransactionSort',
  { property: TransactionSortProperty, direction: SortDirection },
  {},
);
export type TransactionSort = t.TypeOf<typeof TransactionSort>;

/**
 * `POST transaction/history`: which page (from 1) of the latest `limitRecord`
 * orders, 5 to a page, sorted by `orders` (the first entry counts).
 */
export const TransactionHistoryBody = strictStruct(
  'TransactionHistoryBody',
  {},
  {
    pageNumber: PositiveInteger,
    limitRecord: LimitRecord,
    orders: boundedArray('TransactionSorts', TransactionSort, 3),
  },
);
export type TransactionHistoryBody = t.TypeOf<typeof TransactionHistoryBody>;

/** Where a sub-order's parcel is (spec section 3, "Shipment status"), the status a message id. */
export const ShipmentStatusCode = t.keyof(
  {
    'shipment.orderVoided': null,
    'shipment.orderRefunded': null,
    'shipment.preparingForShipment': null,
    'shipment.preparingForShipmentButDelayed': null,
    'shipment.onItsWay': null,
    'shipment.onItsWayButDelayed': null,
    'shipment.delivered': null,
  },
  'ShipmentStatusCode',
);

/**
 * A sub-order's shipment: `status` is the domain's `describeShipment` at the
 * time of the answer ("but delayed" once the expected day is over in
 * Bangkok); `expectedDeliveryDate` is left out of a refunded one. Dates are
 * `YYYY-MM-DD`.
 */
export const Shipment = struct(
  'Shipment',
  { status: ShipmentStatusCode, delayed: t.boolean },
  {
    deliveryDate: t.string,
    carrier: t.string,
    carrierUrl: t.string,
    expectedDeliveryDate: t.string,
    trackingNumber: t.string,
  },
);
export type Shipment = t.TypeOf<typeof Shipment>;

/**
 * One sub-order of an order in the history (spec section 3, "Transaction").
 * `shippingStatus` is the current status in the asked language ("Awaiting
 * shipment"), and the dates `YYYY-MM-DD`, as the domain's `subOrderStatus`
 * reads them. A document URL (absolute, with a short-lived document token) is
 * there only when the document can be opened.
 */
export const TransactionDetail = struct(
  'TransactionDetail',
  {
    itemName: t.string,
    thaiItemName: t.string,
    partNumber: t.string,
    /** The sub-order number. */
    orderNumber: t.string,
    quantity: PositiveInteger,
    originalAmount: MoneyFromString,
    shippingStatus: t.string,
    refundIssued: YesNo,
    hasTaxInvoice: YesNo,
    hasCreditNote: YesNo,
    imageUrls: t.readonlyArray(t.string),
    shipment: Shipment,
  },
  {
    deliveredOn: t.string,
    cancelledOn: t.string,
    urlTaxInvoice: t.string,
    urlCreditNote: t.string,
  },
);
export type TransactionDetail = t.TypeOf<typeof TransactionDetail>;

/** One order in the history: paid (or later), the customer's own. */
export const Transaction = struct(
  'Transaction',
  {
    poNumber: t.string,
    orderedOn: IsoDateTime,
    totalAmount: MoneyFromString,
    /** The order confirmation (PDF), absolute, with a short-lived document token. */
    urlOrderConfirm: t.string,
    transactionDetails: t.readonlyArray(TransactionDetail),
  },
  {
    /** Cash charged to the card, after the discount and a refund promo code. */
    payAbleAmount: MoneyFromString,
    /** The refund promo code that paid part of the order. */
    refundCoupon: OrderRefundCoupon,
  },
);
export type Transaction = t.TypeOf<typeof Transaction>;

/** Where a page sits in its list (spec section 3, "Pagination"). */
export const Pagination = struct(
  'Pagination',
  {
    totalRecords: NonNegativeInteger,
    numOfPages: NonNegativeInteger,
    pageNumber: PositiveInteger,
    pageSize: PositiveInteger,
  },
  { limitRecord: LimitRecord },
);
export type Pagination = t.TypeOf<typeof Pagination>;

/** `transaction/history`: a page of orders, and where it sits. */
export const TransactionHistory = t.type(
  {
    orders: t.readonlyArray(Transaction),
    pagination: Pagination,
    sort: TransactionSort,
  },
  'TransactionHistory',
);
export type TransactionHistory = t.TypeOf<typeof TransactionHistory>;

/** What the refund promotion codes may be sorted by: `startDate` (default), `expiredDate` or `value`. */
export const RefundCodeSortProperty = t.keyof(
  { startDate: null, expiredDate: null, value: null },
  'RefundCodeSortProperty',
);

export const RefundCodeSort = strictStruct(
  'RefundCodeSort',
  { property: RefundCodeSortProperty, direction: SortDirection },
  {},
);
export type RefundCodeSort = t.TypeOf<typeof RefundCodeSort>;

/** `POST promoCode/searchRefundPC`: which page (from 1), 5 to a page, sorted by `orders` (the first entry). */
export const RefundCodeSearchBody = strictStruct(
  'RefundCodeSearchBody',
  {},
  { pageNumber: PositiveInteger, orders: boundedArray('RefundCodeSorts', RefundCodeSort, 3) },
);
export type RefundCodeSearchBody = t.TypeOf<typeof RefundCodeSearchBody>;

/**
 * A refund promotion code the customer may still spend (spec section 3):
 * unused and not expired. `displayValue` is its value in THB.
 */
export const RefundPromoCode = t.type(
  {
    promoCode: t.string,
    displayValue: MoneyFromString,
    startDate: IsoDateTime,
    expiredDate: IsoDateTime,
    description: t.string,
    thaiDescription: t.string,
  },
  'RefundPromoCode',
);
export type RefundPromoCode = t.TypeOf<typeof RefundPromoCode>;

export const RefundPromoCodes = t.type(
  {
    promoCodes: t.readonlyArray(RefundPromoCode),
    pagination: Pagination,
    sort: RefundCodeSort,
  },
  'RefundPromoCodes',
);
export type RefundPromoCodes = t.TypeOf<typeof RefundPromoCodes>;

/**
 * `POST transaction/assignPoNumber` (spec section 3, "Assign-order form"): a
 * guest order moves to the signed-in customer when the e-mail and mobile
 * number are its shipping address's.
 */
export const AssignPoNumberBody = strictStruct(
  'AssignPoNumberBody',
  {
    poNumber: OrderNumberText,
    shippingEmailAddress: boundedString('Email', 0, TEXT_BOUNDS.email),
    shippingMobileNumber: NameText,
  },
  { countryCode: boundedString('CountryCode', 0, 8) },
);
export type AssignPoNumberBody = t.TypeOf<typeof AssignPoNumberBody>;

/** The order now in the customer's account. */
export const AssignedOrder = t.type({ poNumber: t.string }, 'AssignedOrder');
export type AssignedOrder = t.TypeOf<typeof AssignedOrder>;

/** `storage/tax_invoice/:orderNumber`: the order's number, or one of its sub-orders'. */
export const DocumentParams = t.type({ orderNumber: OrderNumberText }, 'DocumentParams');
export type DocumentParams = t.TypeOf<typeof DocumentParams>;

/** `?token=`: the document token of the history's URL (never the session token). */
export const DocumentQuery = strictStruct(
  'DocumentQuery',
  { token: boundedString('DocumentToken', 1, 600) },
  { lang: Lang },
);
export type DocumentQuery = t.TypeOf<typeof DocumentQuery>;

/** A PDF file: the answer's body is the document's bytes (`application/pdf`), not JSON. */
export const PdfFile = withSchema(
  new t.Type<Uint8Array, Uint8Array, unknown>(
    'PdfFile',
    (u): u is Uint8Array => u instanceof Uint8Array,
    (u, c) => (u instanceof Uint8Array ? t.success(u) : t.failure(u, c, 'PDF bytes')),
    (bytes) => bytes,
  ),
  { type: 'string', contentMediaType: 'application/pdf', description: 'a PDF document' },
);
