import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { decodeJwt, SignJWT } from 'jose';
import { routes, type RouteName } from '@rewards/api-client/contract';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../../src/accounts/tokens';
import { bearer, signUpAndIn } from '../accounts/helpers';
import { buildTestApp } from '../helpers/test-app';

const SECRET = 'a-route-auth-secret-of-32-bytes!!';

/**
 * The optional routes where a refused token counts as no customer rather than a
 * 401: the payment provider's return settles a payment already made, whoever
 * brings it back. Any other route here must be argued for.
 */
const REFUSED_TOKEN_IS_ANONYMOUS: readonly RouteName[] = ['paymentReturn'];

const EMAIL = 'route-auth@example.com';

let app: FastifyInstance;
let valid: string;
let tampered: string;
let expired: string;

/** The same token with one character of its signature changed. */
function tamper(token: string): string {
  const [header, payload, signature = ''] = token.split('.');
  const at = Math.floor(signature.length / 2);
  const swapped = signature[at] === 'A' ? 'B' : 'A';
  return [header, payload, signature.slice(0, at) + swapped + signature.slice(at + 1)].join('.');
}

beforeAll(async () => {
  app = await buildTestApp({
    PASSWORD_HASH_COST: 'test',
    JWT_SECRET: SECRET,
    SENSITIVE_RATE_LIMIT_PER_MINUTE: '100000',
  });
  valid = await signUpAndIn(app, EMAIL);
  tampered = tamper(valid);
  const claims = decodeJwt(valid);
  const past = Math.floor(Date.now() / 1000) - 3600;
  expired = await new SignJWT({ ver: claims['ver'] })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setSubject(String(claims.sub))
    .setIssuedAt(past - 600)
    .setExpirationTime(past)
    .sign(new TextEncoder().encode(SECRET));
});
afterAll(async () => {
  await app.close();
});

/** A current token of the walk's customer (signing out everywhere retires the earlier ones). */
async function signIn(): Promise<string> {
  const answer = await app.inject({
    method: 'POST',
    url: '/backend/api/authenticate',
    payload: { username: EMAIL, password: 'Secret123' },
  });
  return (answer.json() as { id_token: string }).id_token;
}

const named = Object.entries(routes) as [RouteName, (typeof routes)[RouteName]][];
const withAuth = (auth: string) => named.filter(([, route]) => route.auth === auth);

/** Calls the route with nothing but the given headers: path parameters are placeholders, no body. */
function call(name: RouteName, headers: Record<string, string> = {}) {
  const route = routes[name];
  const path = route.path.replace(/:[A-Za-z_]+/g, 'X1');
  return app.inject({ method: route.method, url: `/backend/api${path}?lang=en`, headers });
}

describe('registerRoute enforces the contract auth of every route', () => {
  it('the contract has required and optional routes to walk', () => {
    expect(withAuth('required').length).toBeGreaterThanOrEqual(9);
    expect(withAuth('optional').length).toBeGreaterThanOrEqual(5);
  });

  it('the token the walk tampers with and the expired one differ from a valid token only there', async () => {
    expect(tampered).not.toBe(valid);
    expect((await call('customer', bearer(valid))).statusCode).toBe(200);
    expect((await call('customer', bearer(tampered))).statusCode).toBe(401);
    expect(decodeJwt(expired).sub).toBe(decodeJwt(valid).sub);
  });

  it.each(withAuth('required'))(
    'required %s: 401 E401 without a token, with a tampered one and with an expired one',
    async (name) => {
      for (const headers of [
        {},
        bearer(tampered),
        bearer(expired),
        { authorization: 'Basic dXNlcjpwYXNz' },
      ]) {
        const answer = await call(name, headers);
        expect(answer.statusCode, `${name} ${JSON.stringify(headers)}`).toBe(401);
        expect(answer.json()).toMatchObject({ errorKey: 'E401' });
      }
      // A current token gets past the check (whatever the empty request then answers).
      expect((await call(name, bearer(await signIn()))).statusCode).not.toBe(401);
    },
  );

  it.each(withAuth('optional').filter(([name]) => !REFUSED_TOKEN_IS_ANONYMOUS.includes(name)))(
    'optional %s: 401 E401 with a tampered or expired token, never a fall-back',
    async (name) => {
      for (const token of [tampered, expired]) {
        const answer = await call(name, bearer(token));
        expect(answer.statusCode, name).toBe(401);
        expect(answer.json()).toMatchObject({ errorKey: 'E401' });
      }
    },
  );

  it('the payment return goes through with a refused token, as no customer', async () => {
    for (const name of REFUSED_TOKEN_IS_ANONYMOUS) {
      expect(routes[name].auth).toBe('optional');
      const answer = await call(name, bearer(tampered));
      // The empty body is refused by its codec: the token did not stop the call.
      expect(answer.statusCode).toBe(400);
    }
  });
});
