import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { routes } from '@rewards/api-client/contract';
import { decoded } from '../helpers/inject';
import {
  bearer,
  buildCheckoutApp,
  checkout,
  guestId,
  itemsOnSale,
  payOnSandbox,
  paymentBody,
  post,
  returnBody,
  signIn,
  type TestLine,
} from './helpers';

let app: FastifyInstance;
let lines: TestLine[];

beforeAll(async () => {
  app = await buildCheckoutApp();
  const [item] = [...(await itemsOnSale(app)).values()];
  if (item === undefined) throw new Error('seed has no items');
  lines = [{ item, quantity: 1 }];
});
afterAll(async () => {
  await app.close();
});

async function pendingOrder(lang: 'en' | 'th' = 'en') {
  const guest = await guestId(app);
  const quote = await post(
    app,
    `/shopping-cart/checkPaymentCondition?lang=${lang}`,
    paymentBody(lines, { guestUuid: guest }),
  );
  const placed = await post(app, `/transaction/payment?lang=${lang}`, {
    quote: quote.body['quote'],
    idempotencyKey: `key-${crypto.randomUUID()}`,
    guest_uuid: guest,
  });
  return { guest, order: decoded(routes.placeOrder, placed.body) };
}

const statusOf = async (poNumber: string) =>
  (
    await app.db.query<{ status: string }>('SELECT status FROM orders WHERE po_number = $1', [
      poNumber,
    ])
  )[0]?.status;

describe('the sandbox page and the payment return', () => {
  it('shows the page in the order’s language with its amount, and asks again for a number that is no test card', async () => {
    const { order } = await pendingOrder('th');
    const page = await app.inject({ method: 'GET', url: order.paymentUrl });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('lang="th"');
    expect(page.body).toContain('บาท');
    expect(page.body).toContain('4000 0000 0000 0002');
    expect(page.body).not.toContain('<script');
    // Its Thai glyphs travel with it, as a font the CSP allows (data:).
    expect(page.body).toMatch(/@font-face\{font-family:'IBM Plex Sans Thai'[^}]*data:font\/woff2/);
    expect(String(page.headers['content-security-policy'])).toContain("form-action 'self'");
    expect(String(page.headers['content-security-policy'])).toMatch(/font-src [^;]*data:/);
    const wrong = await app.inject({
      method: 'POST',
      url: order.paymentUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay&cardNumber=5555444433332222',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('role="alert"');
    expect(await statusOf(order.poNumber)).toBe('PENDING');
  });

  it('a declined card fails the order, with the title in the asked language', async () => {
    const { order, guest } = await pendingOrder();
    const back = await payOnSandbox(app, order.paymentUrl, {
      action: 'pay',
      cardNumber: '4000-0000-0000-0002',
    });
    expect(back.get('code')).toBe('failed');
    const settled = await post(app, '/kscpaygate/paymentProcess', {
      ...returnBody(back),
      lang: 'th',
    });
    const outcome = decoded(routes.paymentReturn, settled.body);
    expect(outcome).toMatchObject({ status: 'failed', title: 'ถูกปฏิเสธ', poNumber: order.poNumber });
    expect(outcome.order?.status).toBe('FAILED');
    expect(back.get('guest_uuid')).toBe(guest);
  });

  it('Cancel cancels the order; the page then redirects with the same result and cannot be paid', async () => {
    const { order } = await pendingOrder();
    const back = await payOnSandbox(app, order.paymentUrl, { action: 'cancel' });
    expect(back.get('code')).toBe('cancel');
    const outcome = decoded(
      routes.paymentReturn,
      (await post(app, '/kscpaygate/paymentProcess', returnBody(back))).body,
    );
    expect(outcome).toMatchObject({ status: 'cancel', title: 'cancelled' });
    const again = await payOnSandbox(app, order.paymentUrl, {
      action: 'pay',
      cardNumber: '4111111111111111',
    });
    expect(again.get('code')).toBe('cancel');
    expect(await statusOf(order.poNumber)).toBe('CANCELLED');
  });

  it('refuses forged, tampered and moved returns (E702) and changes nothing', async () => {
    const first = await pendingOrder();
    const second = await pendingOrder();
    const back = await payOnSandbox(app, first.order.paymentUrl, {
      action: 'pay',
      cardNumber: '4000000000000002',
    });
    const body = returnBody(back);
    const forged = [
      { ...body, code: 'success' },
      { ...body, token: `${String(body['token']).slice(0, -2)}AA` },
      { ...body, token: 'x' },
      {
        ...body,
        state: String(body['state']).replace(first.order.poNumber, second.order.poNumber),
      },
      { ...body, state: `${first.order.poNumber}.${'A'.repeat(22)}` },
    ];
    for (const each of forged) {
      const answer = await post(app, '/kscpaygate/paymentProcess', each);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ errorKey: 'E702' });
    }
    expect(await statusOf(first.order.poNumber)).toBe('PENDING');
    expect(await statusOf(second.order.poNumber)).toBe('PENDING');
  });

  it('an identical return again gets the same answer; the order is only in it for its owner', async () => {
    const { order, guest } = await pendingOrder();
    const back = await payOnSandbox(app, order.paymentUrl, {
      action: 'pay',
      cardNumber: '4111111111111111',
    });
    const body = returnBody(back);
    const once = await post(app, '/kscpaygate/paymentProcess', body);
    const twice = await post(app, '/kscpaygate/paymentProcess', body);
    expect(twice.body).toEqual(once.body);
    const { guest_uuid: _dropped, ...anonymous } = body;
    const stranger = decoded(
      routes.paymentReturn,
      (await post(app, '/kscpaygate/paymentProcess', anonymous)).body,
    );
    expect(stranger).toEqual({ status: 'success', poNumber: order.poNumber });
    const someoneElse = await signIn(app, 'niran@rewards.example');
    const withToken = decoded(
      routes.paymentReturn,
      (await post(app, '/kscpaygate/paymentProcess', anonymous, bearer(someoneElse))).body,
    );
    expect(withToken.order).toBeUndefined();
    const [row] = await app.db.query<{ received: number }>(
      `SELECT r.received FROM payment_return r JOIN orders o ON o.order_id = r.order_id
       WHERE o.po_number = $1`,
      [order.poNumber],
    );
    expect(row?.received).toBe(4);
    expect(guest).toBe(body['guest_uuid']);
  });

  it('a customer’s order comes back with the order for the customer’s token', async () => {
    const token = await signIn(app, 'malee@rewards.example');
    const { placed } = await checkout(app, paymentBody(lines), bearer(token));
    const order = decoded(routes.placeOrder, placed?.body);
    const back = await payOnSandbox(app, order.paymentUrl, {
      action: 'pay',
      cardNumber: '4111111111111111',
    });
    expect(back.get('guest_uuid')).toBeNull();
    const outcome = decoded(
      routes.paymentReturn,
      (await post(app, '/kscpaygate/paymentProcess', returnBody(back), bearer(token))).body,
    );
    expect(outcome.order?.poNumber).toBe(order.poNumber);
    expect(outcome.order?.status).toBe('PAID');
  });
});
