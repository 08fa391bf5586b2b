import * as t from 'io-ts';
import { MAX_ORDER_UNITS as MOST_UNITS_PER_ORDER } from '@rewards/domain';
import {
  CardBrandCodec,
  Integer,
  IsoDateTime,
  Lang,
  NonNegativeInteger,
  PositiveInteger,
  TEXT_BOUNDS,
  YesNo,
  boundedString,
  strictStruct,
  struct,
} from './codecs';
import { AddressBody } from './address';
import { MoneyFromString } from './money-codec';
import { PercentFromString } from './pricing';
import { withSchema } from './schema';

export { AddressBody } from './address';

/** A guest checkout's id (`common/guest-uuid`); it stands for the guest as a token does for a customer. */
export const GuestUuidText = boundedString('GuestUuidText', 1, TEXT_BOUNDS.code);

/**
 * One unit bought (`txnDetailVMs`, one entry per unit; spec section 7): the cart
 * line it comes from, the item, the care plan and engraving chosen, and the
 * prices the shopper was shown. The server prices every unit again from the
 * catalogue; a shown price that differs is refused (E602), never used.
 */
export const TxnDetail = strictStruct(
  'TxnDetail',
  {
    lineUuid: boundedString('lineUuid', 1, TEXT_BOUNDS.code),
    code: boundedString('code', 1, TEXT_BOUNDS.code),
    unitPrice: MoneyFromString,
    hasAppleCare: YesNo,
  },
  {
    appleCarePrice: MoneyFromString,
    persMesg1: boundedString('persMesg1', 0, TEXT_BOUNDS.engravingLine),
    persMesg2: boundedString('persMesg2', 0, TEXT_BOUNDS.engravingLine),
  },
);
export type TxnDetail = t.TypeOf<typeof TxnDetail>;

/**
 * The most units one order may hold (a request with more is a 400 before any rule runs):
 * each unit is a sub-order numbered with 2 digits (01-99), see the domain's `MAX_ORDER_UNITS`.
 */
export const MAX_ORDER_UNITS = MOST_UNITS_PER_ORDER;

const TxnDetails = withSchema(
  new t.Type<readonly TxnDetail[], unknown, unknown>(
    'TxnDetails',
    (u): u is readonly TxnDetail[] =>
      Array.isArray(u) && u.length >= 1 && u.length <= MAX_ORDER_UNITS && u.every(TxnDetail.is),
    (u, c) => {
      if (!Array.isArray(u) || u.length < 1 || u.length > MAX_ORDER_UNITS) {
        return t.failure(u, c, `from 1 to ${MAX_ORDER_UNITS} units`);
      }
      return t.readonlyArray(TxnDetail).validate(u, c);
    },
    (units) => units.map((unit) => TxnDetail.encode(unit)),
  ),
  { type: 'array', items: TxnDetail, minItems: 1, maxItems: MAX_ORDER_UNITS },
);

/** The promotion part of a checkout or a promo check: the code and what it asks of the shopper. */
const PromoFields = {
  promoCode: boundedString('promoCode', 0, 60),
  /** The special promotion's e-mail confirmation (`special` Y). */
  spcEmail: boundedString('spcEmail', 0, TEXT_BOUNDS.email),
  /** The promotion's terms acknowledged (`tcRequired` Y). */
  tcAcknowledged: t.boolean,
  haveGift: YesNo,
  confirmNoGift: YesNo,
};

/**
 * `shopping-cart/checkPaymentCondition` (spec sections 4 and 7): the whole order
 * as the shopper sees it on the review step. The server computes it again from
 * the database with `libs/domain` and answers a signed quote, or refuses it with
 * a payment error key (`PAYMENT_ERROR_KEYS`).
 */
