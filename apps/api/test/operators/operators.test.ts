import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { operatorRoutes } from '@rewards/api-client/contract';
import { DEMO_CUSTOMERS } from '../../src/seed/checkout';
import { refundSubOrder } from '../../src/operators/operator-actions';
import { buildCheckoutApp } from '../checkout/helpers';
import {
  addOperator,
  decodedOrder,
  operatorCall,
  operatorSignIn,
  paidOrder,
  signIn,
  stockedItem,
  OPERATOR_PASSWORD,
} from './helpers';

const somchai = DEMO_CUSTOMERS[0]!.email;

let app: FastifyInstance;
let operator: string;
let customer: string;

async function stockOf(code: string) {
  const [row] = await app.db.query<{ available: number }>(
    'SELECT available FROM item_stock WHERE item_code = $1',
    [code],
  );
  return row?.available;
}

async function pointsOf(email: string) {
  const [row] = await app.db.query<{ balance: string; held: string }>(
    `SELECT a.balance::text AS balance, a.held::text AS held FROM points_account a
     JOIN customer c ON c.id = a.customer_id WHERE lower(c.email) = lower($1)`,
    [email],
  );
  return { balance: Number(row?.balance), held: Number(row?.held) };
}

async function auditOf(subOrder: string) {
  return app.db.query<{ action: string; operator_id: string; before: unknown; after: unknown }>(
    'SELECT action, operator_id::text, before, after FROM audit_log WHERE target = $1 ORDER BY entry_id',
    [`sub-order:${subOrder}`],
  );
}

const SHIPMENT = {
  carrier: 'Kerry Express',
  trackingNumber: 'KEX123456789',
  expectedDeliveryDate: '2026-12-05',
  carrierUrl: 'https://th.kerryexpress.com/track',
  shippedOn: '2026-12-01',
};

beforeAll(async () => {
  app = await buildCheckoutApp();
  await addOperator(app, 'ops@rewards.example');
  operator = await operatorSignIn(app, 'ops@rewards.example');
  customer = await signIn(app, somchai);
});
afterAll(async () => {
  await app.close();
});

describe('operators are a role apart from customers', () => {
  it('an operator route refuses no token and a customer’s token; a customer route refuses an operator’s', async () => {
    expect((await operatorCall(app, undefined, 'GET', '/operator/orders')).status).toBe(401);
    expect((await operatorCall(app, customer, 'GET', '/operator/orders')).status).toBe(401);
    expect((await operatorCall(app, customer, 'GET', '/operator/me')).status).toBe(401);
    expect((await operatorCall(app, operator, 'GET', '/operator/orders')).status).toBe(200);
    expect((await operatorCall(app, operator, 'GET', '/customer')).status).toBe(401);
    expect((await operatorCall(app, operator, 'GET', '/shopping-cart')).status).toBe(401);
    expect((await operatorCall(app, customer, 'GET', '/customer')).status).toBe(200);
  });

  it('every operator route of the contract answers 401 before reading the request, without a token or with a customer’s', async () => {
    const guarded = Object.entries(operatorRoutes).filter(([, route]) => route.auth === 'operator');
    expect(guarded.map(([name]) => name)).toHaveLength(Object.keys(operatorRoutes).length - 1);
    for (const [name, route] of guarded) {
      const url = `/backend/api${route.path.replace(/:\w+/g, 'X')}`;
      for (const headers of [
        {},
        { authorization: `Bearer ${customer}` },
        { authorization: 'Bearer x.y.z' },
      ]) {
        const response = await app.inject({
          method: route.method,
          url,
          headers,
          ...(route.method === 'GET' ? {} : { payload: { not: 'what it takes' } }),
        });
        expect(response.statusCode, `${name} ${JSON.stringify(headers)}`).toBe(401);
      }
    }
  });

  it('a customer’s password does not sign in as an operator, nor the reverse', async () => {
    const asOperator = await operatorCall(app, undefined, 'POST', '/operator/authenticate', {
      email: somchai,
      password: 'Rewards2026',
    });
    expect(asOperator.status).toBe(400);
    expect(asOperator.body['errorKey']).toBe('wrongCredentials');
    const asCustomer = await app.inject({
      method: 'POST',
      url: '/backend/api/authenticate',
      payload: { username: 'ops@rewards.example', password: OPERATOR_PASSWORD },
    });
    expect(asCustomer.statusCode).toBe(400);
  });

  it('a disabled operator’s token stops working', async () => {
    await addOperator(app, 'leaver@rewards.example');
    const token = await operatorSignIn(app, 'leaver@rewards.example');
    expect((await operatorCall(app, token, 'GET', '/operator/me')).status).toBe(200);
    await app.db.query(
      "UPDATE operator SET disabled_at = now() WHERE email = 'leaver@rewards.example'",
    );
    expect((await operatorCall(app, token, 'GET', '/operator/me')).status).toBe(401);
  });

  it('only an admin creates operators, and that is logged', async () => {
    const refused = await operatorCall(app, operator, 'POST', '/operator/operators', {
      email: 'new@rewards.example',
      name: 'New',
      password: 'a password of the new one',
    });
    expect(refused.status).toBe(403);
    await addOperator(app, 'boss@rewards.example', 'admin');
    const admin = await operatorSignIn(app, 'boss@rewards.example');
    const created = await operatorCall(app, admin, 'POST', '/operator/operators', {
      email: 'new@rewards.example',
      name: 'New',
      password: 'a password of the new one',
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ email: 'new@rewards.example', role: 'operator' });
    const log = await app.db.query<{ action: string }>(
      'SELECT action FROM audit_log WHERE target = $1',
      [`operator:${String(created.body['id'])}`],
    );
    expect(log.map((row) => row.action)).toEqual(['create-operator']);
  });
});

