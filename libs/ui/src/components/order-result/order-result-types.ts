import type { AddressFormValues, CardBrand, Money } from '@rewards/domain';

/**
 * One unit of an order as the result shows it: the contract's `OrderDetail`
 * (`order/{poNumber}`), by the same names, with what the page shows only.
 */
export interface OrderResultLine {
  readonly itemName: string;
  readonly thaiItemName: string;
  readonly partNumber: string;
  /** The sub-order number. */
  readonly orderNumber: string;
  readonly imgUrl: string;
  readonly quantity: number;
  readonly unitPrice: Money;
  /** The engraved lines ('' when unused). */
  readonly persMesg1: string;
  readonly persMesg2: string;
  readonly appleCareName?: string | undefined;
  readonly thaiAppleCareName?: string | undefined;
  readonly appleCarePrice?: Money | undefined;
}

/** The instalment plan of an order: the contract's `QuoteInstalment`. */
export interface OrderInstalmentView {
  readonly termOfFlexi: number;
  /** The rate per month in percent, as text (`'0.89'`). */
  readonly custIpp: string;
  readonly total: Money;
  /** Every month's payment in order; the first absorbs the rounding. */
  readonly monthly: readonly Money[];
}

/**
 * A placed order as the result page shows it: the contract's `OrderResult`
 * by the same names, typed here (the design system does not import the
 * contract). The addresses are the address forms' values (`businessAddress`
 * `'Y'` or `'N'`).
 */
export interface OrderResultView {
  readonly poNumber: string;
  /** ISO-8601. */
  readonly txnDate: string;
  /** The IANA zone the date is shown in (`Asia/Bangkok`). */
  readonly timeZone: string;
  readonly billing: AddressFormValues;
  readonly shipping: AddressFormValues;
  readonly details: readonly OrderResultLine[];
  /** One of the domain's `PAYMENT_TYPES`; another text is shown as it is. */
  readonly paymentType: string;
  /** Before the discount. */
  readonly totalAmount: Money;
  readonly promotionDiscount: Money;
  /** Cash charged to the card. */
  readonly payAbleAmount: Money;
  readonly payablePoint: number;
  /** Cash plus the points' value, after the discount. */
  readonly totalCash: Money;
  readonly cardEntity?: CardBrand | undefined;
  readonly maskCard?: string | undefined;
  readonly payRef?: string | undefined;
  readonly promoCode?: string | undefined;
  /** The refund promo code the order spent and what it took off; the card paid `payAbleAmount`. */
  readonly refundCoupon?: { readonly code: string; readonly amount: Money } | undefined;
  readonly instalment?: OrderInstalmentView | undefined;
}
