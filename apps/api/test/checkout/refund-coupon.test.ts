import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { routes } from '@rewards/api-client/contract';
import { subtractMoney, thb, type Money } from '@rewards/domain';
import { sweepExpiredOrders } from '../../src/checkout/sweep';
import { DEMO_CUSTOMERS } from '../../src/seed/checkout';
import { decoded } from '../helpers/inject';
import {
  bearer,
  buildCheckoutApp,
  checkout,
  guestId,
  itemsOnSale,
  key,
  lineTotals,
  payOnSandbox,
  paymentBody,
  post,
  returnBody,
  signIn,
  type TestLine,
} from './helpers';

let app: FastifyInstance;
let somchai: string;
let malee: string;
let somchaiId: string;
let lines: TestLine[];
let codeCount = 0;

/** A refund promo code of Somchai's worth `value`, valid from 5 days ago until `days` days from now. */
async function refundCode(value: string, { days = 90, customerId = somchaiId } = {}) {
  codeCount += 1;
  const code = `RF-TEST${String(codeCount).padStart(4, '0')}`;
  await app.db.query(
    `INSERT INTO refund_promo_code (code, customer_id, value, starts_at, expires_at,
       description, thai_description)
     VALUES ($1, $2, $3, now() - interval '5 days', now() + make_interval(days => $4),
       'Test code', 'รหัสทดสอบ')`,
    [code, customerId, value, days],
  );
  return code;
}

/** A checkPaymentCondition body paying in cash what the code leaves of the lines. */
function bodyWithCode(code: string, applied: Money, extra: { guestUuid?: string } = {}) {
  return {
    ...paymentBody(lines, extra),
    refundCoupon: code,
    cash: subtractMoney(lineTotals(lines), applied) as never,
  };
}

async function codeRow(code: string) {
  const [row] = await app.db.query<{ used_order_id: string | null; used_at: Date | null }>(
    'SELECT used_order_id::text AS used_order_id, used_at FROM refund_promo_code WHERE code = $1',
    [code],
  );
  return row;
}

async function orderCount() {
  const [row] = await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders');
  return row?.n ?? 0;
}

beforeAll(async () => {
  app = await buildCheckoutApp();
  somchai = await signIn(app, DEMO_CUSTOMERS[0]!.email);
  malee = await signIn(app, DEMO_CUSTOMERS[1]!.email);
  const [row] = await app.db.query<{ id: string }>(
    'SELECT id::text AS id FROM customer WHERE lower(email) = lower($1)',
    [DEMO_CUSTOMERS[0]!.email],
  );
  somchaiId = row?.id ?? '';
  const [item] = [...(await itemsOnSale(app, 5)).values()];
  if (item === undefined) throw new Error('no item on sale');
  lines = [{ item, quantity: 1 }];
});
afterAll(async () => {
  await app.close();
});