export const PaymentConditionBody = strictStruct(
  'PaymentConditionBody',
  {
    shipType: t.literal('DELIVERY'),
    paymentMethod: t.literal('CREDIT_DEBIT_CARD'),
    /** One of the domain's `PAYMENT_TYPES`; anything else is refused by the rules (E606). */
    paymentType: boundedString('paymentType', 1, 40),
    /** Cash charged to the card, as shown. */
    cash: MoneyFromString,
    /** Points redeemed, as shown (any integer: the rules refuse what is not allowed). */
    point: Integer,
    /** The checked lines' total with care plans, before the discount, as shown. */
    total: MoneyFromString,
    /** The promotion's discount as shown (THB 0 without one). */
    discount: MoneyFromString,
    billing: AddressBody,
    shipping: AddressBody,
    txnDetailVMs: TxnDetails,
  },
  {
    cardEntity: CardBrandCodec,
    termOfFlexi: PositiveInteger,
    /** The instalment term's id (`ippConfig[term].termId`). */
    ippCustomer: boundedString('ippCustomer', 1, 40),
    rewardType: boundedString('rewardType', 0, 40),
    refundCoupon: boundedString('refundCoupon', 0, 60),
    guest_uuid: GuestUuidText,
    ...PromoFields,
  },
);
export type PaymentConditionBody = t.TypeOf<typeof PaymentConditionBody>;

/** One cart line of a quote, priced by the server. */
export const QuoteLine = struct(
  'QuoteLine',
  {
    lineUuid: t.string,
    code: t.string,
    quantity: PositiveInteger,
    unitPrice: MoneyFromString,
    /** Units times price, care plans included. */
    lineTotal: MoneyFromString,
  },
  { appleCarePrice: MoneyFromString },
);
export type QuoteLine = t.TypeOf<typeof QuoteLine>;

/** The instalment plan of a `CASH_INSTALLMENT` quote. */
export const QuoteInstalment = t.type(
  {
    termOfFlexi: PositiveInteger,
    termId: t.string,
    /** The customer's rate per month, in percent. */
    custIpp: PercentFromString,
    /** The plan's total (the amount plus interest). */
    total: MoneyFromString,
    /** Every month's payment; the first absorbs the rounding, so they sum to the total exactly. */
    monthly: t.readonlyArray(MoneyFromString),
  },
  'QuoteInstalment',
);
export type QuoteInstalment = t.TypeOf<typeof QuoteInstalment>;

/**
 * A refund promo code an order spent: the code and what it took off the order
 * (the domain's `applyRefundCoupon`: its value, or the whole amount when that is
 * less). The card (and points) paid the rest.
 */
export const OrderRefundCoupon = t.type(
  { code: t.string, amount: MoneyFromString },
  'OrderRefundCoupon',
);
export type OrderRefundCoupon = t.TypeOf<typeof OrderRefundCoupon>;

/**
 * A refund promo code in a quote: the code, what it takes off (`amount`) and
 * what the payment still pays after it (`payable`: the total less the discount
 * and the code; the card's part of it is the quote's `cash`).
 */
export const QuoteRefundCoupon = t.type(
  { code: t.string, amount: MoneyFromString, payable: MoneyFromString },
  'QuoteRefundCoupon',
);
export type QuoteRefundCoupon = t.TypeOf<typeof QuoteRefundCoupon>;

/**
 * The server's figures of an order: what `checkPaymentCondition` answers and
 * what the order is created from. `quote` is opaque and signed by the server;
 * only it is sent back to place the order, so nothing else can be changed.
 */
export const PaymentQuote = struct(
  'PaymentQuote',
  {
    quote: t.string,
    expiresAt: IsoDateTime,
    total: MoneyFromString,
    discount: MoneyFromString,
    /** Cash charged to the card (`payAbleAmount`). */
    cash: MoneyFromString,
    point: NonNegativeInteger,
    paymentType: t.string,
    lines: t.readonlyArray(QuoteLine),
  },
  {
    cardEntity: CardBrandCodec,
    promoCode: t.string,
    instalment: QuoteInstalment,
    /** The refund promo code spent (`refundCoupon`), computed by the server. */
    refundCoupon: QuoteRefundCoupon,
  },
);
export type PaymentQuote = t.TypeOf<typeof PaymentQuote>;

/** `transaction/payment`: place the order of a quote. The same key always gives the same order. */
export const PlaceOrderBody = strictStruct(
  'PlaceOrderBody',
  { quote: boundedString('quote', 1, 20_000), idempotencyKey: boundedString('key', 16, 64) },
  { guest_uuid: GuestUuidText },
);
export type PlaceOrderBody = t.TypeOf<typeof PlaceOrderBody>;

