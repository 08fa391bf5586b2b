import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { routes } from '@rewards/api-client/contract';
import { buildTestApp } from '../helpers/test-app';
import { decoded } from '../helpers/inject';
import { bearer, signUpAndIn } from './helpers';

let app: FastifyInstance;
let limited: { code: string; max_quantity: number };

beforeAll(async () => {
  app = await buildTestApp({ PASSWORD_HASH_COST: 'test' });
  const [row] = await app.db.query<{ code: string; max_quantity: number }>(
    `SELECT code, max_quantity FROM item
      WHERE limit_quantity AND max_quantity BETWEEN 1 AND 50
        AND (end_date IS NULL OR end_date > now() + interval '1 day')
      ORDER BY code LIMIT 1`,
  );
  if (row === undefined) throw new Error('The seed has no item with a max quantity');
  limited = row;
});
afterAll(async () => {
  await app.close();
});

const line = (uuid: string, code: string, quantity: number, persMesg1 = '') => ({
  uuid,
  code,
  quantity,
  hasAppleCare: 'N',
  checked: 'Y',
  persMesg1,
  persMesg2: '',
});

describe('checkShoppingCart and item/validate', () => {
  it('sums units of one code across lines against its max quantity, in the asked language', async () => {
    const token = await signUpAndIn(app, 'limits@example.com');
    const half = Math.ceil((limited.max_quantity + 1) / 2);
    const put = await app.inject({
      method: 'PUT',
      url: '/backend/api/shopping-cart',
      headers: bearer(token),
      payload: {
        version: 0,
        lines: [line('l-1', limited.code, half), line('l-2', limited.code, half, 'engraved')],
      },
    });
    expect(put.statusCode).toBe(200);
    const check = await app.inject({
      method: 'POST',
      url: '/backend/api/shopping-cart/checkShoppingCart?lang=th',
      headers: bearer(token),
    });
    expect(check.statusCode).toBe(200);
    const result = decoded(routes.checkShoppingCart, check.json());
    expect(result.valid).toBe(false);
    const error = result.errors.find((e) => e.code === 'cart.maxQuantityPerOrder');
    expect(error).toMatchObject({ itemCode: limited.code, n: limited.max_quantity });
    expect(error?.message).toMatch(/[\u0E00-\u0E7F]/);
  });

  it('validates adding to the stored cart: within the limit, then over it', async () => {
    const token = await signUpAndIn(app, 'validate@example.com');
    const ask = (quantity: number) =>
      app.inject({
        method: 'GET',
        url: `/backend/api/item/validate?code=${limited.code}&quantity=${quantity}`,
        headers: bearer(token),
      });
    const within = await ask(limited.max_quantity);
    expect(decoded(routes.validateItem, within.json()).valid).toBe(true);
    const over = decoded(routes.validateItem, (await ask(limited.max_quantity + 1)).json());
    expect(over.valid).toBe(false);
    expect(over.errors.map((e) => e.code)).toContain('cart.maxQuantityPerTransaction');
    expect((await ask(0)).json()).toMatchObject({ valid: false });
    const anonymous = await app.inject({
      method: 'GET',
      url: `/backend/api/item/validate?code=${limited.code}&quantity=1`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