describe('refund promo codes at checkout', () => {
  it('the quote takes the code’s value off the cash; the placement spends it with the order', async () => {
    const code = await refundCode('100.00');
    const { quote, placed } = await checkout(
      app,
      bodyWithCode(code, thb('100.00')),
      bearer(somchai),
    );
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    const answer = decoded(routes.checkPaymentCondition, quote.body);
    expect(answer.cash.toFixed(2)).toBe(subtractMoney(lineTotals(lines), thb(100)).toFixed(2));
    expect(placed?.status).toBe(200);
    const { poNumber } = decoded(routes.placeOrder, placed?.body);
    const [order] = await app.db.query<{ order_id: string; refund_coupon: string | null }>(
      'SELECT order_id::text AS order_id, refund_coupon FROM orders WHERE po_number = $1',
      [poNumber],
    );
    expect(order?.refund_coupon).toBe(code);
    expect((await codeRow(code))?.used_order_id).toBe(order?.order_id);
    // Spent: a second order cannot use it.
    const again = await checkout(app, bodyWithCode(code, thb('100.00')), bearer(somchai));
    expect(again.quote.body).toMatchObject({ errorKey: 'E607' });
  });

  it('a code worth more than the order pays it all, never below zero', async () => {
    const code = await refundCode('999999.00');
    const total = lineTotals(lines);
    const { quote, placed } = await checkout(app, bodyWithCode(code, total), bearer(somchai));
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    expect(decoded(routes.checkPaymentCondition, quote.body).cash.toFixed(2)).toBe('0.00');
    expect(placed?.status).toBe(200);
  });

  it('refuses another customer’s code, an expired one and a guest, with the spec’s keys', async () => {
    const code = await refundCode('50.00');
    const other = await post(
      app,
      '/shopping-cart/checkPaymentCondition?lang=en',
      bodyWithCode(code, thb('50.00')),
      bearer(malee),
    );
    expect(other.status).toBe(400);
    expect(other.body).toMatchObject({ errorKey: 'E607' });
    // The code is named; the cash shown, which counted on it, does not add up either.
    expect(other.body['fieldErrors']).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          field: 'refundCoupon',
          code: 'checkout.refundCouponUnavailable',
        }),
      ]),
    );
    const expired = await refundCode('50.00', { days: -2 });
    const late = await post(
      app,
      '/shopping-cart/checkPaymentCondition?lang=th',
      bodyWithCode(expired, thb('50.00')),
      bearer(somchai),
    );
    expect(late.body).toMatchObject({ errorKey: 'E607' });
    const guest = await post(
      app,
      '/shopping-cart/checkPaymentCondition?lang=en',
      bodyWithCode(code, thb('50.00'), { guestUuid: await guestId(app) }),
    );
    expect(guest.body).toMatchObject({ errorKey: 'E614' });
    expect((await codeRow(code))?.used_at).toBeNull();
  });

  it('a code spent by a failed payment is given back and can be used again', async () => {
    const code = await refundCode('20.00');
    const { placed } = await checkout(app, bodyWithCode(code, thb('20.00')), bearer(somchai));
    const order = decoded(routes.placeOrder, placed?.body);
    expect((await codeRow(code))?.used_at).not.toBeNull();
    const back = await payOnSandbox(app, order.paymentUrl, {
      action: 'pay',
      cardNumber: '4000 0000 0000 0002',
    });
    const settled = await post(
      app,
      '/kscpaygate/paymentProcess',
      returnBody(back),
      bearer(somchai),
    );
    expect(settled.body['status']).toBe('failed');
    expect(await codeRow(code)).toEqual({ used_order_id: null, used_at: null });
    const again = await checkout(app, bodyWithCode(code, thb('20.00')), bearer(somchai));
    expect(again.placed?.status).toBe(200);
  });

  it('a code held by an order nobody paid is freed when the sweep expires it', async () => {
    const code = await refundCode('40.00');
    const { placed } = await checkout(app, bodyWithCode(code, thb('40.00')), bearer(somchai));
    const order = decoded(routes.placeOrder, placed?.body);
    await app.db.query(
      "UPDATE orders SET expires_at = now() - interval '1 minute' WHERE po_number = $1",
      [order.poNumber],
    );
    expect(await sweepExpiredOrders({ db: app.db, ledger: app.checkout.ledger })).toBe(1);
    expect(await codeRow(code)).toEqual({ used_order_id: null, used_at: null });
  });

  it('10 checkouts at once with one code: exactly one order spends it, the others are refused whole', async () => {
    const code = await refundCode('30.00');
    const quotes = [];
    for (let i = 0; i < 10; i += 1) {
      const quote = await post(
        app,
        '/shopping-cart/checkPaymentCondition?lang=en',
        bodyWithCode(code, thb('30.00')),
        bearer(somchai),
      );
      expect(quote.status).toBe(200);
      quotes.push(String(quote.body['quote']));
    }
    const before = await orderCount();
    const placed = await Promise.all(
      quotes.map((quote) =>
        post(
          app,
          '/transaction/payment?lang=en',
          { quote, idempotencyKey: key() },
          bearer(somchai),
        ),
      ),
    );
    const statuses = placed.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 400, 400, 400, 400, 400, 400, 400, 400, 400]);
    for (const refused of placed.filter((answer) => answer.status !== 200)) {
      expect(refused.body).toMatchObject({ errorKey: 'E609' });
    }
    expect(await orderCount()).toBe(before + 1);
    const winner = decoded(routes.placeOrder, placed.find((answer) => answer.status === 200)?.body);
    const [order] = await app.db.query<{ order_id: string }>(
      'SELECT order_id::text AS order_id FROM orders WHERE po_number = $1',
      [winner.poNumber],
    );
    expect((await codeRow(code))?.used_order_id).toBe(order?.order_id);
  });
});
