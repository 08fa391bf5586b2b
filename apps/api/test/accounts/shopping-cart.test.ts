import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { routes } from '@rewards/api-client/contract';
import { buildTestApp } from '../helpers/test-app';
import { decoded } from '../helpers/inject';
import { bearer, signUpAndIn, someItemCodes } from './helpers';

let app: FastifyInstance;
let codes: string[];

beforeAll(async () => {
  app = await buildTestApp({ PASSWORD_HASH_COST: 'test' });
  codes = await someItemCodes(app);
});
afterAll(async () => {
  await app.close();
});

const getCart = async (token: string) => {
  const answer = await app.inject({
    method: 'GET',
    url: '/backend/api/shopping-cart',
    headers: bearer(token),
  });
  return { status: answer.statusCode, body: answer.json() as unknown };
};
const putCart = async (token: string, body: unknown) => {
  const answer = await app.inject({
    method: 'PUT',
    url: '/backend/api/shopping-cart',
    headers: bearer(token),
    payload: body as object,
  });
  return { status: answer.statusCode, body: answer.json() as unknown };
};
const line = (uuid: string, code: string, quantity: number) => ({
  uuid,
  code,
  quantity,
  hasAppleCare: 'N',
  checked: 'Y',
  persMesg1: '',
  persMesg2: '',
});

describe('shopping-cart', () => {
  it('stores a fuzzed cart and reads it back equal, priced from the catalogue', async () => {
    const token = await signUpAndIn(app, 'fuzz@example.com');
    const lineArb = fc.record({
      uuid: fc.uuid(),
      code: fc.constantFrom(...codes),
      quantity: fc.integer({ min: 1, max: 999 }),
      hasAppleCare: fc.constantFrom('Y', 'N'),
      checked: fc.constantFrom('Y', 'N'),
      persMesg1: fc.string({ maxLength: 20 }),
      persMesg2: fc.string({ maxLength: 20 }),
      unitPrice: fc.constant('0.01'),
    });
    let version = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(lineArb, { selector: (l) => l.uuid, maxLength: 8 }),
        async (lines) => {
          // A price sent by the client is dropped on decode and never stored.
          const written = await putCart(token, { version, lines });
          expect(written.status).toBe(200);
          const read = await getCart(token);
          const cart = decoded(routes.cart, read.body);
          version = cart.version;
          expect(
            cart.lines.map(
              ({ unitPrice: _p, name: _n, thaiName: _t, partNumber: _pn, ...rest }) => rest,
            ),
          ).toEqual(
            lines.map(({ unitPrice: _p, ...rest }) => ({
              ...rest,
              hasAppleCare: rest.hasAppleCare === 'Y',
              checked: rest.checked === 'Y',
            })),
          );
          expect(read.body).toEqual(written.body);
          for (const stored of cart.lines) expect(stored.unitPrice.toString()).not.toBe('0.01');
        },
      ),
      { numRuns: 40 },
    );
  });

  it('two tabs writing at once lose no line: one wins, the other gets 409 and retries', async () => {
    const token = await signUpAndIn(app, 'tabs@example.com');
    const [a, b] = codes as [string, string];
    const [first, second] = await Promise.all([
      putCart(token, { version: 0, lines: [line('00000000-0000-4000-8000-000000000001', a, 1)] }),
      putCart(token, { version: 0, lines: [line('00000000-0000-4000-8000-000000000002', b, 2)] }),
    ]);
    const statuses = [first.status, second.status].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = first.status === 409 ? first : second;
    expect(loser.body).toMatchObject({ errorKey: 'E409' });
    const lost =
      first.status === 409
        ? line('00000000-0000-4000-8000-000000000001', a, 1)
        : line('00000000-0000-4000-8000-000000000002', b, 2);
    const current = decoded(routes.cart, (await getCart(token)).body);
    const retried = await putCart(token, {
      version: current.version,
      lines: [...current.lines.map((l) => line(l.uuid, l.code, l.quantity)), lost],
    });
    expect(retried.status).toBe(200);
    const final = decoded(routes.cart, (await getCart(token)).body);
    expect(final.lines.map((l) => l.uuid).sort()).toEqual([
      '00000000-0000-4000-8000-000000000001',
      '00000000-0000-4000-8000-000000000002',
    ]);
  });

  it('refuses duplicate line ids, unknown items and a missing token', async () => {
    const token = await signUpAndIn(app, 'bad@example.com');
    const [a] = codes as [string];
    const dup = line('00000000-0000-4000-8000-000000000009', a, 1);
    expect((await putCart(token, { version: 0, lines: [dup, dup] })).status).toBe(400);
    expect(
      (await putCart(token, { version: 0, lines: [line('u1', 'NO-SUCH-ITEM', 1)] })).status,
    ).toBe(404);
    expect((await putCart(token, { version: 0, lines: [line('u1', a, 0)] })).status).toBe(400);
    expect((await putCart('', { version: 0, lines: [] })).status).toBe(401);
  });

  it('one customer never reads or writes another customer’s cart (every per-customer route)', async () => {
    const alice = await signUpAndIn(app, 'alice@example.com');
    const mallory = await signUpAndIn(app, 'mallory@example.com');
    const [a] = codes as [string];
    expect((await putCart(alice, { version: 0, lines: [line('alice-1', a, 3)] })).status).toBe(200);
    // Nothing in any per-customer route names the customer: the token alone decides (a
    // path may name one of the customer's things, a case or an order, never the customer).
    const perCustomer = Object.values(routes).filter((r) => r.auth === 'required');
    expect(perCustomer.length).toBeGreaterThanOrEqual(5);
    for (const r of perCustomer) {
      expect(r.path).not.toMatch(/:(customer|customerId|id|email|user|account)\b/i);
    }
    const malloryCart = decoded(routes.cart, (await getCart(mallory)).body);
    expect(malloryCart.lines).toEqual([]);
    expect((await putCart(mallory, { version: 0, lines: [line('m-1', a, 1)] })).status).toBe(200);
    const aliceCart = decoded(routes.cart, (await getCart(alice)).body);
    expect(aliceCart.lines.map((l) => l.uuid)).toEqual(['alice-1']);
    const me = await app.inject({
      method: 'GET',
      url: '/backend/api/customer?id=1',
      headers: bearer(mallory),
    });
    expect((me.json() as { email: string }).email).toBe('mallory@example.com');
  });
});
