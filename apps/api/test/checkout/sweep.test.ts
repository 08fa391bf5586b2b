import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { routes } from '@rewards/api-client/contract';
import { thb } from '@rewards/domain';
import { decoded } from '../helpers/inject';
import type { AnalyticsEvent } from '../../src/checkout/analytics';
import type { CheckoutCatalogueItem } from '../../src/plugins/app/item-checkout-repository';
import { sweepExpiredOrders } from '../../src/checkout/sweep';
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
} from './helpers';

let app: FastifyInstance;
let item: CheckoutCatalogueItem;
const events: AnalyticsEvent[] = [];

beforeAll(async () => {
  app = await buildCheckoutApp({}, { analytics: { track: (event) => events.push(event) } });
  item = [...(await itemsOnSale(app, 200)).values()].find((each) =>
    each.unitPrice.greaterThanOrEqualTo(5_000),
  ) as CheckoutCatalogueItem;
});
afterAll(async () => {
  await app.close();
});

const scalar = async <T>(sql: string, params: unknown[] = []): Promise<T> =>
  Object.values((await app.db.query<Record<string, T>>(sql, params))[0] ?? {})[0] as T;

const expire = (poNumber: string) =>
  app.db.query("UPDATE orders SET expires_at = now() - interval '1 second' WHERE po_number = $1", [
    poNumber,
  ]);

describe('orders nobody paid are released', () => {
  it('the sweep expires pending orders past their time and gives back stock, the promotion use and points', async () => {
    await app.db.query('INSERT INTO item_stock (item_code, available) VALUES ($1, 10)', [
      item.code,
    ]);
    const token = await signIn(app, 'somchai@rewards.example');
    const before = Number(
      await scalar<string>(
        "SELECT (balance - held)::text FROM points_account a JOIN customer c ON c.id = a.customer_id WHERE c.email = 'somchai@rewards.example'",
      ),
    );
    const { placed } = await checkout(
      app,
      paymentBody([{ item, quantity: 2 }], { promoCode: 'POINTS1000', discount: thb('1000.00') }),
      bearer(token),
    );
    const order = decoded(routes.placeOrder, placed?.body);
    expect(
      await scalar<string>(
        "SELECT (balance - held)::text FROM points_account a JOIN customer c ON c.id = a.customer_id WHERE c.email = 'somchai@rewards.example'",
      ),
    ).toBe(String(before - 100_000));
    expect(await scalar('SELECT available FROM item_stock WHERE item_code = $1', [item.code])).toBe(
      8,
    );
    expect(await scalar("SELECT used_count FROM promotion WHERE code = 'POINTS1000'")).toBe(1);

    const { ledger } = app.checkout;
    expect(await sweepExpiredOrders({ db: app.db, ledger })).toBe(0);
    await expire(order.poNumber);
    expect(await sweepExpiredOrders({ db: app.db, ledger })).toBe(1);
    expect(await sweepExpiredOrders({ db: app.db, ledger })).toBe(0);
    expect(await scalar('SELECT status FROM orders WHERE po_number = $1', [order.poNumber])).toBe(
      'EXPIRED',
    );
    expect(await scalar('SELECT available FROM item_stock WHERE item_code = $1', [item.code])).toBe(
      10,
    );
    expect(await scalar("SELECT used_count FROM promotion WHERE code = 'POINTS1000'")).toBe(0);
    const after = Number(
      await scalar<string>(
        "SELECT (balance - held)::text FROM points_account a JOIN customer c ON c.id = a.customer_id WHERE c.email = 'somchai@rewards.example'",
      ),
    );
    expect(after).toBe(before);

    // Its payment page is closed.
    const page = await app.inject({ method: 'GET', url: order.paymentUrl });
    expect(page.body).not.toContain('name="cardNumber"');
  });

  it('one instance sweeps at a time: a sweep that finds the lock taken skips', async () => {
    const guest = await guestId(app);
    const { placed } = await checkout(
      app,
      paymentBody([{ item, quantity: 1 }], { guestUuid: guest }),
    );
    const order = decoded(routes.placeOrder, placed?.body);
    await expire(order.poNumber);
    const { ledger } = app.checkout;
    if (app.db.engine === 'postgres') {
      const held = app.db.transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock(7462029)');
        // Another instance tries while this one holds the lock.
        const skipped = await sweepExpiredOrders({ db: app.db, ledger });
        return skipped;
      });
      expect(await held).toBe(0);
    }
    expect(await sweepExpiredOrders({ db: app.db, ledger })).toBe(1);
  });

  it('a placement releases the owner’s expired orders first, so they no longer count against the limit', async () => {
    const limited = [...(await itemsOnSale(app, 200)).values()].find(
      (each) => each.code !== item.code && each.unitPrice.lessThan(5_000),
    ) as CheckoutCatalogueItem;
    await app.db.query('UPDATE item SET limit_quantity = true, max_quantity = 1 WHERE code = $1', [
      limited.code,
    ]);
    const guest = await guestId(app);
    const body = paymentBody([{ item: limited, quantity: 1 }], { guestUuid: guest });
    const first = decoded(routes.placeOrder, (await checkout(app, body)).placed?.body);
    const second = await checkout(app, body);
    expect(second.quote.body).toMatchObject({ errorKey: 'E603' });
    await expire(first.poNumber);
    const third = await checkout(app, body);
    expect(third.placed?.status).toBe(200);
    expect(await scalar('SELECT status FROM orders WHERE po_number = $1', [first.poNumber])).toBe(
      'EXPIRED',
    );
  });

  it('a successful return of a swept order answers expired and changes nothing', async () => {
    const guest = await guestId(app);
    const { placed } = await checkout(
      app,
      paymentBody([{ item, quantity: 1 }], { guestUuid: guest }),
    );
    const order = decoded(routes.placeOrder, placed?.body);
    const back = await payOnSandbox(app, order.paymentUrl, {
      action: 'pay',
      cardNumber: '4111111111111111',
    });
    await expire(order.poNumber);
    await sweepExpiredOrders(app.checkout);
    const outcome = decoded(
      routes.paymentReturn,
      (await post(app, '/kscpaygate/paymentProcess', returnBody(back))).body,
    );
    expect(outcome).toMatchObject({ status: 'failed', title: 'expired' });
    expect(outcome.order?.status).toBe('EXPIRED');
  });
});

describe('analytics through its port', () => {
  it('ViewContent on an item read, InitiateCheckout on a quote, Purchase once on a paid order', async () => {
    events.length = 0;
    await app.inject({ method: 'GET', url: `${API}/item/${item.code}?lang=en` });
    const guest = await guestId(app);
    const { placed } = await checkout(
      app,
      paymentBody([{ item, quantity: 1 }], { guestUuid: guest }),
    );
    const order = decoded(routes.placeOrder, placed?.body);
    const back = returnBody(
      await payOnSandbox(app, order.paymentUrl, { action: 'pay', cardNumber: '4111111111111111' }),
    );
    await post(app, '/kscpaygate/paymentProcess', back);
    await post(app, '/kscpaygate/paymentProcess', back);
    expect(events.map((event) => event.name)).toEqual([
      'ViewContent',
      'InitiateCheckout',
      'Purchase',
    ]);
    expect(events[2]).toMatchObject({ poNumber: order.poNumber, currency: 'THB' });
  });
});
