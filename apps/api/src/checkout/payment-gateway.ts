import type { Lang, PaymentResultStatus, PaymentReturnBody } from '@rewards/api-client/contract';
import type { Money } from '@rewards/domain';
import type { Queryable } from '../db/database';

/** A pending order to be paid on the provider's page. */
export interface PaymentRequest {
  readonly orderId: number;
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
 * The payment provider (the PaymentGateway port). The shop hands it a pending order
 * and sends the browser to the page it answers; the provider sends the browser back
 * to `/cart/payment-process` with `code`, `state` and `token`, which the storefront
 * posts to `kscpaygate/paymentProcess`.
 */
export interface PaymentGateway {
  /** Opens the payment of a pending order, in the placement's transaction; answers the page's address. */
  start(tx: Queryable, request: PaymentRequest): Promise<string>;
  /** The order and result of a return, or `undefined` for a return the provider did not sign as it is. */
  verifyReturn(db: Queryable, body: PaymentReturnBody): Promise<VerifiedReturn | undefined>;
}