describe('operator sign-in is throttled', () => {
  it('past 5 wrong passwords the e-mail must wait; the customers’ sign-in of the same e-mail does not', async () => {
    await addOperator(app, 'malee@rewards.example');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const answer = await operatorCall(app, undefined, 'POST', '/operator/authenticate', {
        email: 'malee@rewards.example',
        password: 'wrong password',
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    // The right password waits too, until the delay is over.
    const right = await operatorCall(app, undefined, 'POST', '/operator/authenticate', {
      email: 'malee@rewards.example',
      password: OPERATOR_PASSWORD,
    });
    expect(right.status).toBe(429);
    // The customer of the same e-mail signs in: the counts are keyed apart.
    expect(await signIn(app, 'malee@rewards.example')).toMatch(/\./);
    const keys = await app.db.query<{ key: string }>(
      "SELECT key FROM login_attempt WHERE key LIKE 'operator:%' ORDER BY key",
    );
    expect(keys.map((row) => row.key)).toContain('operator:malee@rewards.example');
  });
});

describe('after the sale', () => {
  it('lists and finds orders by status, PO number and e-mail', async () => {
    const item = await stockedItem(app, 1);
    const { poNumber } = await paidOrder(app, customer, [{ item, quantity: 1 }]);
    const byPo = await operatorCall(app, operator, 'GET', `/operator/orders?poNumber=${poNumber}`);
    expect(byPo.status).toBe(200);
    expect(byPo.body['totalRecords']).toBe(1);
    const byEmail = await operatorCall(
      app,
      operator,
      'GET',
      `/operator/orders?email=${encodeURIComponent(somchai.toUpperCase())}&status=PAID&pageSize=1`,
    );
    expect(byEmail.body['pageSize']).toBe(1);
    expect((byEmail.body['orders'] as unknown[]).length).toBe(1);
    expect(Number(byEmail.body['totalRecords'])).toBeGreaterThanOrEqual(1);
    const none = await operatorCall(
      app,
      operator,
      'GET',
      '/operator/orders?email=nobody@example.com',
    );
    expect(none.body['totalRecords']).toBe(0);
    const order = await operatorCall(app, operator, 'GET', `/operator/orders/${poNumber}`);
    expect(decodedOrder(order.body).subOrders[0]).toMatchObject({
      shippingState: 'AWAITING_SHIPMENT',
      shippingStatus: 'Awaiting shipment',
      refundIssued: false,
      shipment: { status: 'PREPARING' },
    });
    expect(
      (await operatorCall(app, operator, 'GET', '/operator/orders/OEKSCTHA99999999')).status,
    ).toBe(404);
  });

  it('ships, then delivers, each with its audit row; refuses what the rules refuse', async () => {
    const item = await stockedItem(app, 2);
    const { subOrders } = await paidOrder(app, customer, [{ item, quantity: 1 }]);
    const sub = subOrders[0]!;
    const early = await operatorCall(
      app,
      operator,
      'POST',
      `/operator/sub-orders/${sub}/deliver`,
      {},
    );
    expect(early.status).toBe(409);
    expect(early.body['errorKey']).toBe('notShipped');
    const shipped = await operatorCall(
      app,
      operator,
      'POST',
      `/operator/sub-orders/${sub}/ship`,
      SHIPMENT,
    );
    expect(shipped.status).toBe(200);
    expect(decodedOrder(shipped.body).subOrders[0]).toMatchObject({
      shippingState: 'SHIPPED',
      shipment: {
        status: 'ON_ITS_WAY',
        carrier: 'Kerry Express',
        trackingNumber: 'KEX123456789',
        expectedDeliveryDate: '2026-12-05',
        carrierUrl: 'https://th.kerryexpress.com/track',
      },
    });
    const again = await operatorCall(
      app,
      operator,
      'POST',
      `/operator/sub-orders/${sub}/ship`,
      SHIPMENT,
    );
    expect(again.status).toBe(409);
    const cancel = await operatorCall(
      app,
      operator,
      'POST',
      `/operator/sub-orders/${sub}/cancel`,
      {},
    );
    expect(cancel.body['errorKey']).toBe('alreadyShipped');
    const before = await operatorCall(
      app,
      operator,
      'POST',
      `/operator/sub-orders/${sub}/deliver`,
      {
        deliveredOn: '2026-11-30',
      },
    );
    expect(before.body['errorKey']).toBe('dateBeforeShipment');
    const delivered = await operatorCall(
      app,
      operator,
      'POST',
      `/operator/sub-orders/${sub}/deliver`,
      {
        deliveredOn: '2026-12-03',
      },
    );
    expect(decodedOrder(delivered.body).subOrders[0]).toMatchObject({
      shippingState: 'DELIVERED',
      deliveredOn: '2026-12-03',
      shipment: { status: 'DELIVERED', deliveryDate: '2026-12-03' },
    });
    const refund = await operatorCall(
      app,
      operator,
      'POST',
      `/operator/sub-orders/${sub}/refund`,
      {},
    );
    expect(refund.body['errorKey']).toBe('delivered');
    const log = await auditOf(sub);
    expect(log.map((row) => row.action)).toEqual(['ship', 'deliver']);
    expect(log[0]?.before).toMatchObject({ shippingState: 'AWAITING_SHIPMENT' });
    expect(log[0]?.after).toMatchObject({
      shippingState: 'SHIPPED',
      shipment: { trackingNumber: 'KEX123456789' },
    });
    expect(log[1]?.after).toMatchObject({ shippingState: 'DELIVERED', deliveredOn: '2026-12-03' });
  });

  it('a refund returns the unit to stock and the sub-order’s points exactly, once', async () => {
    const item = await stockedItem(app, 3);
    const { poNumber, subOrders } = await paidOrder(app, customer, [{ item, quantity: 2 }], {
      type: 'POINT',
    });
    const order = decodedOrder(
      (await operatorCall(app, operator, 'GET', `/operator/orders/${poNumber}`)).body,
    );
    const [first, second] = order.subOrders;
    expect(first!.share.points + second!.share.points).toBe(
      order.payablePoint + order.promotionPoints,
    );
    const stock = await stockOf(item.code);
    const points = await pointsOf(somchai);

    const refunded = await operatorCall(
      app,
      operator,
      'POST',
      `/operator/sub-orders/${subOrders[0]}/refund`,
      {},
    );
    expect(refunded.status).toBe(200);
    const after = decodedOrder(refunded.body).subOrders[0]!;
    expect(after).toMatchObject({
      shippingState: 'REFUNDED',
      refundIssued: true,
      shipment: { status: 'REFUNDED' },
    });
    expect(after.refunded.points).toBe(first!.share.points);
    expect(await stockOf(item.code)).toBe(stock! + 1);
    expect(await pointsOf(somchai)).toEqual({
      balance: points.balance + first!.share.points,
      held: points.held,
    });
    const ledger = await app.db.query<{ points: string }>(
      "SELECT points::text FROM points_ledger WHERE kind = 'refund' AND sub_order_number = $1",
      [subOrders[0]],
    );
    expect(ledger.map((row) => Number(row.points))).toEqual([first!.share.points]);

    const twice = await operatorCall(
      app,
      operator,
      'POST',
      `/operator/sub-orders/${subOrders[0]}/refund`,
      {},
    );
    expect(twice.status).toBe(409);
    expect(twice.body['errorKey']).toBe('closed');
    // The other sub-order is cancelled before shipping: the whole order is given back.
    await operatorCall(app, operator, 'POST', `/operator/sub-orders/${subOrders[1]}/cancel`, {});
    expect(await stockOf(item.code)).toBe(stock! + 2);
    expect((await pointsOf(somchai)).balance).toBe(
      points.balance + order.payablePoint + order.promotionPoints,
    );
    expect((await auditOf(subOrders[0]!)).map((row) => row.action)).toEqual(['refund']);
    expect((await auditOf(subOrders[1]!)).map((row) => row.action)).toEqual(['cancel']);
  });

  it('a shipped unit refunded as a promo code keeps the restocking fee and gives the customer a code', async () => {
    const item = await stockedItem(app, 4);
    const { subOrders } = await paidOrder(app, customer, [{ item, quantity: 1 }]);
    const sub = subOrders[0]!;
    await operatorCall(app, operator, 'POST', `/operator/sub-orders/${sub}/ship`, SHIPMENT);
    const tooLong = await operatorCall(
      app,
      operator,
      'POST',
      `/operator/sub-orders/${sub}/refund`,
      {
        method: 'PROMO_CODE',
        validDays: 100_000_000,
      },
    );
    expect(tooLong.status).toBe(400);
    expect(tooLong.body['errorKey']).toBe('codeDays');
    const refunded = await operatorCall(
      app,
      operator,
      'POST',
      `/operator/sub-orders/${sub}/refund`,
      {
        method: 'PROMO_CODE',
        on: '2026-12-02',
        validDays: 30,
      },
    );
    expect(refunded.status).toBe(200);
    const view = decodedOrder(refunded.body).subOrders[0]!;
    expect(view.refunded.cash.toFixed(2)).toBe(view.share.cash.minus(1500).toFixed(2));
    expect(view.refundMethod).toBe('PROMO_CODE');
    const [code] = await app.db.query<{ code: string; value: string; start: string; last: string }>(
      `SELECT code, value::text AS value,
              to_char(starts_at AT TIME ZONE INTERVAL '+07:00', 'YYYY-MM-DD') AS start,
              to_char(expires_at AT TIME ZONE INTERVAL '+07:00', 'YYYY-MM-DD HH24:MI') AS last
       FROM refund_promo_code WHERE sub_order_number = $1`,
      [sub],
    );
    expect(code?.code).toBe(view.refundCode);
    expect(code).toMatchObject({
      value: view.refunded.cash.toFixed(2),
      start: '2026-12-02',
      last: '2027-01-01 00:00',
    });
    const log = await app.db.query<{ action: string }>(
      'SELECT action FROM audit_log WHERE target = $1 OR target = $2 ORDER BY entry_id',
      [`sub-order:${sub}`, `refund-code:${code?.code}`],
    );
    expect(log.map((row) => row.action)).toEqual(['ship', 'issue-refund-code', 'refund']);
  });

  it('issues a refund promo code to a customer, logged; refuses an unknown customer and a taken code', async () => {
    const body = {
      customerEmail: somchai,
      value: '750.00',
      startDate: '2026-12-01',
      expiredDate: '2027-02-28',
      description: 'Goodwill refund',
      thaiDescription: 'คืนเงินเพื่อความพึงพอใจ',
      code: 'GOODWILL-750',
    };
    const issued = await operatorCall(app, operator, 'POST', '/operator/refund-codes', body);
    expect(issued.status).toBe(200);
    expect(issued.body).toMatchObject({
      promoCode: 'GOODWILL-750',
      value: '750.00',
      startDate: '2026-12-01',
      expiredDate: '2027-02-28',
    });
    const log = await app.db.query<{ action: string }>(
      "SELECT action FROM audit_log WHERE target = 'refund-code:GOODWILL-750'",
    );
    expect(log.map((row) => row.action)).toEqual(['issue-refund-code']);
    expect((await operatorCall(app, operator, 'POST', '/operator/refund-codes', body)).status).toBe(
      409,
    );
    expect(
      (
        await operatorCall(app, operator, 'POST', '/operator/refund-codes', {
          ...body,
          code: 'SAVE500',
        })
      ).status,
    ).toBe(409);
    const unknown = await operatorCall(app, operator, 'POST', '/operator/refund-codes', {
      ...body,
      code: 'OTHER-750',
      customerEmail: 'nobody@example.com',
    });
    expect(unknown.status).toBe(404);
    expect((await operatorCall(app, customer, 'POST', '/operator/refund-codes', body)).status).toBe(
      401,
    );
    for (const value of ['0.00', '-5.00', '1000000.01', '99999999999999.00']) {
      const refused = await operatorCall(app, operator, 'POST', '/operator/refund-codes', {
        ...body,
        code: 'TOO-MUCH-1',
        value,
      });
      expect(refused.status, value).toBe(400);
    }
    const backwards = await operatorCall(app, operator, 'POST', '/operator/refund-codes', {
      ...body,
      code: 'BACKWARDS-1',
      expiredDate: '2026-11-30',
    });
    expect(backwards.body['errorKey']).toBe('codeDates');
  });

  it('two refunds of one sub-order at once: one succeeds, the points go back once', async () => {
    const item = await stockedItem(app, 5);
    const { subOrders } = await paidOrder(app, customer, [{ item, quantity: 1 }], {
      type: 'POINT',
    });
    const sub = subOrders[0]!;
    const stock = await stockOf(item.code);
    const points = await pointsOf(somchai);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        operatorCall(app, operator, 'POST', `/operator/sub-orders/${sub}/refund`, {}),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409]);
    const view = decodedOrder(answers.find((answer) => answer.status === 200)!.body).subOrders[0]!;
    expect(await stockOf(item.code)).toBe(stock! + 1);
    expect((await pointsOf(somchai)).balance).toBe(points.balance + view.share.points);
    expect((await auditOf(sub)).map((row) => row.action)).toEqual(['refund']);
  });

  it('a refund that fails part-way leaves neither its changes nor its log row', async () => {
    const item = await stockedItem(app, 6);
    const { subOrders } = await paidOrder(app, customer, [{ item, quantity: 1 }], {
      type: 'POINT',
    });
    const sub = subOrders[0]!;
    const stock = await stockOf(item.code);
    const points = await pointsOf(somchai);
    const failing = {
      ...app.operators.actions,
      creditNotes: {
        issue: async () => {
          throw new Error('the documents are down');
        },
      },
    };
    const [operatorRow] = await app.db.query<{ id: string }>(
      "SELECT id::text FROM operator WHERE email = 'ops@rewards.example'",
    );
    await expect(
      refundSubOrder(failing, Number(operatorRow?.id), sub, { method: 'PROMO_CODE' }),
    ).rejects.toThrow('the documents are down');
    expect(await stockOf(item.code)).toBe(stock);
    expect(await pointsOf(somchai)).toEqual(points);
    expect(await auditOf(sub)).toEqual([]);
    const [unit] = await app.db.query<{ shipping_state: string; refunded_points: number }>(
      'SELECT shipping_state, refunded_points FROM order_unit WHERE sub_order_number = $1',
      [sub],
    );
    expect(unit).toEqual({ shipping_state: 'AWAITING_SHIPMENT', refunded_points: 0 });
    expect(
      await app.db.query('SELECT code FROM refund_promo_code WHERE sub_order_number = $1', [sub]),
    ).toEqual([]);
    expect(
      await app.db.query(
        "SELECT entry_id FROM points_ledger WHERE kind = 'refund' AND sub_order_number = $1",
        [sub],
      ),
    ).toEqual([]);
  });
});
