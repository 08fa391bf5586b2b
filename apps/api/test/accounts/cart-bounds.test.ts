import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { MAX_CART_LINES } from '@rewards/domain';
import { ErrorBody, decodeWith, routes } from '@rewards/api-client/contract';
import { formatMessage } from '@rewards/messages';
import { buildTestApp } from '../helpers/test-app';
import { decoded } from '../helpers/inject';
import { bearer, signUpAndIn, someItemCodes } from './helpers';

let app: FastifyInstance;
let codes: string[];
let token: string;

beforeAll(async () => {
  app = await buildTestApp({ PASSWORD_HASH_COST: 'test' });
  codes = await someItemCodes(app);
  token = await signUpAndIn(app, 'bounds@example.com');
});
afterAll(async () => {
  await app.close();
});

const line = (index: number, overrides: Record<string, unknown> = {}) => ({
  uuid: `line-${index}`,
  code: codes[index % codes.length],
  quantity: 1,
  hasAppleCare: 'N',
  checked: 'Y',
  persMesg1: '',
  persMesg2: '',
  ...overrides,
});
const lines = (count: number) => Array.from({ length: count }, (_, index) => line(index));

const putRaw = (payload: string) =>
  app.inject({
    method: 'PUT',
    url: '/backend/api/shopping-cart',
    headers: { ...bearer(token), 'content-type': 'application/json' },
    payload,
  });
const put = (body: unknown) => putRaw(JSON.stringify(body));
const stored = async () =>
  decoded(
    routes.cart,
    (
      await app.inject({ method: 'GET', url: '/backend/api/shopping-cart', headers: bearer(token) })
    ).json(),
  );

describe(`a cart holds at most ${MAX_CART_LINES} lines`, () => {
  it(`stores ${MAX_CART_LINES} lines, refuses ${MAX_CART_LINES + 1} with 413 in the catalogue's shape, and keeps the stored cart`, async () => {
    const before = await stored();
    const full = await put({ version: before.version, lines: lines(MAX_CART_LINES) });
    expect(full.statusCode).toBe(200);
    const kept = await stored();
    expect(kept.lines).toHaveLength(MAX_CART_LINES);

    for (const count of [MAX_CART_LINES + 1, 5000]) {
      const refused = await put({ version: kept.version, lines: lines(count) });
      expect(refused.statusCode).toBe(413);
      const body = decodeWith(ErrorBody, refused.json());
      expect(body.ok && body.value).toMatchObject({
        errorKey: 'E413',
        status: 413,
        title: 'Your cart can hold at most 50 lines.',
        thaiTitle: formatMessage('cart.tooManyLines', 'th', { max: MAX_CART_LINES }),
      });
      expect(await stored()).toEqual(kept);
    }
  });

  it('item/validate refuses an item that would be a 51st line', async () => {
    const current = await stored();
    expect(current.lines).toHaveLength(MAX_CART_LINES);
    const unused = (
      await app.db.query<{ code: string }>(
        'SELECT code FROM item WHERE NOT (code = ANY($1)) ORDER BY code LIMIT 1',
        [codes],
      )
    )[0]?.code;
    const answer = await app.inject({
      method: 'GET',
      url: `/backend/api/item/validate?code=${encodeURIComponent(unused ?? '')}&quantity=1`,
      headers: bearer(token),
    });
    expect(answer.statusCode).toBe(200);
    const check = decoded(routes.validateItem, answer.json());
    expect(check.valid).toBe(false);
    expect(check.errors.map((error) => error.code)).toEqual(['cart.tooManyLines']);
  });
});

describe('text the database cannot store is a 400, never a 500', () => {
  it('a NUL, a lone surrogate or a control character in a line code or engraving line', async () => {
    const { version } = await stored();
    const bodies = [
      JSON.stringify({ version, lines: [line(0, { code: 'IP\u000017' })] }),
      JSON.stringify({ version, lines: [line(0, { persMesg1: 'Hi\u0000' })] }),
      JSON.stringify({ version, lines: [line(0, { persMesg2: 'a\u0007' })] }),
      `{"version":${version},"lines":[{"uuid":"a","code":"\\ud800","quantity":1,"hasAppleCare":"N","checked":"Y"}]}`,
      `{"version":${version},"lines":[{"uuid":"a","code":"${codes[0] ?? ''}","quantity":1,"hasAppleCare":"N","checked":"Y","persMesg1":"x\\udc00"}]}`,
    ];
    for (const payload of bodies) {
      const answer = await putRaw(payload);
      expect(answer.statusCode).toBe(400);
      expect(decodeWith(ErrorBody, answer.json()).ok).toBe(true);
    }
  });

  it("item/validate's code with a NUL or a control character", async () => {
    // A URL is UTF-8: an encoded surrogate (%ED%A0%80) reaches the route as U+FFFD, an unknown code.
    const surrogate = await app.inject({
      method: 'GET',
      url: '/backend/api/item/validate?code=%ED%A0%80&quantity=1',
      headers: bearer(token),
    });
    expect(surrogate.statusCode).toBe(404);
    for (const code of ['%00', 'IP%00X', encodeURIComponent('a\u0001')]) {
      const answer = await app.inject({
        method: 'GET',
        url: `/backend/api/item/validate?code=${code}&quantity=1`,
        headers: bearer(token),
      });
      expect(answer.statusCode).toBe(400);
      expect(decodeWith(ErrorBody, answer.json()).ok).toBe(true);
    }
  });
});
