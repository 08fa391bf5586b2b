import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { routes } from '@rewards/api-client/contract';
import { thb } from '@rewards/domain';
import { decoded } from '../helpers/inject';
import {
  API,
  bearer,
  buildCheckoutApp,
  checkout,
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
import type { CheckoutCatalogueItem } from '../../src/plugins/app/item-checkout-repository';

let app: FastifyInstance;
let cheap: CheckoutCatalogueItem;
let dear: CheckoutCatalogueItem;

beforeAll(async () => {
  app = await buildCheckoutApp();
  const items = [...(await itemsOnSale(app, 200)).values()];
  const byPrice = items.sort((a, b) => a.unitPrice.comparedTo(b.unitPrice));
  cheap = byPrice[0] as CheckoutCatalogueItem;
  dear = byPrice.find((item) => item.unitPrice.greaterThan(10_000)) as CheckoutCatalogueItem;
});
afterAll(async () => {
  await app.close();
});

const available = async (token: string) =>
  decoded(
    routes.pointsBalance,
    (
      await app.inject({ method: 'GET', url: `${API}/customer/points`, headers: bearer(token) })
    ).json(),
  ).balance;

describe('placing an order from its quote', () => {
  it('the same key gives the same order, also with a fresh quote of the same order; another order under that key, or a quote placed twice, is E652', async () => {
    const guest = await guestId(app);
    const lines: TestLine[] = [{ item: cheap, quantity: 1 }];
    const quote = await post(
      app,
      '/shopping-cart/checkPaymentCondition',
      paymentBody(lines, { guestUuid: guest }),
    );
    const idempotencyKey = key();
    const place = (quoteToken: unknown, withKey = idempotencyKey) =>
      post(app, '/transaction/payment', {
        quote: quoteToken,
        idempotencyKey: withKey,
        guest_uuid: guest,
      });
    const [a, b] = await Promise.all([place(quote.body['quote']), place(quote.body['quote'])]);
    expect(a.status).toBe(200);
    expect(b.body).toEqual(a.body);
    // Pay now again after coming back from the provider: a new quote, the same figures.
    const fresh = await post(
      app,
      '/shopping-cart/checkPaymentCondition',
      paymentBody(lines, { guestUuid: guest }),
    );
    expect((await place(fresh.body['quote'])).body).toEqual(a.body);
    const other = await post(
      app,
      '/shopping-cart/checkPaymentCondition',
      paymentBody([{ item: cheap, quantity: 2 }], { guestUuid: guest }),
    );
    expect((await place(other.body['quote'])).body).toMatchObject({ errorKey: 'E652' });
    expect((await place(quote.body['quote'], key())).body).toMatchObject({ errorKey: 'E652' });
    const count = await app.db.query('SELECT 1 FROM orders WHERE owner = $1', [`guest:${guest}`]);
    expect(count).toHaveLength(1);
  });

  it('a forged, expired or another owner’s quote is E652', async () => {
    const guest = await guestId(app);
    const quote = await post(
      app,
      '/shopping-cart/checkPaymentCondition',
      paymentBody([{ item: cheap, quantity: 1 }], { guestUuid: guest }),
    );
    const token = String(quote.body['quote']);
    const [id] = token.split('.');
    const tries = [
      { quote: `${id}.${'A'.repeat(43)}`, guest_uuid: guest },
      { quote: `${crypto.randomUUID()}.${token.split('.')[1]}`, guest_uuid: guest },
      { quote: token, guest_uuid: await guestId(app) },
    ];
    for (const body of tries) {
      const answer = await post(app, '/transaction/payment', { ...body, idempotencyKey: key() });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ errorKey: 'E652' });
    }
    await app.db.query(
      "UPDATE checkout_quote SET expires_at = now() - interval '1 second' WHERE quote_id = $1",
      [id],
    );
    const expired = await post(app, '/transaction/payment', {
      quote: token,
      idempotencyKey: key(),
      guest_uuid: guest,
    });
    expect(expired.body).toMatchObject({ errorKey: 'E652' });
    const withoutOwner = await post(app, '/transaction/payment', {
      quote: token,
      idempotencyKey: key(),
    });
    expect(withoutOwner.status).toBe(401);
  });

  it('points are held while the order waits, given back when it is declined, redeemed once when paid', async () => {
    const token = await signIn(app, 'somchai@rewards.example');
    const before = await available(token);
    const lines: TestLine[] = [{ item: cheap, quantity: 1 }];
    const body = paymentBody(lines, { payment: { type: 'POINT' } });
    const declined = await checkout(app, body, bearer(token));
    expect(declined.quote.status).toBe(200);
    const points = Number(declined.quote.body['point']);
    expect(points).toBeGreaterThan(0);
    expect(await available(token)).toBe(before - points);
    const order = decoded(routes.placeOrder, declined.placed?.body);
    const no = await payOnSandbox(app, order.paymentUrl, {
      action: 'pay',
      cardNumber: '4000000000000002',
    });
    await post(app, '/kscpaygate/paymentProcess', returnBody(no), bearer(token));
    expect(await available(token)).toBe(before);

    const paid = await checkout(app, body, bearer(token));
    const yes = await payOnSandbox(app, decoded(routes.placeOrder, paid.placed?.body).paymentUrl, {
      action: 'pay',
      cardNumber: '4111111111111111',
    });
    const outcome = decoded(
      routes.paymentReturn,
      (await post(app, '/kscpaygate/paymentProcess', returnBody(yes), bearer(token))).body,
    );
    expect(outcome.order).toMatchObject({ paymentType: 'POINT', payablePoint: points });
    const mine = await app.inject({
      method: 'GET',
      url: `${API}/order/${outcome.poNumber}?lang=en`,
      headers: bearer(token),
    });
    expect(decoded(routes.order, mine.json())).toMatchObject({
      status: 'PAID',
      payablePoint: points,
    });
    expect(await available(token)).toBe(before - points);
    const ledger = await app.db.query<{ kind: string; points: string }>(
      `SELECT l.kind, l.points::text AS points FROM points_ledger l
       JOIN customer c ON c.id = l.customer_id WHERE c.email = $1 ORDER BY l.entry_id`,
      ['somchai@rewards.example'],
    );
    expect(ledger.map((entry) => [entry.kind, Number(entry.points)])).toEqual([
      ['earn', 20_000_000],
      ['redeem', -points],
    ]);
  });

  it('a guest cannot pay with points; a customer without enough is refused (E611)', async () => {
    const guest = await guestId(app);
    const lines: TestLine[] = [{ item: cheap, quantity: 1 }];
    const asGuest = await post(
      app,
      '/shopping-cart/checkPaymentCondition',
      paymentBody(lines, { guestUuid: guest, payment: { type: 'POINT' } }),
    );
    expect(asGuest.body).toMatchObject({ errorKey: 'E611' });
    const token = await signIn(app, 'malee@rewards.example');
    const poor = await post(
      app,
      '/shopping-cart/checkPaymentCondition',
      paymentBody(lines, { payment: { type: 'POINT' } }),
      bearer(token),
    );
    expect(poor.body).toMatchObject({ errorKey: 'E611' });
    expect((poor.body['fieldErrors'] as { code: string }[]).map((error) => error.code)).toContain(
      'points.insufficientBalance',
    );
  });

  it('a promotion’s use and an item’s stock are taken at placement and given back when the payment fails', async () => {
    await app.db.query('INSERT INTO item_stock (item_code, available) VALUES ($1, 3)', [dear.code]);
    const guest = await guestId(app);
    const lines: TestLine[] = [{ item: dear, quantity: 2 }];
    const body = paymentBody(lines, {
      guestUuid: guest,
      promoCode: 'SAVE500',
      discount: thb('500.00'),
    });
    const { placed } = await checkout(app, body);
    const order = decoded(routes.placeOrder, placed?.body);
    const state = async () => ({
      stock: (
        await app.db.query<{ available: number }>(
          'SELECT available FROM item_stock WHERE item_code = $1',
          [dear.code],
        )
      )[0]?.available,
      uses: (
        await app.db.query<{ used_count: number }>(
          "SELECT used_count FROM promotion WHERE code = 'SAVE500'",
        )
      )[0]?.used_count,
    });
    expect(await state()).toEqual({ stock: 1, uses: 1 });
    const soldOut = await checkout(app, paymentBody(lines, { guestUuid: await guestId(app) }));
    expect(soldOut.placed?.body).toMatchObject({ errorKey: 'E601' });
    expect(await state()).toEqual({ stock: 1, uses: 1 });
    const back = await payOnSandbox(app, order.paymentUrl, { action: 'cancel' });
    await post(app, '/kscpaygate/paymentProcess', returnBody(back));
    expect(await state()).toEqual({ stock: 3, uses: 0 });
  });

  it('refuses what the client changed, with the error key of the spec and the fields at fault', async () => {
    const guest = await guestId(app);
    const body = paymentBody([{ item: cheap, quantity: 1 }], { guestUuid: guest });
    const tampered = await post(app, '/shopping-cart/checkPaymentCondition?lang=th', {
      ...body,
      total: '1.00',
      cash: '1.00',
    });
    expect(tampered.status).toBe(400);
    expect(tampered.body).toMatchObject({
      errorKey: 'E602',
      title: 'Price has changed for this item.',
    });
    expect(tampered.body['thaiTitle']).toMatch(/[\u0E00-\u0E7F]/);
    const fields = tampered.body['fieldErrors'] as {
      field: string;
      code: string;
      message: string;
    }[];
    expect(fields.map((error) => [error.field, error.code])).toEqual([
      ['total', 'checkout.totalChanged'],
      ['cash', 'payment.cashMismatch'],
    ]);
    expect(fields[0]?.message).toMatch(/[\u0E00-\u0E7F]/);
    const address = await post(app, '/shopping-cart/checkPaymentCondition', {
      ...body,
      shipping: { ...(body.shipping as object), postalCode: '74000' },
    });
    expect(address.body).toMatchObject({
      errorKey: 'E605',
      fieldErrors: [{ field: 'shipping.postalCode', code: 'postalCode.invalidPrefix' }],
    });
  });
});
