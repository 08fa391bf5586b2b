import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  chatLookupOf,
  routes,
  type ChatQuestion,
  type ChatLookup,
} from '@rewards/api-client/contract';
import type { Database, Queryable } from '../../src/db/database';
import { documentRepository, orderReader } from '../../src/documents/document-repository';
import { issueCreditNote, issueTaxInvoice } from '../../src/documents/documents';
import { CHAT_QUESTIONS } from '../../src/seed/chat-questions';
import { AFTER_SALE_ENV, paidOrder } from '../after-sale/helpers';
import { ADDRESS, API } from '../checkout/helpers';
import { decoded } from '../helpers/inject';
import { buildTestApp } from '../helpers/test-app';
import { addOperator, operatorCall, operatorSignIn } from '../operators/helpers';

let app: FastifyInstance;
let guestOrder: Awaited<ReturnType<typeof paidOrder>>;

/** The shipping details of the orders placed by the checkout's helpers, typed another way. */
const RIGHT = {
  email: ` ${ADDRESS.email.toUpperCase()} `,
  phoneNumber: '+66 81-234-5678',
  countryCode: '+66',
};

let nextAddress = 0;
/** A client address of its own, so that each test's lookups are counted apart. */
const freshAddress = () => `10.9.${Math.floor(++nextAddress / 250)}.${nextAddress % 250}`;

