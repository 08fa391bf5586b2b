import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { SignJWT, decodeJwt, type JWTPayload } from 'jose';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../../src/accounts/tokens';
import { buildTestApp } from '../helpers/test-app';
import { bearer, signUpAndIn } from './helpers';

const SECRET = 'a-test-secret-of-thirty-two-bytes!!';
const key = new TextEncoder().encode(SECRET);

let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  app = await buildTestApp({ PASSWORD_HASH_COST: 'test', JWT_SECRET: SECRET });
  token = await signUpAndIn(app, 'claims@example.com');
});
afterAll(async () => {
  await app.close();
});

const me = (idToken: string) =>
  app.inject({ method: 'GET', url: '/backend/api/customer', headers: bearer(idToken) });

/** A token signed with the shop's own key, with the given claims (each `undefined` one left out). */
function forge(claims: Record<string, unknown>): Promise<string> {
  const payload = Object.fromEntries(
    Object.entries(claims).filter(([, value]) => value !== undefined),
  ) as JWTPayload;
  return new SignJWT(payload).setProtectedHeader({ alg: 'HS256' }).sign(key);
}

describe('tokens name their issuer and audience and always expire', () => {
  it('a signed-in token carries iss, aud, sub, iat and exp, and works', async () => {
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({ iss: TOKEN_ISSUER, aud: TOKEN_AUDIENCE });
    expect(typeof claims.sub).toBe('string');
    expect(typeof claims.iat).toBe('number');
    expect(claims.exp).toBeGreaterThan(claims.iat ?? Infinity);
    expect(TOKEN_ISSUER).toBe('rewards-store');
    expect(TOKEN_AUDIENCE).toBe('rewards-store/customer');
    expect((await me(token)).statusCode).toBe(200);
    const refreshed = await app.inject({
      method: 'POST',
      url: '/backend/api/token/refresh',
      headers: bearer(token),
    });
    expect(refreshed.statusCode).toBe(200);
    const fresh = (refreshed.json() as { id_token: string }).id_token;
    expect((await me(fresh)).statusCode).toBe(200);
  });

  it('a token made with the right key but without exp, or for another issuer or audience, is a 401', async () => {
    const real = decodeJwt(token);
    const now = Math.floor(Date.now() / 1000);
    const good = {
      sub: real.sub,
      ver: real['ver'],
      iss: TOKEN_ISSUER,
      aud: TOKEN_AUDIENCE,
      iat: now,
      exp: now + 600,
    };
    // The same claims as a real token are accepted: only the claim under test differs below.
    expect((await me(await forge(good))).statusCode).toBe(200);
    for (const claims of [
      { ...good, exp: undefined },
      { ...good, iss: undefined },
      { ...good, iss: 'someone-else' },
      { ...good, aud: undefined },
      { ...good, aud: 'rewards-store/operator' },
      { ...good, iat: undefined },
      { ...good, sub: undefined },
    ]) {
      const answer = await me(await forge(claims));
      expect(answer.statusCode, JSON.stringify(claims)).toBe(401);
      expect(answer.json()).toMatchObject({ errorKey: 'E401' });
    }
  });
});
