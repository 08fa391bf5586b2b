import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Money } from '@rewards/domain';
import type { Database, Queryable } from '../../src/db/database';
import {
  API,
  bearer,
  buildCheckoutApp,
  guestId,
  itemsOnSale,
  key,
  payOnSandbox,
  paymentBody,
  post,
  returnBody,
  signIn,
  type TestLine,
} from './helpers';

/**
 * Counts every statement sent through the app's database, in or out of a
 * transaction. The checkout and cart's use cases hold the same database object,
 * so wrapping its methods counts their statements too.
 */
function countStatements(db: Database): { take(): number } {
  let count = 0;
  const query = db.query.bind(db);
  const transaction = db.transaction.bind(db);
  const counted = (queryable: Queryable): Queryable => ({
    query: (sql, params) => {
      count += 1;
      return queryable.query(sql, params);
    },
    exec: (script) => {
      count += 1;
      return queryable.exec(script);
    },
  });
  db.query = (sql, params) => {
    count += 1;
    return query(sql, params);
  };
  db.transaction = (work) => transaction((tx) => work(counted(tx)));
  return {
    take() {
      const taken = count;
      count = 0;
      return taken;
    },
  };
}

let app: FastifyInstance;
let lines: TestLine[];
let statements: { take(): number };

beforeAll(async () => {
  app = await buildCheckoutApp();
  const items = [...(await itemsOnSale(app)).values()];
  const cheap = items[0];
  if (cheap === undefined) throw new Error('seed has no items');
  lines = [{ item: cheap, quantity: 2 }];
  statements = countStatements(app.db);
});
afterAll(async () => {
  await app.close();
});

/**
 * The statements each call sends, pinned: moving SQL into repositories must
 * not add a round trip to any call (the checkout budget is latency at 50
 * connections), and a change that saves one updates the figure here.
 */
