import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { routes } from '@rewards/api-client/contract';
import { decoded } from '../helpers/inject';
import {
  API,
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
  const items = [...(await itemsOnSale(app)).values()];
  const carePlanned = items.find((item) => item.appleCare !== undefined);
  const plain = items.find((item) => item !== carePlanned) ?? items[0];
  if (carePlanned === undefined || plain === undefined) throw new Error('seed has no items');
  lines = [
    { item: plain, quantity: 2 },
    { item: carePlanned, quantity: 1, carePlan: true },
  ];
});
afterAll(async () => {
  await app.close();
});

describe('a guest pays an order on the sandbox page', () => {
  it('quote, pending order, payment page, signed return, PAID order readable by its guest only', async () => {
    const guest = await guestId(app);
    const { quote, placed } = await checkout(app, paymentBody(lines, { guestUuid: guest }));
    expect(quote.status).toBe(200);
    const answer = decoded(routes.checkPaymentCondition, quote.body);
    expect(answer.lines.map((line) => line.quantity)).toEqual([2, 1]);
    expect(placed?.status).toBe(200);
    const order = decoded(routes.placeOrder, placed?.body);
    expect(order.status).toBe('PENDING');
    expect(order.poNumber).toMatch(/^OEKSCTHA\d{8}$/);
    expect(order.paymentUrl).toMatch(/^\/sandbox-pay\/[A-Za-z0-9_-]{32}$/);

    const page = await app.inject({ method: 'GET', url: order.paymentUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('4111 1111 1111 1111');
    expect(page.body).toContain(order.poNumber);
    // Its form posts back to itself: a browser sends `Origin: null` under `no-referrer`.
    expect(page.headers['referrer-policy']).toBe('same-origin');

    const back = await payOnSandbox(app, order.paymentUrl, {
      action: 'pay',
      cardNumber: '4111 1111 1111 1111',
    });
    expect(back.get('code')).toBe('success');
    expect(back.get('guest_uuid')).toBe(guest);
    const settled = await post(app, '/kscpaygate/paymentProcess', returnBody(back));
    expect(settled.status).toBe(200);
    const outcome = decoded(routes.paymentReturn, settled.body);
    expect(outcome.status).toBe('success');
    expect(outcome.order?.status).toBe('PAID');
    expect(outcome.order?.maskCard).toBe('XXXXXXXXXXXX1111');
    expect(outcome.order?.orderDetails.map((detail) => detail.orderNumber)).toEqual([
      `${order.poNumber}01`,
      `${order.poNumber}02`,
      `${order.poNumber}03`,
    ]);

    const read = await app.inject({
      method: 'GET',
      url: `${API}/order/${order.poNumber}?guest_uuid=${guest}`,
    });
    expect(read.statusCode).toBe(200);
    expect(decoded(routes.order, read.json()).payAbleAmount.equals(answer.cash)).toBe(true);
    const stranger = await app.inject({
      method: 'GET',
      url: `${API}/order/${order.poNumber}?guest_uuid=${await guestId(app)}`,
    });
    expect(stranger.statusCode).toBe(404);
    const nobody = await app.inject({ method: 'GET', url: `${API}/order/${order.poNumber}` });
    expect(nobody.statusCode).toBe(401);
    expect(nobody.json()).toMatchObject({ errorKey: 'E506' });
    const customer = await signIn(app, 'niran@rewards.example');
    const other = await app.inject({
      method: 'GET',
      url: `${API}/order/${order.poNumber}`,
      headers: bearer(customer),
    });
    expect(other.statusCode).toBe(404);
  });
});

describe('a customer pays', () => {
  it('the paid lines leave the cart kept on the server, the unchecked one stays', async () => {
    const token = await signIn(app, 'malee@rewards.example');
    const [bought, kept] = lines;
    if (bought === undefined || kept === undefined) throw new Error('two lines expected');
    const cartLine = (uuid: string, code: string, checked: 'Y' | 'N') => ({
      uuid,
      code,
      quantity: 1,
      hasAppleCare: 'N',
      checked,
      persMesg1: '',
      persMesg2: '',
    });
    const put = await app.inject({
      method: 'PUT',
      url: `${API}/shopping-cart`,
      headers: bearer(token),
      payload: {
        version: 0,
        lines: [cartLine('line-1', bought.item.code, 'Y'), cartLine('kept', kept.item.code, 'N')],
      },
    });
    expect(put.statusCode).toBe(200);

    const { placed } = await checkout(
      app,
      paymentBody([{ item: bought.item, quantity: 1 }]),
      bearer(token),
    );
    const order = decoded(routes.placeOrder, placed?.body);
    const back = await payOnSandbox(app, order.paymentUrl, {
      action: 'pay',
      cardNumber: '4111 1111 1111 1111',
    });
    const settled = await post(app, '/kscpaygate/paymentProcess', returnBody(back), bearer(token));
    expect(decoded(routes.paymentReturn, settled.body).status).toBe('success');
    // The same return again changes nothing more.
    await post(app, '/kscpaygate/paymentProcess', returnBody(back), bearer(token));

    const cart = decoded(
      routes.cart,
      (
        await app.inject({ method: 'GET', url: `${API}/shopping-cart`, headers: bearer(token) })
      ).json(),
    );
    expect(cart.lines.map((line) => line.uuid)).toEqual(['kept']);
    expect(cart.version).toBe(2);
  });
});
