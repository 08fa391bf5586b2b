import { randomBytes } from 'node:crypto';
import type { Lang, PaymentResultStatus } from '@rewards/api-client/contract';
import type { Queryable } from '../db/database';
import type { PaymentGateway, VerifiedReturn } from './payment-gateway';
import {
  createPaymentSessionRepository,
  type PaymentSessionRow,
} from './repositories/payment-session-repository';
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

/** What the page answers when it is opened. */
export type SandboxPageView =
  | { readonly kind: 'missing' }
  | { readonly kind: 'redirect'; readonly location: string }
  | { readonly kind: 'page'; readonly session: SandboxSession }
  | { readonly kind: 'closed'; readonly lang: Lang };

/** What the page answers a submission. */
export type SandboxSubmission =
  | { readonly kind: 'missing' }
  | { readonly kind: 'redirect'; readonly location: string }
  | { readonly kind: 'closed'; readonly lang: Lang }
  | { readonly kind: 'unknownCard'; readonly session: SandboxSession };

function state(poNumber: string, nonce: string): string {
  return `${poNumber}.${nonce}`;
}

function signedText(code: string, returnState: string): string {
  return `${code}\n${returnState}`;
}

function sessionOf(row: PaymentSessionRow): SandboxSession {
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
 * to another order or given another result. Its sessions are kept with the
 * orders (`payment_session`), in `db`.
 */
export function createSandboxGateway(signer: Signer, db: Queryable) {
  const gateway: PaymentGateway = {
    // The session's id and nonce are made here, so the page's address goes into the
    // order's insert; the session's row follows it, in the same transaction.
    async prepare() {
      const sessionId = randomBytes(24).toString('base64url');
      const nonce = randomBytes(16).toString('base64url');
      return {
        paymentUrl: `${SANDBOX_PATH}/${sessionId}`,
        async open(tx, orderId) {
          await createPaymentSessionRepository(tx).insertPaymentSession(sessionId, orderId, nonce);
        },
      };
    },

    async verifyReturn(db, body): Promise<VerifiedReturn | undefined> {
      const match = /^([A-Z]{6,9}[0-9]{8})\.([A-Za-z0-9_-]{22})$/.exec(body.state);
      if (match === null) return undefined;
      if (!signer.verify('payment-return', signedText(body.code, body.state), body.token)) {
        return undefined;
      }
      const row = await createPaymentSessionRepository(db).paymentSessionResult(
        match[1] as string,
        match[2] as string,
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

  /** The session of the page, or `undefined` for an unknown one. */
  async function session(sessionId: string): Promise<SandboxSession | undefined> {
    if (!/^[A-Za-z0-9_-]{32}$/.test(sessionId)) return undefined;
    const row = await createPaymentSessionRepository(db).paymentSession(sessionId);
    return row === undefined ? undefined : sessionOf(row);
  }

  /**
   * Ends a session with the shopper's action, once: a second submission (a double
   * click, the back button) gets the first one's redirect. `undefined` while the
   * card number is no test card (the page asks again) or the order is no longer open.
   */
  async function complete(
    opened: SandboxSession,
    action: SandboxAction,
  ): Promise<SandboxRedirect | undefined> {
    let result: PaymentResultStatus | null = opened.result;
    if (result === null) {
      if (!opened.open) return undefined;
      const outcome = action.action === 'cancel' ? 'cancel' : sandboxCardResult(action.cardNumber);
      if (outcome === undefined) return undefined;
      const digits = action.action === 'pay' ? action.cardNumber.replace(/[\s-]/g, '') : '';
      const stored = await createPaymentSessionRepository(db).completePaymentSession(
        opened.sessionId,
        outcome,
        outcome === 'cancel' ? null : `SBX${randomBytes(6).toString('hex').toUpperCase()}`,
        digits === '' ? null : `${'X'.repeat(digits.length - 4)}${digits.slice(-4)}`,
      );
      result = stored ?? (await session(opened.sessionId))?.result ?? null;
      if (result === null) return undefined;
    }
    const returnState = state(opened.poNumber, opened.nonce);
    const query = new URLSearchParams({
      code: result,
      lang: opened.lang,
      ...(opened.guestUuid === null ? {} : { guest_uuid: opened.guestUuid }),
      state: returnState,
      token: signer.sign('payment-return', signedText(result, returnState)),
    });
    return { location: `/cart/payment-process?${query.toString()}` };
  }

  return {
    gateway,

    /**
     * `GET /sandbox-pay/:session`: the page of an open session; a session that
     * already has its result sends the browser back with it again.
     */
    async open(sessionId: string): Promise<SandboxPageView> {
      const opened = await session(sessionId);
      if (opened === undefined) return { kind: 'missing' };
      if (opened.result !== null) {
        const redirect = await complete(opened, { action: 'cancel' });
        if (redirect !== undefined) return { kind: 'redirect', location: redirect.location };
      }
      return opened.open
        ? { kind: 'page', session: opened }
        : { kind: 'closed', lang: opened.lang };
    },

    /** `POST /sandbox-pay/:session`: the shopper paid or cancelled on the page. */
    async submit(sessionId: string, action: SandboxAction): Promise<SandboxSubmission> {
      const opened = await session(sessionId);
      if (opened === undefined) return { kind: 'missing' };
      const redirect = await complete(opened, action);
      if (redirect !== undefined) return { kind: 'redirect', location: redirect.location };
      if (!opened.open) return { kind: 'closed', lang: opened.lang };
      return { kind: 'unknownCard', session: opened };
    },
  };
}

export type SandboxGateway = ReturnType<typeof createSandboxGateway>;
