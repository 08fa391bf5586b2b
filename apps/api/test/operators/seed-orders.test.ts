import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DEMO_ORDERS, seedDemoOrders } from '../../src/operators/seed-demo-orders';
import { listOrders, readOrder } from '../../src/operators/operator-queries';
import { buildCheckoutApp } from '../checkout/helpers';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildCheckoutApp();
});
afterAll(async () => {
  await app.close();
});

describe('the demo orders', () => {
  it('are seeded once, in every state after the sale, the same each time', async () => {
    const deps = { seller: app.serverConfig.seller };
    expect(await seedDemoOrders(app.db, deps)).toBe(DEMO_ORDERS.length);
    expect(await seedDemoOrders(app.db, deps)).toBe(0);
    const page = await listOrders(app.db, { email: 'somchai@rewards.example' }, { size: 100 });
    const seeded = page.orders.filter((order) => order.orderedOn < '2026-11-21');
    expect(seeded.map((order) => order.orderedOn)).toEqual([
      '2026-11-20T13:45:00.000Z',
      '2026-11-10T02:15:00.000Z',
      '2026-10-25T03:00:00.000Z',
    ]);
    const states = [];
    for (const summary of page.orders) {
      const order = await readOrder(app.db, summary.poNumber, 'en');
      expect(order.status).toBe('PAID');
      states.push(order.subOrders.map((sub) => sub.shippingState));
    }
    expect(states).toEqual([['AWAITING_SHIPMENT'], ['SHIPPED'], ['REFUNDED', 'DELIVERED']]);
    const malee = await listOrders(app.db, { email: 'malee@rewards.example' }, {});
    const delivered = await readOrder(app.db, malee.orders[0]!.poNumber, 'th');
    expect(delivered.subOrders[0]).toMatchObject({
      shippingState: 'DELIVERED',
      deliveredOn: '2026-11-05',
      shipment: {
        status: 'DELIVERED',
        carrier: 'Kerry Express',
        expectedDeliveryDate: '2026-11-07',
      },
    });
    const partly = await readOrder(app.db, page.orders[2]!.poNumber, 'en');
    const [refunded] = partly.subOrders;
    expect(refunded).toMatchObject({
      refundIssued: true,
      refundedOn: '2026-10-26',
      refundMethod: 'CARD',
    });
    expect(refunded!.refunded.cash.equals(refunded!.share.cash)).toBe(true);
    // The refund's credit note, after the order's tax invoice, both of the refund's day.
    expect(partly.subOrders.map((sub) => [sub.hasTaxInvoice, sub.hasCreditNote])).toEqual([
      [true, true],
      [true, false],
    ]);
    const documents = await app.db.query<{ kind: string; day: string; subs: string[] }>(
      `SELECT kind, to_char(issued_at AT TIME ZONE INTERVAL '+07:00', 'YYYY-MM-DD') AS day,
              sub_order_numbers AS subs
       FROM shop_document WHERE po_number = $1 ORDER BY kind DESC`,
      [partly.poNumber],
    );
    expect(documents).toEqual([
      {
        kind: 'tax_invoice',
        day: '2026-10-26',
        subs: partly.subOrders.map((s) => s.subOrderNumber),
      },
      { kind: 'credit_note', day: '2026-10-26', subs: [refunded!.subOrderNumber] },
    ]);
  });
});
