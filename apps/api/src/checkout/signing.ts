import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServerSecretRepository } from '../accounts/server-secret-repository';
import type { Queryable } from '../db/database';

/** What a signature is for: a signature made for one purpose never verifies for another. */
export type SignaturePurpose = 'quote' | 'payment-return';

/**
 * The checkout's key: `CHECKOUT_SECRET` when set, else one generated on first start
 * and kept in `server_secret` (as the token secret is), so every instance sharing the
 * database signs and verifies alike.
 */
export async function loadCheckoutSecret(
  db: Queryable,
  configured: string | undefined,
): Promise<Buffer> {
  if (configured !== undefined) return Buffer.from(configured, 'utf8');
  const candidate = randomBytes(32).toString('base64url');
  const kept = await createServerSecretRepository(db).keepFirst('checkout', candidate);
  return Buffer.from(kept, 'utf8');
}

/** HMAC-SHA256 signatures of short texts, as base64url. Node's crypto: nothing to write by hand. */
export interface Signer {
  sign(purpose: SignaturePurpose, text: string): string;
  /** Whether `signature` is the signature of `text` for `purpose`, compared in constant time. */
  verify(purpose: SignaturePurpose, text: string, signature: string): boolean;
}

/** A signer with `secret`. */
export function createSigner(secret: Buffer): Signer {
  const mac = (purpose: SignaturePurpose, text: string) =>
    createHmac('sha256', secret).update(`${purpose}\n${text}`, 'utf8').digest();
  return {
    sign: (purpose, text) => mac(purpose, text).toString('base64url'),
    verify(purpose, text, signature) {
      const expected = mac(purpose, text);
      const given = /^[A-Za-z0-9_-]{43}$/.test(signature)
        ? Buffer.from(signature, 'base64url')
        : Buffer.alloc(0);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
