import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { routes } from '@rewards/api-client/contract';
import { moneyToString, subtractMoney, thb, type Money } from '@rewards/domain';
import { decoded } from '../helpers/inject';
import { buildTestApp } from '../helpers/test-app';
import { AFTER_SALE_ENV, call, newCustomer } from '../after-sale/helpers';
import {
  bearer,
  checkout,
  itemsOnSale,
  lineTotals,
  payOnSandbox,
  paymentBody,
  post,
  returnBody,
  type TestLine,
} from './helpers';

let app: FastifyInstance;
let token: string;
let customerId: string;
let lines: TestLine[];
let total: Money;
let codeCount = 0;

/** A refund promo code of the customer's worth `value`, started 5 days ago, valid 90 more. */
async function refundCode(value: string) {
  codeCount += 1;
  const code = `RF-ANSWER-${String(codeCount).padStart(4, '0')}`;
  await app.db.query(
    `INSERT INTO refund_promo_code (code, customer_id, value, starts_at, expires_at,
       description, thai_description)
     VALUES ($1, $2, $3, now() - interval '5 days', now() + interval '90 days',
       'Test code', 'รหัสทดสอบ')`,
    [code, customerId, value],
  );
  return code;
}

/** A checkPaymentCondition body paying by card what the code leaves (without a code: all of it). */
function body(code?: string, applied: Money = thb(0)) {
  return {
    ...paymentBody(lines),
    ...(code === undefined ? {} : { refundCoupon: code }),
    cash: subtractMoney(total, applied) as never,
  };
}

/** Quotes, places and pays an order by card (approved); answers the quote and the payment's outcome. */
async function paidWith(code?: string, applied?: Money) {
  const { quote, placed } = await checkout(app, body(code, applied), bearer(token));
  expect(quote.status, JSON.stringify(quote.body)).toBe(200);
  expect(placed?.status, JSON.stringify(placed?.body)).toBe(200);
  const order = decoded(routes.placeOrder, placed?.body);
  const back = await payOnSandbox(app, order.paymentUrl, {
    action: 'pay',
    cardNumber: '4111 1111 1111 1111',
  });
  const settled = await post(app, '/kscpaygate/paymentProcess', returnBody(back), bearer(token));
  expect(settled.status, JSON.stringify(settled.body)).toBe(200);
  return { quote: quote.body, poNumber: order.poNumber, outcome: settled.body };
}

async function historyOrder(poNumber: string) {
  const answer = await call(app, 'POST', '/transaction/history?lang=en', token, {
    limitRecord: 'ALL',
  });
  expect(answer.status).toBe(200);
  decoded(routes.transactionHistory, answer.body);
  const orders = answer.body['orders'] as readonly Record<string, unknown>[];
  return orders.find((order) => order['poNumber'] === poNumber);
}

beforeAll(async () => {
  app = await buildTestApp(AFTER_SALE_ENV);
  token = await newCustomer(app, 'refund.answers@example.com');
  const [row] = await app.db.query<{ id: string }>(
    "SELECT id::text AS id FROM customer WHERE email = 'refund.answers@example.com'",
  );
  customerId = row?.id ?? '';
  const [item] = [...(await itemsOnSale(app, 5)).values()];
  if (item === undefined) throw new Error('no item on sale');
  lines = [{ item, quantity: 2 }];
  total = lineTotals(lines);
});
afterAll(async () => {
  await app.close();
});

describe('a refund promo code in the server’s answers', () => {
  it('the quote answers the code, what it takes off and what is left for the card', async () => {
    const code = await refundCode('100.00');
    const quote = await post(
      app,
      '/shopping-cart/checkPaymentCondition?lang=en',
      body(code.toLowerCase(), thb('100.00')),
      bearer(token),
    );
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    const left = moneyToString(subtractMoney(total, thb('100.00')));
    expect(quote.body['refundCoupon']).toEqual({ code, amount: '100.00', payable: left });
    expect(quote.body['cash']).toBe(left);
    const answer = decoded(routes.checkPaymentCondition, quote.body);
    expect(answer.refundCoupon?.amount.toFixed(2)).toBe('100.00');
  });

  it('a code worth more than the order takes off the whole order and leaves nothing', async () => {
    const code = await refundCode('999999.00');
    const quote = await post(
      app,
      '/shopping-cart/checkPaymentCondition?lang=en',
      body(code, total),
      bearer(token),
    );
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    expect(quote.body['refundCoupon']).toEqual({
      code,
      amount: moneyToString(total),
      payable: '0.00',
    });
  });

  it('a quote without a code has no refund part', async () => {
    const quote = await post(
      app,
      '/shopping-cart/checkPaymentCondition?lang=en',
      body(),
      bearer(token),
    );
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    expect(quote.body).not.toHaveProperty('refundCoupon');
  });

  it('an order paid partly with a code answers it in its result, its page and the history', async () => {
    const code = await refundCode('250.00');
    const { poNumber, outcome } = await paidWith(code, thb('250.00'));
    const card = moneyToString(subtractMoney(total, thb('250.00')));
    const result = outcome['order'] as Record<string, unknown>;
    expect(outcome['status']).toBe('success');
    expect(result['refundCoupon']).toEqual({ code, amount: '250.00' });
    // The totals add up: the card pays the total less the code.
    expect(result['totalAmount']).toBe(moneyToString(total));
    expect(result['payAbleAmount']).toBe(card);
    decoded(routes.paymentReturn, outcome);

    const read = await call(app, 'GET', `/order/${poNumber}?lang=en`, token);
    expect(read.status).toBe(200);
    expect(read.body['refundCoupon']).toEqual({ code, amount: '250.00' });

    const listed = await historyOrder(poNumber);
    expect(listed?.['refundCoupon']).toEqual({ code, amount: '250.00' });
    expect(listed?.['totalAmount']).toBe(moneyToString(total));
    expect(listed?.['payAbleAmount']).toBe(card);
  });

  it('an order paid by card alone has no refund part anywhere', async () => {
    const { poNumber, outcome } = await paidWith();
    expect(outcome['order']).not.toHaveProperty('refundCoupon');
    const read = await call(app, 'GET', `/order/${poNumber}?lang=en`, token);
    expect(read.body).not.toHaveProperty('refundCoupon');
    expect(await historyOrder(poNumber)).not.toHaveProperty('refundCoupon');
  });
});
