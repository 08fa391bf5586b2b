import type { Lang, PaymentResultStatus, PaymentReturnBody } from '@rewards/api-client/contract';
import type { Money } from '@rewards/domain';
import type { Queryable } from '../db/database';

/** A pending order to be paid on the provider's page, before it is written. */
export interface PaymentRequest {
  readonly poNumber: string;
  readonly lang: Lang;
  /** Cash to charge to the card. */
  readonly amount: Money;
}

/** A return the provider signed: which order, and how its payment ended. */
export interface VerifiedReturn {
  readonly poNumber: string;
  readonly result: PaymentResultStatus;
  /** The provider's reference of the payment. */
  readonly payRef: string | undefined;
  /** The card as the provider shows it (`XXXXXXXXXXXX1111`); the shop never sees the number. */
  readonly maskCard: string | undefined;
}

/**
 * The payment of an order about to be placed: the page's address, known before the
 * order is written (the order is inserted with it), and its opening once it is.
 */
export interface PreparedPayment {
  readonly paymentUrl: string;
  /** Opens the payment of the order just written, in the placement's transaction. */
  open(tx: Queryable, orderId: number): Promise<void>;
}

/**
 * The payment provider (the PaymentGateway port). The shop hands it a pending order
 * and sends the browser to the page it answers; the provider sends the browser back
 * to `/cart/payment-process` with `code`, `state` and `token`, which the storefront
 * posts to `kscpaygate/paymentProcess`.
 */
export interface PaymentGateway {
  /** Prepares the payment of a pending order about to be written; writes nothing. */
  prepare(request: PaymentRequest): Promise<PreparedPayment>;
  /** The order and result of a return, or `undefined` for a return the provider did not sign as it is. */
  verifyReturn(db: Queryable, body: PaymentReturnBody): Promise<VerifiedReturn | undefined>;
}
