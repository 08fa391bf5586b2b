import { randomBytes } from 'node:crypto';
import type { Lang, PaymentResultStatus } from '@rewards/api-client/contract';
import type { Queryable } from '../db/database';
import type { PaymentGateway, VerifiedReturn } from './payment-gateway';
import type { Signer } from './signing';

/** The sandbox's test cards, printed on its page: one is approved, one is declined. */
export const SANDBOX_CARDS = {
  approved: '4111 1111 1111 1111',
  declined: '4000 0000 0000 0002',
} as const;

/** Where the hosted page lives: this server, outside the storefront and the API. */
export const SANDBOX_PATH = '/sandbox-pay';

/** A session of the sandbox's page with its order. */
export interface SandboxSession {
  readonly sessionId: string;
  readonly orderId: number;
  readonly poNumber: string;
  readonly lang: Lang;
  readonly amount: string;
  readonly guestUuid: string | null;
  readonly nonce: string;
  /** The order awaits its payment and its time is not up. */
  readonly open: boolean;
  readonly result: PaymentResultStatus | null;
}

/** What the shopper did on the page. */
export type SandboxAction =
  { readonly action: 'cancel' } | { readonly action: 'pay'; readonly cardNumber: string };

/** Where the browser goes after the page: the storefront's payment-process step. */
export interface SandboxRedirect {
  readonly location: string;
}

function state(poNumber: string, nonce: string): string {
  return `${poNumber}.${nonce}`;
}

function signedText(code: string, returnState: string): string {
  return `${code}\n${returnState}`;
}

interface SessionRow {
  session_id: string;
  order_id: string | number;
  po_number: string;
  lang: Lang;
  pay_able_amount: string;
  guest_uuid: string | null;
  nonce: string;
  open: boolean;
  result: PaymentResultStatus | null;
}

function sessionOf(row: SessionRow): SandboxSession {
  return {
    sessionId: row.session_id,
    orderId: Number(row.order_id),
    poNumber: row.po_number,
    lang: row.lang,
    amount: row.pay_able_amount,
    guestUuid: row.guest_uuid,
    nonce: row.nonce,
    open: row.open,
    result: row.result,
  };
}

/** The result of a card number typed on the page, or `undefined` for a number that is no test card. */
export function sandboxCardResult(cardNumber: string): 'success' | 'failed' | undefined {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (digits === SANDBOX_CARDS.approved.replaceAll(' ', '')) return 'success';
  if (digits === SANDBOX_CARDS.declined.replaceAll(' ', '')) return 'failed';
  return undefined;
}

/**
 * The default payment provider: a hosted page served by this server
 * (`/sandbox-pay/:session`). It charges nothing; the card number is typed there
 * only, and only its last 4 digits are kept, masked. The return carries
 * `state` = the order number and the session's nonce, and `token` = the HMAC of
 * result and state with the checkout's key, so a return cannot be forged, moved
 * to another order or given another result.
 */
export function createSandboxGateway(signer: Signer) {
  const gateway: PaymentGateway = {
    async start(tx, request) {
      const sessionId = randomBytes(24).toString('base64url');
      await tx.query(
        'INSERT INTO payment_session (session_id, order_id, nonce) VALUES ($1, $2, $3)',
        [sessionId, request.orderId, randomBytes(16).toString('base64url')],
      );
      return `${SANDBOX_PATH}/${sessionId}`;
    },

    async verifyReturn(db, body): Promise<VerifiedReturn | undefined> {
      const match = /^([A-Z]{6,9}[0-9]{8})\.([A-Za-z0-9_-]{22})$/.exec(body.state);
      if (match === null) return undefined;
      if (!signer.verify('payment-return', signedText(body.code, body.state), body.token)) {
        return undefined;
      }
      const [row] = await db.query<{
        result: PaymentResultStatus | null;
        pay_ref: string | null;
        mask_card: string | null;
      }>(
        `SELECT s.result, s.pay_ref, s.mask_card FROM payment_session s
         JOIN orders o ON o.order_id = s.order_id
         WHERE o.po_number = $1 AND s.nonce = $2`,
        [match[1], match[2]],
      );
      if (row === undefined || row.result !== body.code) return undefined;
      return {
        poNumber: match[1] as string,
        result: row.result,
        payRef: row.pay_ref ?? undefined,
        maskCard: row.mask_card ?? undefined,
      };
    },
  };

  return {
    gateway,

    /** The session of the page, or `undefined` for an unknown one. */
    async session(db: Queryable, sessionId: string): Promise<SandboxSession | undefined> {
      if (!/^[A-Za-z0-9_-]{32}$/.test(sessionId)) return undefined;
      const [row] = await db.query<SessionRow>(
        `SELECT s.session_id, s.order_id, o.po_number, o.lang, o.pay_able_amount, o.guest_uuid,
                s.nonce, s.result,
                (o.status = 'PENDING' AND o.expires_at > now()) AS open
         FROM payment_session s JOIN orders o ON o.order_id = s.order_id
         WHERE s.session_id = $1`,
        [sessionId],
      );
      return row === undefined ? undefined : sessionOf(row);
    },

    /**
     * Ends a session with the shopper's action, once: a second submission (a double
     * click, the back button) gets the first one's redirect. `undefined` while the
     * card number is no test card (the page asks again) or the order is no longer open.
     */
    async complete(
      db: Queryable,
      session: SandboxSession,
      action: SandboxAction,
    ): Promise<SandboxRedirect | undefined> {
      let result: PaymentResultStatus | null = session.result;
      if (result === null) {
        if (!session.open) return undefined;
        const outcome =
          action.action === 'cancel' ? 'cancel' : sandboxCardResult(action.cardNumber);
        if (outcome === undefined) return undefined;
        const digits = action.action === 'pay' ? action.cardNumber.replace(/[\s-]/g, '') : '';
        const [row] = await db.query<{ result: PaymentResultStatus }>(
          `UPDATE payment_session
              SET result = $2, pay_ref = $3, mask_card = $4, completed_at = now()
            WHERE session_id = $1 AND completed_at IS NULL RETURNING result`,
          [
            session.sessionId,
            outcome,
            outcome === 'cancel' ? null : `SBX${randomBytes(6).toString('hex').toUpperCase()}`,
            digits === '' ? null : `${'X'.repeat(digits.length - 4)}${digits.slice(-4)}`,
          ],
        );
        result = row?.result ?? (await this.session(db, session.sessionId))?.result ?? null;
        if (result === null) return undefined;
      }
      const returnState = state(session.poNumber, session.nonce);
      const query = new URLSearchParams({
        code: result,
        lang: session.lang,
        ...(session.guestUuid === null ? {} : { guest_uuid: session.guestUuid }),
        state: returnState,
        token: signer.sign('payment-return', signedText(result, returnState)),
      });
      return { location: `/cart/payment-process?${query.toString()}` };
    },
  };
}

export type SandboxGateway = ReturnType<typeof createSandboxGateway>;
