import type { Lang, PaymentResultStatus } from '@rewards/api-client/contract';
import type { Queryable } from '../../db/database';

/** A session of the sandbox provider's page with its order. */
export interface PaymentSessionRow {
  session_id: string;
  order_id: string | number;
  po_number: string;
  lang: Lang;
  pay_able_amount: string;
  guest_uuid: string | null;
  nonce: string;
  /** The order awaits its payment and its time is not up. */
  open: boolean;
  result: PaymentResultStatus | null;
}

/** The sessions of the sandbox provider's page, each with its order, over `db`. */
export function createPaymentSessionRepository(db: Queryable) {
  return {
    /** Opens a session of the sandbox provider's page for an order. */
    async insertPaymentSession(sessionId: string, orderId: number, nonce: string): Promise<void> {
      await db.query(
        'INSERT INTO payment_session (session_id, order_id, nonce) VALUES ($1, $2, $3)',
        [sessionId, orderId, nonce],
      );
    },

    /** The session of the page, or `undefined` for an unknown one. */
    async paymentSession(sessionId: string): Promise<PaymentSessionRow | undefined> {
      const [row] = await db.query<PaymentSessionRow>(
        `SELECT s.session_id, s.order_id, o.po_number, o.lang, o.pay_able_amount, o.guest_uuid,
                s.nonce, s.result,
                (o.status = 'PENDING' AND o.expires_at > now()) AS open
         FROM payment_session s JOIN orders o ON o.order_id = s.order_id
         WHERE s.session_id = $1`,
        [sessionId],
      );
      return row;
    },

    /** How the session of an order's number and nonce ended, or `undefined` for none. */
    async paymentSessionResult(
      poNumber: string,
      nonce: string,
    ): Promise<
      | {
          result: PaymentResultStatus | null;
          pay_ref: string | null;
          mask_card: string | null;
        }
      | undefined
    > {
      const [row] = await db.query<{
        result: PaymentResultStatus | null;
        pay_ref: string | null;
        mask_card: string | null;
      }>(
        `SELECT s.result, s.pay_ref, s.mask_card FROM payment_session s
         JOIN orders o ON o.order_id = s.order_id
         WHERE o.po_number = $1 AND s.nonce = $2`,
        [poNumber, nonce],
      );
      return row;
    },

    /** Ends a session with its result, once. The result stored now, or `undefined` when it had ended. */
    async completePaymentSession(
      sessionId: string,
      result: PaymentResultStatus,
      payRef: string | null,
      maskCard: string | null,
    ): Promise<PaymentResultStatus | undefined> {
      const [row] = await db.query<{ result: PaymentResultStatus }>(
        `UPDATE payment_session
            SET result = $2, pay_ref = $3, mask_card = $4, completed_at = now()
          WHERE session_id = $1 AND completed_at IS NULL RETURNING result`,
        [sessionId, result, payRef, maskCard],
      );
      return row?.result;
    },
  };
}