async function lookup(
  name: ChatLookup,
  body: Record<string, unknown>,
  options: { lang?: 'en' | 'th'; from?: string } = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: `${API}/question/${name}?lang=${options.lang ?? 'en'}`,
    payload: body,
    remoteAddress: options.from ?? freshAddress(),
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

async function open(url: string) {
  const target = new URL(url);
  return app.inject({ method: 'GET', url: target.pathname + target.search });
}

/** Counts the statements sent through the app's database (the chat's use cases hold this object). */
function countStatements(db: Database): { take(): number } {
  let count = 0;
  const query = db.query.bind(db);
  const transaction = db.transaction.bind(db);
  const counted = (queryable: Queryable): Queryable => ({
    query: (sql, params) => {
      count += 1;
      return queryable.query(sql, params);
    },
    exec: (script) => {
      count += 1;
      return queryable.exec(script);
    },
  });
  db.query = (sql, params) => {
    count += 1;
    return query(sql, params);
  };
  db.transaction = (work) => transaction((tx) => work(counted(tx)));
  return {
    take() {
      const taken = count;
      count = 0;
      return taken;
    },
  };
}

beforeAll(async () => {
  app = await buildTestApp(AFTER_SALE_ENV);
  guestOrder = await paidOrder(app, 'guest');
});

afterAll(async () => {
  await app.close();
});

afterEach(() => {
  vi.useRealTimers();
});

const flatten = (entries: readonly ChatQuestion[]): ChatQuestion[] =>
  entries.flatMap((entry) => [entry, ...flatten(entry.subQuestionAnswerVMs)]);

describe('GET question/root', () => {
  it('answers the topics FAQ, Quick Help and Contact Us with their steps, in English and in Thai', async () => {
    const answers = await Promise.all(
      (['en', 'th'] as const).map(async (lang) => {
        const response = await app.inject({ url: `${API}/question/root?lang=${lang}` });
        expect(response.statusCode).toBe(200);
        return decoded(routes.questionRoot, response.json());
      }),
    );
    const [en = [], th = []] = answers;
    expect(en.map((topic) => topic.questionCategory)).toEqual(['FAQ', 'QUICK_HELP', 'Contact Us']);
    expect(en.map((topic) => topic.displayOrder)).toEqual([1, 2, 3]);
    const enAll = flatten(en);
    const thAll = flatten(th);
    expect(thAll.map((entry) => entry.id)).toEqual(enAll.map((entry) => entry.id));
    for (const [index, entry] of thAll.entries()) {
      expect(entry.name, entry.id).toMatch(/[\u0E00-\u0E7F]/);
      expect(entry.name).not.toBe(enAll[index]?.name);
      if (entry.content !== '') expect(entry.content, entry.id).toMatch(/[\u0E00-\u0E7F]/);
    }
    // Every entry carries its topic's category; every list is in display order.
    for (const topic of en) {
      for (const entry of flatten([topic])) {
        expect(entry.questionCategory).toBe(topic.questionCategory);
        expect(entry.subQuestionAnswerVMs.map((sub) => sub.displayOrder)).toEqual(
          entry.subQuestionAnswerVMs.map((_, position) => position + 1),
        );
      }
    }
  });

  it('answers delivery, instalments, points, engraving, AppleCare+, refunds and tax invoices for real', async () => {
    const en = decoded(
      routes.questionRoot,
      (await app.inject({ url: `${API}/question/root?lang=en` })).json(),
    );
    const text = flatten(en)
      .map((entry) => `${entry.name} ${entry.content}`)
      .join('\n');
    for (const fact of [
      /delivered within 4-7 business days/,
      /Delivery is free/,
      /3 or 4 months at 0% interest/,
      /6 months at 0%/,
      /10 months at 0\.89% a month/,
      /KCC, AYCAP and GCS/,
      /earn KSC FOREVER points/,
      /1,000 points are worth THB 6/,
      /points \+ cash/,
      /one or two lines/,
      /up to 30 English letters and digits, or 12 Thai/,
      /cannot be cancelled, returned or exchanged/,
      /AppleCare\+ gives two years of cover/,
      /credit note/,
      /refund promo code/,
      /full tax invoice/,
    ]) {
      expect(text).toMatch(fact);
    }
  });

  it('opens each lookup form from a Quick Help entry whose id carries its prefix', async () => {
    const en = decoded(
      routes.questionRoot,
      (await app.inject({ url: `${API}/question/root?lang=en` })).json(),
    );
    const quickHelp = flatten(en.filter((topic) => topic.questionCategory === 'QUICK_HELP'));
    const lookups = quickHelp.map((entry) => chatLookupOf(entry.id)).filter(Boolean);
    expect(new Set(lookups)).toEqual(
      new Set(['queryOrderConfirm', 'queryShipmentStatus', 'queryCreditNotes', 'queryTaxInvoice']),
    );
    const elsewhere = flatten(en.filter((topic) => topic.questionCategory !== 'QUICK_HELP'));
    expect(elsewhere.map((entry) => chatLookupOf(entry.id)).filter(Boolean)).toEqual([]);
    // Quick Help goes one step deeper than the others: four steps.
    const depth = (entry: ChatQuestion): number =>
      1 + Math.max(0, ...entry.subQuestionAnswerVMs.map(depth));
    expect(en.map(depth)).toEqual([3, 4, 3]);
    expect(CHAT_QUESTIONS).toHaveLength(3);
  });
});

describe('the lookups with the right details', () => {
  it('answers the shipment of every sub-order, for the order number or one sub-order number', async () => {
    const whole = await lookup('queryShipmentStatus', {
      orderNumber: guestOrder.poNumber,
      ...RIGHT,
    });
    expect(whole.status).toBe(200);
    const answer = decoded(routes.queryShipmentStatus, whole.body);
    expect(answer).toMatchObject({
      poNumber: guestOrder.poNumber,
      shipments: guestOrder.subOrders.map((orderNumber) => ({
        orderNumber,
        subOrderStatus: 'Awaiting shipment',
        shipment: { status: 'shipment.preparingForShipment', delayed: false },
      })),
    });
    const sub = guestOrder.subOrders[0] ?? '';
    const one = await lookup(
      'queryShipmentStatus',
      { orderNumber: sub.toLowerCase(), shippingMobileNumber: '0812345678', email: ADDRESS.email },
      { lang: 'th' },
    );
    expect(one.body).toMatchObject({
      poNumber: guestOrder.poNumber,
      shipments: [{ orderNumber: sub, subOrderStatus: 'รอการจัดส่ง' }],
    });
  });

  it('answers a link to the order confirmation and the tax invoice that opens the PDF, and expires', async () => {
    for (const name of ['queryOrderConfirm', 'queryTaxInvoice'] as const) {
      const found = await lookup(name, { orderNumber: guestOrder.poNumber, ...RIGHT });
      expect(found.status).toBe(200);
      const answer = decoded(routes[name], found.body);
      if (!('url' in answer)) throw new Error(`${name}: ${JSON.stringify(answer)}`);
      expect(answer.url.startsWith('https://shop.example/backend/api/storage/')).toBe(true);
      expect(answer.message).toMatch(/5 minutes/);
      const pdf = await open(answer.url);
      expect(pdf.statusCode, name).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.parse(answer.expiresAt) + 1000);
      expect((await open(answer.url)).statusCode).toBe(404);
      vi.useRealTimers();
    }
  });

  it('answers a credit note once a refund issued one, and says when there is none', async () => {
    const order = await paidOrder(app, 'guest');
    const details = { orderNumber: order.poNumber, ...RIGHT };
    const none = await lookup('queryCreditNotes', details, { lang: 'en' });
    expect(none).toEqual({
      status: 200,
      body: { errorCode: 'noCreditNote', title: 'No credit note has been issued for this order.' },
    });
    await addOperator(app, 'chat.ops@rewards.example');
    const operator = await operatorSignIn(app, 'chat.ops@rewards.example');
    const refunded = await operatorCall(
      app,
      operator,
      'POST',
      `/operator/sub-orders/${order.subOrders[0] ?? ''}/refund`,
      {},
    );
    expect(refunded.status).toBe(200);
    // Refunds issue no credit note until the documents module takes the operators' port.
    const issue = {
      documents: documentRepository(app.db),
      orders: orderReader(app.db),
      clock: { now: () => new Date() },
      seller: app.serverConfig.seller,
    };
    await issueTaxInvoice(issue, order.poNumber);
    await issueCreditNote(issue, order.poNumber, { subOrderNumbers: order.subOrders.slice(0, 1) });
    const found = decoded(
      routes.queryCreditNotes,
      (await lookup('queryCreditNotes', details)).body,
    );
    if (!('url' in found)) throw new Error(JSON.stringify(found));
    const pdf = await open(found.url);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });
});

