import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { routes } from '@rewards/api-client/contract';
import { subtractMoney, thb } from '@rewards/domain';
import { DEMO_CUSTOMERS } from '../../src/seed/checkout';
import { decoded } from '../helpers/inject';
import {
  bearer,
  buildCheckoutApp,
  checkout,
  lineTotals,
  payOnSandbox,
  paymentBody,
  post,
  returnBody,
  type TestLine,
} from '../checkout/helpers';
import {
  addOperator,
  decodedOrder,
  operatorCall,
  operatorSignIn,
  signIn,
  stockedItem,
} from './helpers';

const somchai = DEMO_CUSTOMERS[0]!.email;

let app: FastifyInstance;
let operator: string;
let customer: string;
let somchaiId: string;

/** A refund promo code of Somchai's worth `value`, valid from yesterday for 90 days. */
async function refundCode(code: string, value: string) {
  await app.db.query(
    `INSERT INTO refund_promo_code (code, customer_id, value, starts_at, expires_at,
       description, thai_description)
     VALUES ($1, $2, $3, now() - interval '1 day', now() + interval '90 days', 'Test', 'ทดสอบ')`,
    [code, somchaiId, value],
  );
}

/** Two units of one item, paid partly with a refund promo code worth `value` and the rest by card. */
async function orderPaidWithCode(code: string, value: string) {
  const item = await stockedItem(app, 1);
  const lines: TestLine[] = [{ item, quantity: 2 }];
  await refundCode(code, value);
  const body = {
    ...paymentBody(lines),
    refundCoupon: code,
    cash: subtractMoney(lineTotals(lines), thb(value)) as never,
  };
  const { quote, placed } = await checkout(app, body, bearer(customer));
  expect(quote.status, JSON.stringify(quote.body)).toBe(200);
  const order = decoded(routes.placeOrder, placed?.body);
  const back = await payOnSandbox(app, order.paymentUrl, {
    action: 'pay',
    cardNumber: '4111 1111 1111 1111',
  });
  const settled = await post(app, '/kscpaygate/paymentProcess', returnBody(back), bearer(customer));
  expect(settled.status).toBe(200);
  const units = await app.db.query<{ sub_order_number: string }>(
    `SELECT u.sub_order_number FROM order_unit u JOIN orders o ON o.order_id = u.order_id
     WHERE o.po_number = $1 ORDER BY u.unit_index`,
    [order.poNumber],
  );
  return { unitTotal: item.unitPrice, subOrders: units.map((unit) => unit.sub_order_number) };
}

async function codesOf(subOrder: string) {
  return app.db.query<{ code: string; value: string; customer_id: string }>(
    `SELECT code, value::text AS value, customer_id::text AS customer_id
     FROM refund_promo_code WHERE sub_order_number = $1 ORDER BY code`,
    [subOrder],
  );
}

beforeAll(async () => {
  app = await buildCheckoutApp();
  await addOperator(app, 'ops@rewards.example');
  operator = await operatorSignIn(app, 'ops@rewards.example');
  customer = await signIn(app, somchai);
  const [row] = await app.db.query<{ id: string }>(
    'SELECT id::text AS id FROM customer WHERE lower(email) = lower($1)',
    [somchai],
  );
  somchaiId = row?.id ?? '';
});
afterAll(async () => {
  await app.close();
});

describe('refunds of orders paid partly with a refund promo code', () => {
  it('a refund to the card gives the code’s part of the sub-order back as a new refund promo code', async () => {
    const { unitTotal, subOrders } = await orderPaidWithCode('RF-PAIDPART01', '100.00');
    const sub = subOrders[0]!;
    const refunded = await operatorCall(
      app,
      operator,
      'POST',
      `/operator/sub-orders/${sub}/refund`,
      { method: 'CARD' },
    );
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    const view = decodedOrder(refunded.body).subOrders[0]!;
    // The sub-order's share is its price: card and code together.
    expect(view.share.cash.toFixed(2)).toBe(unitTotal.toFixed(2));
    expect(view.refunded.cash.toFixed(2)).toBe(unitTotal.toFixed(2));
    const codes = await codesOf(sub);
    expect(codes).toEqual([{ code: view.refundCode, value: '50.00', customer_id: somchaiId }]);
    expect(view.refundMethod).toBe('CARD');
  });

  it('a refund as a promo code gives one code of the whole share, the code’s part included', async () => {
    const { unitTotal, subOrders } = await orderPaidWithCode('RF-PAIDPART02', '100.00');
    const sub = subOrders[1]!;
    const refunded = await operatorCall(
      app,
      operator,
      'POST',
      `/operator/sub-orders/${sub}/refund`,
      { method: 'PROMO_CODE' },
    );
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    const codes = await codesOf(sub);
    expect(codes.map((code) => code.value)).toEqual([unitTotal.toFixed(2)]);
  });

  it('a cancellation gives the code’s part back as a code too', async () => {
    const { subOrders } = await orderPaidWithCode('RF-PAIDPART03', '100.00');
    const sub = subOrders[0]!;
    const cancelled = await operatorCall(
      app,
      operator,
      'POST',
      `/operator/sub-orders/${sub}/cancel`,
      {},
    );
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect((await codesOf(sub)).map((code) => code.value)).toEqual(['50.00']);
  });

  it('a shipped unit’s restocking fee is kept from the card’s part first', async () => {
    const { unitTotal, subOrders } = await orderPaidWithCode('RF-PAIDPART04', '100.00');
    const sub = subOrders[0]!;
    await operatorCall(app, operator, 'POST', `/operator/sub-orders/${sub}/ship`, {
      carrier: 'Kerry Express',
      trackingNumber: 'KEX1',
      expectedDeliveryDate: '2026-12-05',
    });
    const refunded = await operatorCall(
      app,
      operator,
      'POST',
      `/operator/sub-orders/${sub}/refund`,
      { method: 'CARD' },
    );
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    const view = decodedOrder(refunded.body).subOrders[0]!;
    const back = unitTotal.minus(1500);
    expect(view.refunded.cash.toFixed(2)).toBe(back.isNegative() ? '0.00' : back.toFixed(2));
    const expected = back.greaterThanOrEqualTo(50)
      ? ['50.00']
      : back.greaterThan(0)
        ? [back.toFixed(2)]
        : [];
    expect((await codesOf(sub)).map((code) => code.value)).toEqual(expected);
  });
});
