import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { routes } from '@rewards/api-client/contract';
import { sumMoney, thb } from '@rewards/domain';
import { DEMO_CUSTOMERS } from '../../src/seed/checkout';
import { documentRepository } from '../../src/documents/document-repository';
import { documentPdf } from '../../src/documents/documents';
import { refundSubOrder } from '../../src/operators/operator-actions';
import type { CheckoutCatalogueItem } from '../../src/plugins/app/item-checkout-repository';
import { decoded } from '../helpers/inject';
import { buildCheckoutApp, itemsOnSale } from '../checkout/helpers';
import { pdfText } from '../documents/pdf-text';
import {
  addOperator,
  API,
  bearer,
  decodedOrder,
  operatorCall,
  operatorSignIn,
  paidOrder,
  signIn,
} from './helpers';

let app: FastifyInstance;
let operator: string;
let customer: string;
let operatorId: number;
/** Two items of different prices adding up to at least THB 5,000 (SAVE500's minimum). */
let pair: [CheckoutCatalogueItem, CheckoutCatalogueItem];

interface CreditNoteRow {
  document_number: string;
  sub_order_numbers: string[];
  body: { subtotal: string; discount: string; total: string; lines: { partNumber: string }[] };
}

async function documentsOf(poNumber: string, kind: string) {
  return app.db.query<CreditNoteRow>(
    `SELECT document_number, sub_order_numbers, body FROM shop_document
      WHERE po_number = $1 AND kind = $2 ORDER BY document_id`,
    [poNumber, kind],
  );
}

async function refundedCash(subOrder: string) {
  const [row] = await app.db.query<{ refunded_cash: string }>(
    'SELECT refunded_cash::text AS refunded_cash FROM order_unit WHERE sub_order_number = $1',
    [subOrder],
  );
  return row?.refunded_cash;
}

/** A discounted (SAVE500) card order of one unit of each item of the pair. */
async function discountedOrder() {
  return paidOrder(
    app,
    customer,
    [
      { item: pair[0], quantity: 1 },
      { item: pair[1], quantity: 1 },
    ],
    { type: 'CASH' },
    { promoCode: 'SAVE500', discount: thb(500) },
  );
}

const amount = (text: string) =>
  Number(text).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const sequence = (number: string) => Number(number.slice(-6));

beforeAll(async () => {
  app = await buildCheckoutApp({ PUBLIC_ORIGIN: 'https://shop.example' });
  const admin = await addOperator(app, 'notes@rewards.example');
  operatorId = admin.id;
  operator = await operatorSignIn(app, 'notes@rewards.example');
  customer = await signIn(app, DEMO_CUSTOMERS[0]!.email);
  const items = [...(await itemsOnSale(app, 200)).values()];
  const first = items.find((item) => item.unitPrice.greaterThanOrEqualTo(1000));
  const second = items.find(
    (item) =>
      first !== undefined &&
      !item.unitPrice.equals(first.unitPrice) &&
      item.unitPrice.plus(first.unitPrice).greaterThanOrEqualTo(5000),
  );
  if (first === undefined || second === undefined) throw new Error('no pair of items to discount');
  pair = [first, second];
});
afterAll(async () => {
  await app.close();
});