/** A pending order and where the browser goes to pay it (the payment provider's page). */
export const PlacedOrder = t.type(
  { poNumber: t.string, paymentUrl: t.string, status: t.literal('PENDING') },
  'PlacedOrder',
);
export type PlacedOrder = t.TypeOf<typeof PlacedOrder>;

/**
 * What the payment provider sends back through the browser to `/cart/payment-process`,
 * which posts it here (spec sections 4 and 7): the result `code`, the `state` the shop
 * gave the provider, and the provider's signature of both (`token`). Not the customer's
 * bearer token, which travels in its header as on every call.
 */
export const PaymentReturnBody = strictStruct(
  'PaymentReturnBody',
  {
    code: boundedString('code', 1, 40),
    state: boundedString('state', 1, 400),
    token: boundedString('token', 1, 400),
  },
  { lang: Lang, guest_uuid: GuestUuidText },
);
export type PaymentReturnBody = t.TypeOf<typeof PaymentReturnBody>;

/** An order's states: pending until the provider's return settles it. */
export const OrderStatus = t.keyof(
  { PENDING: null, PAID: null, FAILED: null, CANCELLED: null, EXPIRED: null },
  'OrderStatus',
);
export type OrderStatus = t.TypeOf<typeof OrderStatus>;

/** One unit of an order, its own sub-order (spec section 3, "Order result"). */
export const OrderDetail = struct(
  'OrderDetail',
  {
    itemName: t.string,
    thaiItemName: t.string,
    partNumber: t.string,
    /** The sub-order number: the order's prefix and 10 digits. */
    orderNumber: t.string,
    cashOnly: YesNo,
    imgUrl: t.string,
    quantity: PositiveInteger,
    unitPrice: MoneyFromString,
    engraving: YesNo,
    persMesg1: t.string,
    persMesg2: t.string,
    shipping: MoneyFromString,
    shippingAvailability: t.string,
  },
  {
    appleCareId: t.string,
    appleCareName: t.string,
    /** The care plan's Thai name (beside the spec's `appleCareName`), for a result shown in Thai. */
    thaiAppleCareName: t.string,
    appleCarePrice: MoneyFromString,
  },
);
export type OrderDetail = t.TypeOf<typeof OrderDetail>;

/** `order/{poNumber}` and the payment return: the order as placed (spec section 3, "Order result"). */
export const OrderResult = struct(
  'OrderResult',
  {
    poNumber: t.string,
    status: OrderStatus,
    txnDate: IsoDateTime,
    timeZone: t.string,
    billing: AddressBody,
    shipping: AddressBody,
    orderDetails: t.readonlyArray(OrderDetail),
    paymentType: t.string,
    /** The total of the order before the discount. */
    totalAmount: MoneyFromString,
    promotionDiscount: MoneyFromString,
    /** Cash charged to the card. */
    payAbleAmount: MoneyFromString,
    payablePoint: NonNegativeInteger,
    /** Cash plus the points' value: what the order was worth to the shopper after the discount. */
    totalCash: MoneyFromString,
    companyName: t.string,
    registrationNo: t.string,
  },
  {
    cardEntity: CardBrandCodec,
    termOfFlexi: PositiveInteger,
    custIpp: PercentFromString,
    instalment: QuoteInstalment,
    promoCode: t.string,
    /** The refund promo code the order spent; `payAbleAmount` is what the card paid beside it. */
    refundCoupon: OrderRefundCoupon,
    payRef: t.string,
    maskCard: t.string,
  },
);
export type OrderResult = t.TypeOf<typeof OrderResult>;

/** The provider's result as the shop reads it (spec section 4: success, failed, cancel). */
export const PaymentResultStatus = t.keyof(
  { success: null, failed: null, cancel: null },
  'PaymentResultStatus',
);
export type PaymentResultStatus = t.TypeOf<typeof PaymentResultStatus>;

/**
 * The answer to a payment return: the result, and the order when the caller owns
 * it (its customer's token or its guest id). `title` names a failure in the asked
 * language, for "Your order was {title}".
 */
export const PaymentOutcome = struct(
  'PaymentOutcome',
  { status: PaymentResultStatus, poNumber: t.string },
  { title: t.string, order: OrderResult },
);
export type PaymentOutcome = t.TypeOf<typeof PaymentOutcome>;

/** `order/:poNumber`: an order number of the shop's format. */
export const OrderParams = t.type({ poNumber: boundedString('poNumber', 1, 40) }, 'OrderParams');
export type OrderParams = t.TypeOf<typeof OrderParams>;

