import { createHmac, timingSafeEqual } from 'node:crypto';
import { DOCUMENT_KINDS, type DocumentKind } from './document-body';

/** How long a document token opens its document. */
export const DOCUMENT_TOKEN_SECONDS = 300;

/** What a document token names: one document of one order, for its owner, until it expires. */
export interface DocumentTokenClaims {
  readonly kind: DocumentKind;
  readonly poNumber: string;
  /** The order's owner ('customer:<id>' or 'guest:<uuid>'). */
  readonly owner: string;
  readonly expiresAt: Date;
}

const PURPOSE = 'document-token';

function mac(secret: Buffer, payload: string): Buffer {
  return createHmac('sha256', secret).update(`${PURPOSE}\n${payload}`, 'utf8').digest();
}

/**
 * A short-lived token that opens one document, for a link (`?token=`): its
 * claims as base64url JSON, a dot, and their HMAC-SHA256 with the documents'
 * key. It is not the session token, which never goes in a URL: a leaked
 * document link opens that one document for a few minutes and nothing else.
 */
export function signDocumentToken(secret: Buffer, claims: DocumentTokenClaims): string {
  const payload = Buffer.from(
    JSON.stringify({
      k: claims.kind,
      o: claims.poNumber,
      w: claims.owner,
      e: Math.floor(claims.expiresAt.getTime() / 1000),
    }),
    'utf8',
  ).toString('base64url');
  return `${payload}.${mac(secret, payload).toString('base64url')}`;
}

/**
 * The claims of `token` when it is signed with `secret`, names `kind` and
 * `poNumber`, and has not expired at `now`; `undefined` for anything else.
 */
export function verifyDocumentToken(
  secret: Buffer,
  token: string,
  expected: { readonly kind: DocumentKind; readonly poNumber: string },
  now: Date,
): DocumentTokenClaims | undefined {
  const match = /^([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (match === null) return undefined;
  const [, payload = '', signature = ''] = match;
  const given = Buffer.from(signature, 'base64url');
  const wanted = mac(secret, payload);
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return undefined;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (typeof claims !== 'object' || claims === null) return undefined;
  const { k, o, w, e } = claims as Record<string, unknown>;
  if (
    typeof k !== 'string' ||
    !(DOCUMENT_KINDS as readonly string[]).includes(k) ||
    typeof o !== 'string' ||
    typeof w !== 'string' ||
    typeof e !== 'number' ||
    !Number.isInteger(e)
  ) {
    return undefined;
  }
  if (k !== expected.kind || o !== expected.poNumber) return undefined;
  if (e * 1000 <= now.getTime()) return undefined;
  return { kind: k as DocumentKind, poNumber: o, owner: w, expiresAt: new Date(e * 1000) };
}
