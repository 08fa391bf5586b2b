import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { routes } from '@rewards/api-client/contract';
import { thb } from '@rewards/domain';
import { decoded } from '../helpers/inject';
import type { CheckoutCatalogueItem } from '../../src/plugins/app/item-checkout-repository';
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
} from './helpers';

let app: FastifyInstance;
let items: CheckoutCatalogueItem[];

beforeAll(async () => {
  app = await buildCheckoutApp();
  items = [...(await itemsOnSale(app, 200)).values()].sort((a, b) =>
    a.unitPrice.comparedTo(b.unitPrice),
  );
});
afterAll(async () => {
  await app.close();
});

/** The n-th cheapest item on sale (a different one for each scenario, so they do not share stock). */
const item = (n: number) => items[n] as CheckoutCatalogueItem;

/** An item priced from THB 5,000 (SAVE500's minimum), for the promotion scenarios. */
const forPromotion = (n: number) =>
  items.filter((each) => each.unitPrice.greaterThanOrEqualTo(5_000))[n] as CheckoutCatalogueItem;

const scalar = async <T>(sql: string, params: unknown[] = []): Promise<T> =>
  Object.values((await app.db.query<Record<string, T>>(sql, params))[0] ?? {})[0] as T;

describe('concurrent requests never oversell, overspend or pay twice', () => {
  it('20 identical payment returns at once: one order paid, one points debit, one promotion use, one answer', async () => {
    const token = await signIn(app, 'somchai@rewards.example');
    const customerId = await scalar<string>(
      "SELECT id::text FROM customer WHERE email = 'somchai@rewards.example'",
    );
    const cheap = item(0);
    await app.db.query("UPDATE promotion SET min_paid_amount = NULL WHERE code = 'GIFTBOX'");
    const discount = thb('200.00').greaterThan(cheap.unitPrice) ? cheap.unitPrice : thb('200.00');
    const body = paymentBody([{ item: cheap, quantity: 1 }], {
      payment: { type: 'POINT' },
      promoCode: 'GIFTBOX',
      discount,
    });
    const { quote, placed } = await checkout(app, body, bearer(token));
    expect(quote.status).toBe(200);
    const order = decoded(routes.placeOrder, placed?.body);
    const back = returnBody(
      await payOnSandbox(app, order.paymentUrl, { action: 'pay', cardNumber: '4111111111111111' }),
    );
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        post(app, '/kscpaygate/paymentProcess', back, bearer(token)),
      ),
    );
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    expect(answers[0]?.body).toMatchObject({ status: 'success' });
    expect(await scalar('SELECT status FROM orders WHERE po_number = $1', [order.poNumber])).toBe(
      'PAID',
    );
    expect(
      await scalar<number>(
        `SELECT count(*)::int FROM points_ledger l JOIN orders o ON o.order_id = l.order_id
         WHERE o.po_number = $1 AND l.kind = 'redeem'`,
        [order.poNumber],
      ),
    ).toBe(1);
    expect(await scalar("SELECT used_count FROM promotion WHERE code = 'GIFTBOX'")).toBe(1);
    expect(
      await scalar<number>(
        `SELECT r.received FROM payment_return r JOIN orders o ON o.order_id = r.order_id
         WHERE o.po_number = $1`,
        [order.poNumber],
      ),
    ).toBe(20);
    const account = await app.db.query<{ balance: string; held: string; sum: string }>(
      `SELECT a.balance::text, a.held::text,
              (SELECT sum(points)::text FROM points_ledger WHERE customer_id = a.customer_id) AS sum
       FROM points_account a WHERE a.customer_id = $1`,
      [customerId],
    );
    expect(account[0]?.held).toBe('0');
    expect(account[0]?.balance).toBe(account[0]?.sum);
    expect(20_000_000 - Number(account[0]?.balance)).toBe(Number(quote.body['point']));
  });

  it('50 checkouts at once of a limited item by one customer never hold more than maxQuantity', async () => {
    const limited = item(1);
    await app.db.query('UPDATE item SET limit_quantity = true, max_quantity = 3 WHERE code = $1', [
      limited.code,
    ]);
    const token = await signIn(app, 'niran@rewards.example');
    const body = paymentBody([{ item: { ...limited, limit: true, maxQuantity: 3 }, quantity: 1 }]);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => checkout(app, body, bearer(token))),
    );
    const placed = results.filter((result) => result.placed?.status === 200);
    expect(placed).toHaveLength(3);
    const refused = results.filter((result) => result.placed?.status !== 200);
    for (const result of refused) {
      expect((result.placed ?? result.quote).body).toMatchObject({ errorKey: 'E603' });
    }
    expect(
      await scalar<number>(
        `SELECT count(*)::int FROM order_unit u JOIN orders o ON o.order_id = u.order_id
         WHERE o.status = 'PENDING' AND u.item_code = $1`,
        [limited.code],
      ),
    ).toBe(3);
  });

  it('50 guests at once for 5 units in stock: exactly 5 sold, stock never below 0', async () => {
    const scarce = item(2);
    await app.db.query('INSERT INTO item_stock (item_code, available) VALUES ($1, 5)', [
      scarce.code,
    ]);
    const guests = await Promise.all(Array.from({ length: 50 }, () => guestId(app)));
    const results = await Promise.all(
      guests.map((guest) =>
        checkout(app, paymentBody([{ item: scarce, quantity: 1 }], { guestUuid: guest })),
      ),
    );
    const placed = results.filter((result) => result.placed?.status === 200);
    expect(placed).toHaveLength(5);
    for (const result of results.filter((each) => each.placed?.status !== 200)) {
      expect(result.placed?.body).toMatchObject({
        errorKey: 'E601',
        fieldErrors: [{ code: 'checkout.soldOut' }],
      });
    }
    expect(
      await scalar('SELECT available FROM item_stock WHERE item_code = $1', [scarce.code]),
    ).toBe(0);
  });

  it('a promotion with 5 uses left, tried by 20 checkouts at once: exactly 5 orders use it', async () => {
    await app.db.query("UPDATE promotion SET used_count = 0, max_uses = 5 WHERE code = 'LAST5'");
    const guests = await Promise.all(Array.from({ length: 20 }, () => guestId(app)));
    const results = await Promise.all(
      guests.map((guest) =>
        checkout(
          app,
          paymentBody([{ item: forPromotion(0), quantity: 1 }], {
            guestUuid: guest,
            promoCode: 'LAST5',
            discount: thb('250.00'),
          }),
        ),
      ),
    );
    expect(results.filter((result) => result.placed?.status === 200)).toHaveLength(5);
    for (const result of results.filter((each) => each.placed?.status !== 200)) {
      expect((result.placed ?? result.quote).body).toMatchObject({ errorKey: 'E609' });
    }
    expect(await scalar("SELECT used_count FROM promotion WHERE code = 'LAST5'")).toBe(5);
  });

  it('concurrent point redemptions never take a balance below 0', async () => {
    const token = await signIn(app, 'malee@rewards.example');
    const cheap = item(0);
    const body = paymentBody([{ item: cheap, quantity: 1 }], { payment: { type: 'POINT' } });
    const setBalance = (balance: number) =>
      app.db.query(
        `UPDATE points_account SET balance = $1, held = 0
         WHERE customer_id = (SELECT id FROM customer WHERE email = 'malee@rewards.example')`,
        [balance],
      );
    await setBalance(1_000_000_000);
    const probe = await post(app, '/shopping-cart/checkPaymentCondition', body, bearer(token));
    expect(probe.status).toBe(200);
    const points = Number(probe.body['point']);
    // Enough for 3 orders and not quite a 4th.
    await setBalance(points * 3 + points - 1);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => checkout(app, body, bearer(token))),
    );
    const placed = results.filter((result) => result.placed?.status === 200);
    expect(placed).toHaveLength(3);
    for (const result of results.filter((each) => each.placed?.status !== 200)) {
      expect((result.placed ?? result.quote).body).toMatchObject({ errorKey: 'E611' });
    }
    await Promise.all(
      placed.map(async (result) => {
        const order = decoded(routes.placeOrder, result.placed?.body);
        const back = await payOnSandbox(app, order.paymentUrl, {
          action: 'pay',
          cardNumber: '4111111111111111',
        });
        await post(app, '/kscpaygate/paymentProcess', returnBody(back), bearer(token));
      }),
    );
    const [account] = await app.db.query<{ balance: string; held: string }>(
      `SELECT balance::text, held::text FROM points_account
       WHERE customer_id = (SELECT id FROM customer WHERE email = 'malee@rewards.example')`,
    );
    expect(account).toEqual({ balance: String(points - 1), held: '0' });
    await setBalance(1_500);
  });

  it('the ledger’s own holds, 50 at once on one account, hold at most the balance', async () => {
    const customerId = Number(
      await scalar<string>("SELECT id::text FROM customer WHERE email = 'niran@rewards.example'"),
    );
    const { ledger } = app.checkout;
    await app.db.transaction((tx) => ledger.earn(tx, customerId, 1000, 'test'));
    const held = await Promise.all(
      Array.from({ length: 50 }, () => app.db.transaction((tx) => ledger.hold(tx, customerId, 70))),
    );
    expect(held.filter(Boolean)).toHaveLength(14);
    expect(await ledger.available(app.db, customerId)).toBe(20);
    await expect(
      app.db.query('UPDATE points_account SET balance = -1 WHERE customer_id = $1', [customerId]),
    ).rejects.toThrow();
  });
});
