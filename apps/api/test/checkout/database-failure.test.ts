import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { routes } from '@rewards/api-client/contract';
import { thb } from '@rewards/domain';
import { decoded } from '../helpers/inject';
import type { CheckoutCatalogueItem } from '../../src/plugins/app/item-checkout-repository';
import {
  buildCheckoutApp,
  guestId,
  itemsOnSale,
  key,
  payOnSandbox,
  paymentBody,
  post,
  returnBody,
} from './helpers';

let app: FastifyInstance;
let item: CheckoutCatalogueItem;

/**
 * The first order's sub-orders make the database stop in the middle of the placement's
 * transaction: on PostgreSQL the statement sleeps until the test terminates its backend
 * from another connection; on PGlite (one process, no backend to kill) it fails there.
 * A sequence decides "first", since a sequence is not rolled back with the transaction.
 */
const SABOTAGE = `
  CREATE SEQUENCE sabotage_seq;
  CREATE FUNCTION sabotage_units() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF nextval('sabotage_seq') = 1 THEN
      IF $ENGINE$ = 'postgres' THEN
        PERFORM pg_sleep(30);
      ELSE
        RAISE EXCEPTION 'the database stopped';
      END IF;
    END IF;
    RETURN NULL;
  END $$;
  CREATE TRIGGER sabotage AFTER INSERT ON order_unit
    FOR EACH STATEMENT EXECUTE FUNCTION sabotage_units();`;

beforeAll(async () => {
  app = await buildCheckoutApp();
  item = [...(await itemsOnSale(app, 200)).values()].find((each) =>
    each.unitPrice.greaterThanOrEqualTo(5_000),
  ) as CheckoutCatalogueItem;
  await app.db.exec(SABOTAGE.replace('$ENGINE$', `'${app.db.engine}'`));
  await app.db.query('INSERT INTO item_stock (item_code, available) VALUES ($1, 4)', [item.code]);
});
afterAll(async () => {
  await app.close();
});

/** Terminates, from a connection of its own, the backend sleeping in the sabotaged insert. */
async function terminateSleepingBackend(): Promise<number> {
  const url = process.env.DATABASE_URL as string;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const rows = await admin.query<{ pid: number }>(
        `SELECT pid FROM pg_stat_activity
         WHERE wait_event = 'PgSleep' AND query ILIKE '%INSERT INTO order_unit%'`,
      );
      const pid = rows.rows[0]?.pid;
      if (pid !== undefined) {
        await admin.query('SELECT pg_terminate_backend($1)', [pid]);
        return pid;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('no placement ever reached the sabotaged insert');
  } finally {
    await admin.end();
  }
}

const scalar = async <T>(sql: string, params: unknown[] = []): Promise<T> =>
  Object.values((await app.db.query<Record<string, T>>(sql, params))[0] ?? {})[0] as T;

describe('the database stopping in the middle of a checkout', () => {
  it(`leaves no half order, and the retry with the same key completes (${process.env.DATABASE_URL ? 'PostgreSQL: the backend is terminated' : 'PGlite: the statement fails'})`, async () => {
    const guest = await guestId(app);
    const quote = await post(
      app,
      '/shopping-cart/checkPaymentCondition',
      paymentBody([{ item, quantity: 2 }], {
        guestUuid: guest,
        promoCode: 'SAVE500',
        discount: thb('500.00'),
      }),
    );
    expect(quote.status).toBe(200);
    const idempotencyKey = key();
    const placement = { quote: quote.body['quote'], idempotencyKey, guest_uuid: guest };
    const attempt = post(app, '/transaction/payment', placement);
    if (app.db.engine === 'postgres') await terminateSleepingBackend();
    const failed = await attempt;
    // A lost connection is a 503 to retry; a statement that failed is a 500.
    const lost = app.db.engine === 'postgres';
    expect(failed.status).toBe(lost ? 503 : 500);
    expect(failed.body).toMatchObject({ errorKey: lost ? 'E503' : 'E999' });

    // Nothing of it stayed: no order, no sub-order, the stock, the promotion use.
    expect(
      await scalar<number>('SELECT count(*)::int FROM orders WHERE idempotency_key = $1', [
        idempotencyKey,
      ]),
    ).toBe(0);
    expect(
      await scalar<number>('SELECT count(*)::int FROM order_unit WHERE item_code = $1', [
        item.code,
      ]),
    ).toBe(0);
    expect(await scalar('SELECT available FROM item_stock WHERE item_code = $1', [item.code])).toBe(
      4,
    );
    expect(await scalar("SELECT used_count FROM promotion WHERE code = 'SAVE500'")).toBe(0);

    const retried = await post(app, '/transaction/payment', placement);
    expect(retried.status).toBe(200);
    const order = decoded(routes.placeOrder, retried.body);
    expect(await scalar('SELECT available FROM item_stock WHERE item_code = $1', [item.code])).toBe(
      2,
    );
    expect(await scalar("SELECT used_count FROM promotion WHERE code = 'SAVE500'")).toBe(1);
    const again = await post(app, '/transaction/payment', placement);
    expect(again.body).toEqual(retried.body);
    const back = await payOnSandbox(app, order.paymentUrl, {
      action: 'pay',
      cardNumber: '4111111111111111',
    });
    const outcome = await post(app, '/kscpaygate/paymentProcess', returnBody(back));
    expect(outcome.body).toMatchObject({ status: 'success', order: { status: 'PAID' } });
  });
});