/** `order/:poNumber?guest_uuid=`: a guest reads its order with the id that placed it. */
export const OrderQuery = strictStruct('OrderQuery', {}, { lang: Lang, guest_uuid: GuestUuidText });
export type OrderQuery = t.TypeOf<typeof OrderQuery>;

/** A cart line as a promotion sees it: the item, how many and whether its care plan is taken. */
export const PromoItemCart = strictStruct(
  'PromoItemCart',
  {
    code: boundedString('code', 1, TEXT_BOUNDS.code),
    quantity: PositiveInteger,
    hasAppleCare: YesNo,
  },
  {},
);
export type PromoItemCart = t.TypeOf<typeof PromoItemCart>;

/** `promoCode/checkPromoCode` (spec section 7): a code against the checked lines and the payment chosen so far. */
export const CheckPromoCodeBody = strictStruct(
  'CheckPromoCodeBody',
  {
    promoCode: boundedString('promoCode', 0, 60),
    itemCarts: t.readonlyArray(PromoItemCart),
  },
  {
    spcEmail: PromoFields.spcEmail,
    tcAcknowledged: t.boolean,
    paymentType: boundedString('paymentType', 1, 40),
    cardEntity: CardBrandCodec,
    guest_uuid: GuestUuidText,
  },
);
export type CheckPromoCodeBody = t.TypeOf<typeof CheckPromoCodeBody>;

/**
 * A promotion as the payment step shows it (spec section 3, "Promotion data"). With
 * `status` `NEEDS_CONFIRMATION` the code exists and applies, but its special e-mail
 * (`special`) or its terms (`tcRequired`) must be confirmed first: the discount is
 * not given until then.
 */
export const PromoCheckResult = struct(
  'PromoCheckResult',
  {
    status: t.keyof({ APPLIED: null, NEEDS_CONFIRMATION: null }),
    promotionCode: t.string,
    /** The discount on these lines (THB 0 until confirmed). */
    promotionDiscount: MoneyFromString,
    /** What the code is worth as configured: `"500.00"` or `"10%"`. */
    originalPromotionValue: t.string,
    special: YesNo,
    tcRequired: YesNo,
    applyAppleCare: YesNo,
    haveGift: YesNo,
    description: t.string,
    thaiDescription: t.string,
  },
  {
    minPaidAmount: MoneyFromString,
    promotionPaymentMethod: t.readonlyArray(t.string),
    priceCode: t.readonlyArray(CardBrandCodec),
    termIds: t.readonlyArray(t.string),
    specialConditionName: t.string,
    specialInputType: t.string,
    mouseoverContent: t.string,
    warningMessage: t.string,
  },
);
export type PromoCheckResult = t.TypeOf<typeof PromoCheckResult>;

/** `customer/points`: the signed-in customer's reward points. */
export const PointsBalance = t.type({ balance: NonNegativeInteger }, 'PointsBalance');
export type PointsBalance = t.TypeOf<typeof PointsBalance>;

/** `customer` billing and shipping addresses kept in the profile ("Update into my profile"). */
export const CustomerAddresses = t.type(
  { billing: t.union([AddressBody, t.null]), shipping: t.union([AddressBody, t.null]) },
  'CustomerAddresses',
);
export type CustomerAddresses = t.TypeOf<typeof CustomerAddresses>;

/** `common/postal-code/:postalCode`: a Thai postal code. */
export const PostalCodeParams = t.type(
  { postalCode: boundedString('postalCode', 1, 10) },
  'PostalCodeParams',
);
export type PostalCodeParams = t.TypeOf<typeof PostalCodeParams>;

/**
 * The places a Thai postal code covers, to fill an address form: each choice is a
 * sub-district (`district`), its district (`city`) and province (`region`, the code
 * of `common/region`). Names are Thai, as the postal dataset has them.
 */
export const PostalCodePlaces = t.type(
  {
    postalCode: t.string,
    choices: t.readonlyArray(
      t.type({ district: t.string, city: t.string, region: t.string }, 'PostalCodePlace'),
    ),
  },
  'PostalCodePlaces',
);
export type PostalCodePlaces = t.TypeOf<typeof PostalCodePlaces>;