describe('the lookups with wrong details', () => {
  const unknownOrder = () => {
    // The same form as the order's number, one that no order has.
    const digits = guestOrder.poNumber.slice(-8);
    const other = String((Number(digits) + 5_000_000) % 100_000_000).padStart(8, '0');
    return `${guestOrder.poNumber.slice(0, -8)}${other}`;
  };

  it('answers an unknown order and wrong details alike, in the same work', async () => {
    const statements = countStatements(app.db);
    const tries = [
      { orderNumber: unknownOrder(), ...RIGHT },
      { orderNumber: guestOrder.poNumber, ...RIGHT, email: 'someone@example.com' },
      { orderNumber: guestOrder.poNumber, ...RIGHT, phoneNumber: '0812345679' },
      { orderNumber: guestOrder.poNumber, ...RIGHT, phoneNumber: '0812345678', countryCode: '+65' },
      { orderNumber: guestOrder.poNumber, email: RIGHT.email },
      { orderNumber: guestOrder.poNumber, ...RIGHT, email: '' },
      { orderNumber: `${guestOrder.poNumber}99`, ...RIGHT },
      { orderNumber: 'NOTANORDER', ...RIGHT },
    ];
    for (const name of [
      'queryOrderConfirm',
      'queryShipmentStatus',
      'queryCreditNotes',
      'queryTaxInvoice',
    ] as const) {
      const answers = [];
      const counts = [];
      for (const body of tries) {
        statements.take();
        answers.push(await lookup(name, body, { lang: 'th' }));
        counts.push(statements.take());
      }
      expect(answers[0]).toEqual({
        status: 200,
        body: { errorCode: 'E404', title: 'หมายเลขคำสั่งซื้อไม่ถูกต้อง' },
      });
      for (const answer of answers) expect(answer, name).toEqual(answers[0]);
      expect(new Set(counts).size, `${name}: ${counts.join(',')}`).toBe(1);
    }
  });

  it('throttles 200 guesses from one address, and the answers tell no order from another', async () => {
    const from = freshAddress();
    const existing = new Set([guestOrder.poNumber]);
    const seen = new Map<string, { orderNumber: string; existed: boolean }[]>();
    for (let guess = 0; guess < 200; guess += 1) {
      // Every 20th guess is the real order's number with guessed details.
      const orderNumber =
        guess % 20 === 0
          ? guestOrder.poNumber
          : unknownOrder().slice(0, -3) + String(guess).padStart(3, '0');
      const answer = await lookup(
        'queryShipmentStatus',
        { orderNumber, email: `guess${guess}@example.com`, phoneNumber: '0899999999' },
        { from },
      );
      const key = `${answer.status} ${JSON.stringify(answer.body)}`;
      seen.set(key, [
        ...(seen.get(key) ?? []),
        { orderNumber, existed: existing.has(orderNumber) },
      ]);
    }
    const statuses = [...seen.keys()].map((key) => Number(key.split(' ')[0]));
    expect(statuses).toContain(429);
    const throttled = [...seen.entries()].filter(([key]) => key.startsWith('429'));
    expect(throttled.flatMap(([, guesses]) => guesses).length).toBeGreaterThan(150);
    // Each kind of answer came for real and unknown numbers alike.
    for (const [key, guesses] of seen) {
      expect(new Set(guesses.map((entry) => entry.existed)), key).toEqual(new Set([true, false]));
    }
    // Throttled, even the right details are not looked up; another address still is.
    const blocked = await lookup(
      'queryShipmentStatus',
      { orderNumber: guestOrder.poNumber, ...RIGHT },
      { from },
    );
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({
      errorKey: 'E429',
      title: 'Error occurred, please try again later',
    });
    const elsewhere = await lookup('queryShipmentStatus', {
      orderNumber: guestOrder.poNumber,
      ...RIGHT,
    });
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.body).toHaveProperty('shipments');
  });

  it('counts lookups made at once by one address exactly', async () => {
    const from = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        lookup('queryTaxInvoice', { orderNumber: unknownOrder(), ...RIGHT }, { from }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(30);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(10);
  });

  it('refuses a body without an order number or with text out of bounds', async () => {
    expect((await lookup('queryOrderConfirm', { ...RIGHT })).status).toBe(400);
    expect(
      (await lookup('queryOrderConfirm', { orderNumber: 'x'.repeat(41), ...RIGHT })).status,
    ).toBe(400);
    expect(
      (
        await lookup('queryOrderConfirm', {
          orderNumber: guestOrder.poNumber,
          email: 'a'.repeat(300),
        })
      ).status,
    ).toBe(400);
  });
});