describe('statements per call', () => {
  it('a guest: quote, placement, sandbox page, payment, return, order', async () => {
    const guest = await guestId(app);
    statements.take();
    const quote = await post(
      app,
      '/shopping-cart/checkPaymentCondition?lang=en',
      paymentBody(lines, { guestUuid: guest }),
    );
    expect(quote.status).toBe(200);
    const quoted = statements.take();
    const placed = await post(app, '/transaction/payment?lang=en', {
      quote: quote.body['quote'],
      idempotencyKey: key(),
      guest_uuid: guest,
    });
    expect(placed.status).toBe(200);
    const placement = statements.take();
    const paymentUrl = String(placed.body['paymentUrl']);
    const page = await app.inject({ method: 'GET', url: paymentUrl });
    expect(page.statusCode).toBe(200);
    const pageRead = statements.take();
    const back = await payOnSandbox(app, paymentUrl, {
      action: 'pay',
      cardNumber: '4111 1111 1111 1111',
    });
    const paid = statements.take();
    const settled = await post(app, '/kscpaygate/paymentProcess', returnBody(back));
    expect(settled.body['status']).toBe('success');
    const settlement = statements.take();
    const order = await app.inject({
      method: 'GET',
      url: `${API}/order/${String(settled.body['poNumber'])}?guest_uuid=${guest}`,
    });
    expect(order.statusCode).toBe(200);
    const orderRead = statements.take();
    const promo = await post(app, '/promoCode/checkPromoCode?lang=en', {
      promoCode: 'CARE15',
      itemCarts: [{ code: lines[0]?.item.code, quantity: 2, hasAppleCare: 'N' }],
      cardEntity: 'KCC',
      guest_uuid: guest,
    });
    expect(promo.status).toBe(200);
    const promoCheck = statements.take();

    expect({
      quoted,
      placement,
      pageRead,
      paid,
      settlement,
      orderRead,
      promoCheck,
    }).toEqual({
      quoted: 2,
      placement: 7,
      pageRead: 1,
      paid: 2,
      settlement: 5,
      orderRead: 2,
      promoCheck: 2,
    });
  });

  it('a customer: the server cart, its checks, and an order paid with points', async () => {
    const token = await signIn(app, 'somchai@rewards.example');
    const code = lines[0]?.item.code ?? '';
    statements.take();
    const read = await app.inject({
      method: 'GET',
      url: `${API}/shopping-cart`,
      headers: bearer(token),
    });
    expect(read.statusCode).toBe(200);
    const cartRead = statements.take();
    const written = await app.inject({
      method: 'PUT',
      url: `${API}/shopping-cart`,
      headers: bearer(token),
      payload: {
        version: (read.json() as { version: number }).version,
        lines: [
          {
            uuid: 'line-1',
            code,
            quantity: 2,
            hasAppleCare: 'N',
            checked: 'Y',
            persMesg1: '',
            persMesg2: '',
          },
        ],
      },
    });
    expect(written.statusCode).toBe(200);
    const cartWrite = statements.take();
    const check = await app.inject({
      method: 'POST',
      url: `${API}/shopping-cart/checkShoppingCart`,
      headers: bearer(token),
    });
    expect(check.statusCode).toBe(200);
    const cartCheck = statements.take();
    const validate = await app.inject({
      method: 'GET',
      url: `${API}/item/validate?code=${code}&quantity=1`,
      headers: bearer(token),
    });
    expect(validate.statusCode).toBe(200);
    const itemValidate = statements.take();

    const quote = await post(
      app,
      '/shopping-cart/checkPaymentCondition?lang=en',
      paymentBody(lines, { payment: { type: 'POINT' } }),
      bearer(token),
    );
    expect(quote.status).toBe(200);
    const quoted = statements.take();
    const placed = await post(
      app,
      '/transaction/payment?lang=en',
      { quote: quote.body['quote'], idempotencyKey: key() },
      bearer(token),
    );
    expect(placed.status).toBe(200);
    const placement = statements.take();
    const back = await payOnSandbox(app, String(placed.body['paymentUrl']), {
      action: 'pay',
      cardNumber: '4111 1111 1111 1111',
    });
    statements.take();
    const settled = await post(app, '/kscpaygate/paymentProcess', returnBody(back), bearer(token));
    expect(settled.body['status']).toBe('success');
    const settlement = statements.take();

    expect({
      cartRead,
      cartWrite,
      cartCheck,
      itemValidate,
      quoted,
      placement,
      settlement,
    }).toEqual({
      cartRead: 2,
      cartWrite: 8,
      cartCheck: 12,
      itemValidate: 21,
      quoted: 4,
      placement: 9,
      settlement: 9,
    });
  });
  it('a refund promo code: one statement more to quote (reading it) and one more to place (spending it)', async () => {
    const token = await signIn(app, 'somchai@rewards.example');
    const [customer] = await app.db.query<{ id: string }>(
      "SELECT id::text AS id FROM customer WHERE email = 'somchai@rewards.example'",
    );
    await app.db.query(
      `INSERT INTO refund_promo_code (code, customer_id, value, starts_at, expires_at,
         description, thai_description)
       VALUES ('RF-COUNTED01', $1, 10, now() - interval '1 day', now() + interval '1 day', 'c', 'c')`,
      [customer?.id],
    );
    const plain = paymentBody(lines);
    const counted = async (body: Record<string, unknown>) => {
      statements.take();
      const quote = await post(
        app,
        '/shopping-cart/checkPaymentCondition?lang=en',
        body,
        bearer(token),
      );
      expect(quote.status, JSON.stringify(quote.body)).toBe(200);
      const quoted = statements.take();
      const placed = await post(
        app,
        '/transaction/payment?lang=en',
        { quote: quote.body['quote'], idempotencyKey: key() },
        bearer(token),
      );
      expect(placed.status).toBe(200);
      return { quoted, placement: statements.take() };
    };
    const without = await counted(plain);
    const withCode = await counted({
      ...plain,
      refundCoupon: 'RF-COUNTED01',
      cash: (plain.cash as unknown as Money).minus(10) as never,
    });
    // Only a call carrying a code pays for it: the code's read, then its guarded update.
    expect(withCode).toEqual({ quoted: without.quoted + 1, placement: without.placement + 1 });
  });
});
