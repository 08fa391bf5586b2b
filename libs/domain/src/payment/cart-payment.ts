import type { PaymentType } from '../config/business-constants';
import type { Money } from '../money/money';

/**
 * How a cart is paid (spec section 3, "Cart payment"): the payment type, the cash
 * charged to the card, the points redeemed and, for an instalment plan, its term.
 * What the client derives and proposes, and what the server accepts after checking.
 */
export interface CartPayment {
  readonly paymentType: PaymentType;
  /** Cash charged to the card, whole satang. */
  readonly cash: Money;
  /** Whole points redeemed. */
  readonly point: number;
  /** Months of the instalment plan, for `CASH_INSTALLMENT` only. */
  readonly termOfFlexi: number | undefined;
}