describe('a refund issues its credit note', () => {
  it('each refund of a discounted order credits what it gave back, numbered without gaps, and the history opens each', async () => {
    const { poNumber, subOrders } = await discountedOrder();
    const [first = '', second = ''] = subOrders;

    const refunded = await operatorCall(
      app,
      operator,
      'POST',
      `/operator/sub-orders/${first}/refund`,
      {},
    );
    expect(refunded.status).toBe(200);
    // The answer and the audit row see the tax invoice the refund issued.
    const view = decodedOrder(refunded.body).subOrders.find((u) => u.subOrderNumber === first);
    expect(view).toMatchObject({ hasTaxInvoice: true, hasCreditNote: true });
    const [audit] = await app.db.query<{ after: { hasTaxInvoice: boolean } }>(
      'SELECT after FROM audit_log WHERE target = $1',
      [`sub-order:${first}`],
    );
    expect(audit?.after.hasTaxInvoice).toBe(true);
    const [invoice] = await documentsOf(poNumber, 'tax_invoice');
    expect(invoice?.document_number).toMatch(/^TI\d{4}-\d{6}$/);
    const [note] = await documentsOf(poNumber, 'credit_note');
    expect(note?.sub_order_numbers).toEqual([first]);
    expect(note?.body.lines.map((line) => line.partNumber)).toEqual([pair[0].partNumber]);
    expect(note?.body.subtotal).toBe(pair[0].unitPrice.toFixed(2));
    // The discount is shared out: the note credits exactly the cash given back.
    expect(note?.body.total).toBe(await refundedCash(first));

    const cancelled = await operatorCall(
      app,
      operator,
      'POST',
      `/operator/sub-orders/${second}/cancel`,
      {},
    );
    expect(cancelled.status).toBe(200);
    const notes = await documentsOf(poNumber, 'credit_note');
    expect(notes).toHaveLength(2);
    expect(await documentsOf(poNumber, 'tax_invoice')).toHaveLength(1);
    const [, secondNote] = notes;
    expect(secondNote?.sub_order_numbers).toEqual([second]);
    expect(secondNote?.body.total).toBe(await refundedCash(second));
    expect(sequence(secondNote!.document_number)).toBe(sequence(note!.document_number) + 1);
    // Both notes credit the whole order: its total less the whole discount.
    const [order] = await app.db.query<{ pay_able_amount: string }>(
      'SELECT pay_able_amount::text AS pay_able_amount FROM orders WHERE po_number = $1',
      [poNumber],
    );
    expect(sumMoney(notes.map((n) => thb(n.body.total))).toFixed(2)).toBe(order?.pay_able_amount);
    expect(sumMoney(notes.map((n) => thb(n.body.discount))).toFixed(2)).toBe('500.00');

    // The customer's history: each sub-order has its credit note, and its link opens that one.
    const history = await app.inject({
      method: 'POST',
      url: `${API}/transaction/history?lang=en`,
      headers: bearer(customer),
      payload: { limitRecord: 'ALL' },
    });
    expect(history.statusCode).toBe(200);
    const page = decoded(routes.transactionHistory, history.json());
    const details = page.orders.find((o) => o.poNumber === poNumber)?.transactionDetails ?? [];
    for (const [index, stored] of notes.entries()) {
      const detail = details.find((d) => d.orderNumber === subOrders[index]);
      expect(detail?.hasCreditNote).toBe(true);
      const link = new URL(detail?.urlCreditNote ?? 'https://shop.example/none');
      expect(link.pathname).toBe(`${API}/storage/credit_note/${subOrders[index]}`);
      const pdf = await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-disposition']).toContain(`${stored.document_number}-en.pdf`);
      const [text = ''] = await pdfText(pdf.rawPayload);
      expect(text).toContain(stored.document_number);
      expect(text).toContain(invoice!.document_number);
      expect(text).toContain(pair[index]!.partNumber);
      expect(text).not.toContain(pair[1 - index]!.partNumber);
      expect(text).toContain(amount(stored.body.total));
      expect(text).toContain(amount(stored.body.discount));
    }
  });

  it('a shipped unit refunded less the restocking fee: the note shows the fee and credits what was given back', async () => {
    const items = [...(await itemsOnSale(app, 200)).values()];
    const dear = items.find((item) => item.unitPrice.greaterThanOrEqualTo(3000));
    if (dear === undefined) throw new Error('no item of THB 3,000 or more');
    const { subOrders } = await paidOrder(app, customer, [{ item: dear, quantity: 1 }]);
    const sub = subOrders[0]!;
    const shipped = await operatorCall(app, operator, 'POST', `/operator/sub-orders/${sub}/ship`, {
      carrier: 'Kerry Express',
      trackingNumber: 'KEX1',
      expectedDeliveryDate: '2026-12-31',
    });
    expect(shipped.status).toBe(200);
    const refunded = await operatorCall(
      app,
      operator,
      'POST',
      `/operator/sub-orders/${sub}/refund`,
      {},
    );
    expect(refunded.status).toBe(200);
    const [note] = await app.db.query<{ body: Record<string, string>; document_id: string }>(
      `SELECT body, document_id::text AS document_id FROM shop_document
        WHERE kind = 'credit_note' AND $1 = ANY (sub_order_numbers)`,
      [sub],
    );
    expect(note?.body['restockingFee']).toBe('1500.00');
    expect(note?.body['total']).toBe(await refundedCash(sub));
    expect(note?.body['subtotal']).toBe(dear.unitPrice.toFixed(2));
    const document = await documentRepository(app.db).find(
      'credit_note',
      note!.body['poNumber']!,
      sub,
    );
    const [text = ''] = await pdfText(
      await documentPdf({ documents: documentRepository(app.db) }, document!, 'en'),
    );
    expect(text).toContain('Restocking fee');
    expect(text).toContain('-1,500.00');
    expect(text).toContain(amount(note!.body['total']!));
  });

  it('a refund that fails after its credit note keeps neither, and the next note takes the number', async () => {
    const before = await app.db.query<{ document_number: string }>(
      `SELECT document_number FROM shop_document WHERE kind = 'credit_note'
        ORDER BY document_id DESC LIMIT 1`,
    );
    const { poNumber, subOrders } = await discountedOrder();
    const real = app.operators.actions.creditNotes;
    const failing = {
      ...app.operators.actions,
      creditNotes: {
        issue: async (...args: Parameters<typeof real.issue>) => {
          await real.issue(...args);
          throw new Error('the audit is down');
        },
      },
    };
    await expect(refundSubOrder(failing, operatorId, subOrders[0]!)).rejects.toThrow(
      'the audit is down',
    );
    expect(await documentsOf(poNumber, 'credit_note')).toEqual([]);
    expect(await documentsOf(poNumber, 'tax_invoice')).toEqual([]);

    const refunded = await operatorCall(
      app,
      operator,
      'POST',
      `/operator/sub-orders/${subOrders[0]}/refund`,
      {},
    );
    expect(refunded.status).toBe(200);
    const [note] = await documentsOf(poNumber, 'credit_note');
    expect(sequence(note!.document_number)).toBe(sequence(before[0]?.document_number ?? '0') + 1);
  });
});
