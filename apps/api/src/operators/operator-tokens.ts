import { errors, jwtVerify, SignJWT } from 'jose';
import { TOKEN_ISSUER } from '../accounts/tokens';

/** The only algorithm accepted, as for customers' tokens. */
const ALGORITHM = 'HS256';

/**
 * Whom an operator's token is for (`aud`). Customers' tokens name
 * `rewards-store/customer`, so neither kind opens the other's routes.
 */
export const OPERATOR_TOKEN_AUDIENCE = 'rewards-store/operator';

const REQUIRED_CLAIMS = ['iss', 'aud', 'sub', 'iat', 'exp'];

/** Signs a token for the operator that expires after `lifetimeSeconds`. */
export function signOperatorToken(
  secret: Uint8Array,
  operatorId: number,
  lifetimeSeconds: number,
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: ALGORITHM })
    .setIssuer(TOKEN_ISSUER)
    .setAudience(OPERATOR_TOKEN_AUDIENCE)
    .setSubject(String(operatorId))
    .setIssuedAt(now)
    .setExpirationTime(now + Math.max(1, Math.ceil(lifetimeSeconds)))
    .sign(secret);
}

/**
 * The operator id of a valid operator token, or `undefined` for a forged,
 * expired or malformed one, or one of another issuer or audience (a customer's).
 */
export async function verifyOperatorToken(
  secret: Uint8Array,
  token: string,
): Promise<number | undefined> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: [ALGORITHM],
      issuer: TOKEN_ISSUER,
      audience: OPERATOR_TOKEN_AUDIENCE,
      requiredClaims: REQUIRED_CLAIMS,
    });
    const operatorId = Number(payload.sub);
    return Number.isSafeInteger(operatorId) && operatorId > 0 ? operatorId : undefined;
  } catch (error) {
    if (error instanceof errors.JOSEError) return undefined;
    throw error;
  }
}
