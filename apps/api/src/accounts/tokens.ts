import { randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Queryable } from '../db/database';
import { createServerSecretRepository } from './server-secret-repository';

/** The only algorithm accepted: a token signed otherwise (or `none`) is refused. */
const ALGORITHM = 'HS256';

/** Who issues the shop's tokens (`iss`). */
export const TOKEN_ISSUER = 'rewards-store';
/** Whom a customer's token is for (`aud`): a token meant for anything else is refused. */
export const TOKEN_AUDIENCE = 'rewards-store/customer';
/** The claims a token must carry to be accepted at all. */
const REQUIRED_CLAIMS = ['iss', 'aud', 'sub', 'iat', 'exp'];

/** What a valid token says: whose it is and which token version it was issued under. */
export interface TokenClaims {
  readonly customerId: number;
  readonly tokenVersion: number;
}

/**
 * The signing secret: `JWT_SECRET` when set, else one generated on first start
 * and kept in the database, so that every instance sharing it accepts the same tokens.
 */
export async function loadTokenSecret(
  db: Queryable,
  configured: string | undefined,
): Promise<Uint8Array> {
  if (configured !== undefined) return new TextEncoder().encode(configured);
  const candidate = randomBytes(32).toString('base64url');
  return new TextEncoder().encode(
    await createServerSecretRepository(db).keepFirst('jwt', candidate),
  );
}

/** Signs a token for the customer that expires after `lifetimeMs`. */
export function signToken(
  secret: Uint8Array,
  claims: TokenClaims,
  lifetimeMs: number,
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ ver: claims.tokenVersion })
    .setProtectedHeader({ alg: ALGORITHM })
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setSubject(String(claims.customerId))
    .setIssuedAt(now)
    .setExpirationTime(now + Math.max(1, Math.ceil(lifetimeMs / 1000)))
    .sign(secret);
}

/**
 * The claims of a valid token, or `undefined` for a forged, expired or
 * malformed one, one of another issuer or audience, or one without an
 * expiry, subject or issue time (even when signed with the shop's key).
 */
export async function verifyToken(
  secret: Uint8Array,
  token: string,
): Promise<TokenClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: [ALGORITHM],
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      requiredClaims: REQUIRED_CLAIMS,
    });
    const customerId = Number(payload.sub);
    const tokenVersion = payload['ver'];
    if (!Number.isSafeInteger(customerId) || typeof tokenVersion !== 'number') return undefined;
    return { customerId, tokenVersion };
  } catch (error) {
    if (error instanceof errors.JOSEError) return undefined;
    throw error;
  }
}
