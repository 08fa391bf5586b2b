import { buildOrderNumber, buildSubOrderNumber, multiplyMoney, thb } from '@rewards/domain';
import type { Database } from '../db/database';
import type { Seller } from '../documents/seller';
import { createSettingsRepository } from '../plugins/app/settings-repository';
import { DEMO_CUSTOMERS } from '../seed/checkout';
import { documentCreditNotes } from './credit-notes';
import { demoOrdersRepository, type DemoItem } from './demo-orders-repository';

/** Where a demo sub-order is: awaiting shipment, shipped, delivered, or refunded. */
type DemoState =
  | { readonly state: 'AWAITING_SHIPMENT' }
  | { readonly state: 'SHIPPED'; readonly shippedOn: string; readonly expected: string }
  | {
      readonly state: 'DELIVERED';
      readonly shippedOn: string;
      readonly expected: string;
      readonly deliveredOn: string;
    }
  | { readonly state: 'REFUNDED'; readonly refundedOn: string };

interface DemoOrder {
  readonly customer: string;
  readonly createdAt: string;
  /** Which of the demo items, and each unit's state. */
  readonly item: number;
  readonly units: readonly DemoState[];
}

const [SOMCHAI, MALEE] = DEMO_CUSTOMERS.map((customer) => customer.email) as [string, string];

/**
 * The demo orders (apps/api/README.md, "Demo orders"): paid by card, one in
 * each state after the sale, and one partly refunded, on fixed days.
 */
export const DEMO_ORDERS: readonly DemoOrder[] = [
  {
    customer: SOMCHAI,
    createdAt: '2026-10-25T10:00:00+07:00',
    item: 0,
    units: [
      { state: 'REFUNDED', refundedOn: '2026-10-26' },
      {
        state: 'DELIVERED',
        shippedOn: '2026-10-27',
        expected: '2026-10-31',
        deliveredOn: '2026-10-30',
      },
    ],
  },
  {
    customer: MALEE,
    createdAt: '2026-11-01T14:30:00+07:00',
    item: 1,
    units: [
      {
        state: 'DELIVERED',
        shippedOn: '2026-11-02',
        expected: '2026-11-07',
        deliveredOn: '2026-11-05',
      },
    ],
  },
  {
    customer: SOMCHAI,
    createdAt: '2026-11-10T09:15:00+07:00',
    item: 2,
    units: [{ state: 'SHIPPED', shippedOn: '2026-11-12', expected: '2026-11-18' }],
  },
  {
    customer: SOMCHAI,
    createdAt: '2026-11-20T20:45:00+07:00',
    item: 3,
    units: [{ state: 'AWAITING_SHIPMENT' }],
  },
];

/** The address the demo orders are billed and shipped to. */
const ADDRESS = {
  fullName: 'Somchai Jaidee',
  mobilePhone1: '0812345678',
  countryCode: '+66',
  address1: '99/1 Sukhumvit 21',
  street: 'Sukhumvit Road',
  district: 'คลองเตยเหนือ',
  city: 'วัฒนา',
  postalCode: '10110',
  region: 'TH-10',
  businessAddress: false,
};

/**
 * Seeds the demo orders once (whichever instance gets there first), so that the
 * customer's history and the operators' list have something to show on a fresh
 * start. Paid by card, without stock or points (cheap items that count no stock),
 * so they change nothing a checkout counts. A refunded unit has its credit note
 * (and the order its tax invoice), issued on the refund's day by the documents'
 * use case a refund issues it with. Answers how many it seeded.
 */
export async function seedDemoOrders(
  db: Database,
  deps: { readonly seller: Seller },
): Promise<number> {
  return db.transaction(async (tx) => {
    const repository = demoOrdersRepository(tx);
    await repository.lock();
    if (await repository.seeded()) return 0;
    const items = await repository.items(4);
    const startPo = (await createSettingsRepository(tx).setting('START_PO')) ?? '';
    let seeded = 0;
    for (const [n, order] of DEMO_ORDERS.entries()) {
      const item: DemoItem | undefined = items[order.item];
      const customerId = await repository.customerId(order.customer);
      if (item === undefined || customerId === undefined) continue;
      const poNumber = buildOrderNumber(startPo, await repository.nextSequence());
      const total = multiplyMoney(thb(item.unitPrice), order.units.length).toFixed(2);
      const orderId = await repository.insertOrder({
        poNumber,
        customerId,
        key: `seed:${n + 1}`,
        quoteId: `00000000-0000-4000-8000-${String(n + 1).padStart(12, '0')}`,
        total,
        address: { ...ADDRESS, email: order.customer },
        createdAt: order.createdAt,
      });
      for (const [index, unit] of order.units.entries()) {
        await repository.insertUnit(orderId, {
          index,
          subOrderNumber: buildSubOrderNumber(poNumber, index),
          item,
          state: unit.state,
          carrier: unit.state === 'SHIPPED' || unit.state === 'DELIVERED' ? 'Kerry Express' : null,
          trackingNumber:
            unit.state === 'SHIPPED' || unit.state === 'DELIVERED'
              ? `SEEDKEX${String(n + 1).padStart(4, '0')}${index + 1}`
              : null,
          expectedDeliveryDate:
            unit.state === 'SHIPPED' || unit.state === 'DELIVERED' ? unit.expected : null,
          shippedOn: unit.state === 'SHIPPED' || unit.state === 'DELIVERED' ? unit.shippedOn : null,
          deliveredOn: unit.state === 'DELIVERED' ? unit.deliveredOn : null,
          closedOn: unit.state === 'REFUNDED' ? unit.refundedOn : null,
          // Every unit of a demo order costs the same and nothing was discounted: its share is its price.
          refundedCash: unit.state === 'REFUNDED' ? item.unitPrice : '0',
          refundMethod: unit.state === 'REFUNDED' ? 'CARD' : null,
        });
      }
      for (const [index, unit] of order.units.entries()) {
        if (unit.state !== 'REFUNDED') continue;
        const refundDay = new Date(`${unit.refundedOn}T10:00:00+07:00`);
        await documentCreditNotes({ seller: deps.seller, clock: { now: () => refundDay } }).issue(
          tx,
          { poNumber, subOrderNumbers: [buildSubOrderNumber(poNumber, index)] },
        );
      }
      seeded += 1;
    }
    return seeded;
  });
}
