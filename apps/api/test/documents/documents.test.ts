import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database';
import {
  documentRepository,
  loadDocumentSecret,
  orderReader,
  type DocumentRepository,
  type OrderReader,
} from '../../src/documents/document-repository';
import { signDocumentToken } from '../../src/documents/document-token';
import {
  DocumentRefused,
  documentPdf,
  documentTokenFor,
  issueCreditNote,
  issueOrderConfirmation,
  issueRefundCreditNote,
  issueTaxInvoice,
  openDocument,
  type AccessDeps,
  type IssueDeps,
} from '../../src/documents/documents';
import { renderDocumentPdf } from '../../src/documents/render-document';
import { DEFAULT_SELLER } from '../../src/documents/seller';
import { buildTestApp } from '../helpers/test-app';
import { pdfText } from './pdf-text';

let app: FastifyInstance;
let db: Database;
let documents: DocumentRepository;
let orders: OrderReader;
let itemCode: string;
let secret: Buffer;
let poSequence = 0;

/** A clock that stands still until moved. */
function clockAt(iso: string) {
  let now = new Date(iso);
  return {
    now: () => now,
    set(next: string) {
      now = new Date(next);
    },
  };
}

function deps(clock = clockAt('2026-11-27T03:00:00Z')): IssueDeps & AccessDeps {
  return { documents, orders, clock, seller: DEFAULT_SELLER, secret };
}

interface OrderOptions {
  readonly status?: string;
  readonly discount?: string;
  readonly units?: readonly { price: string; thai: string; care?: string }[];
}

/** A guest's order stored as checkout stores one (PAID unless told). */
async function placeOrder({
  status = 'PAID',
  discount = '0.00',
  units = [
    { price: '25900.00', thai: 'ไอโฟน ที่ผู้ใช้ชำระแล้ว', care: '4990.00' },
    { price: '0.00', thai: 'ของแถม น้ำตก' },
  ],
}: OrderOptions = {}) {
  poSequence += 1;
  const po = `RS9${String(poSequence).padStart(7, '0')}`;
  const guest = randomUUID();
  const owner = `guest:${guest}`;
  const total = units
    .reduce((sum, unit) => sum + Number(unit.price) + Number(unit.care ?? 0), 0)
    .toFixed(2);
  const paid = (Number(total) - Number(discount)).toFixed(2);
  const address = {
    fullName: 'สมชาย ใจดี',
    address1: '99/1 อาคารน้ำใส',
    street: 'ถนนสีลม',
    district: 'สีลม',
    city: 'บางรัก',
    postalCode: '10500',
  };
  const [order] = await db.query<{ order_id: string }>(
    `INSERT INTO orders (po_number, status, owner, guest_uuid, idempotency_key, quote_id, lang,
       payment_type, total_amount, promotion_discount, pay_able_amount, payable_point, total_cash,
       billing, shipping, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, 'th', 'CASH', $7, $8, $9, 0, $9, $10, $10, now() + interval '1 hour')
     RETURNING order_id::text AS order_id`,
    [po, status, owner, guest, randomUUID(), randomUUID(), total, discount, paid, address],
  );
  for (const [index, unit] of units.entries()) {
    await db.query(
      `INSERT INTO order_unit (order_id, unit_index, sub_order_number, line_uuid, item_code,
         item_name, thai_item_name, part_number, image_url, cash_only, unit_price,
         care_plan_code, care_plan_name, thai_care_plan_name, care_plan_price,
         shipping_availability, thai_shipping_availability)
       VALUES ($1, $2, $3, 'line', $4, $5, $6, 'PN-1', '/images/x.png', false, $7,
         $8, $9, $10, $11, 'Ships in 3 days', 'จัดส่งใน 3 วัน')`,
      [
        order?.order_id,
        index,
        `${po}${String(index + 1).padStart(2, '0')}`,
        itemCode,
        `Item ${index + 1}`,
        unit.thai,
        unit.price,
        unit.care === undefined ? null : 'CARE-1',
        unit.care === undefined ? null : 'Care plan',
        unit.care === undefined ? null : 'แผนดูแลผู้ใช้',
        unit.care ?? null,
      ],
    );
  }
  return { po, owner };
}

beforeAll(async () => {
  app = await buildTestApp();
  db = app.db;
  documents = documentRepository(db);
  orders = orderReader(db);
  const [item] = await db.query<{ code: string }>('SELECT code FROM item ORDER BY code LIMIT 1');
  if (item === undefined) throw new Error('The seed has no item');
  itemCode = item.code;
  secret = await loadDocumentSecret(db, undefined);
});

afterAll(async () => {
  await app.close();
});

describe('issuing documents', () => {
  it('a tax invoice is issued once: the same number, record and bytes every time after', async () => {
    const { po } = await placeOrder();
    const d = deps();
    const first = await issueTaxInvoice(d, po);
    expect(first.number).toMatch(/^TI2026-\d{6}$/);
    expect(first.body.total).toBe('30890.00');
    expect(first.body.vat).toBe('2020.84');
    expect(first.body.net).toBe('28869.16');
    const later = deps(clockAt('2026-11-28T09:00:00Z'));
    const again = await issueTaxInvoice(later, po);
    expect(again).toEqual(first);

    // The order's language is rendered and stored at issue; English on first request.
    const storedTh = await documents.findPdf(first.id, 'th');
    expect(storedTh).toBeDefined();
    expect(await documents.findPdf(first.id, 'en')).toBeUndefined();
    const en1 = await documentPdf(d, first, 'en');
    const en2 = await documentPdf(d, first, 'en');
    expect(en2.equals(en1)).toBe(true);
    const th = await documentPdf(d, first, 'th');
    expect(storedTh?.equals(th)).toBe(true);
    // Rendering the stored record again gives the stored bytes.
    const rendered = await renderDocumentPdf({
      kind: first.kind,
      number: first.number,
      issuedAt: first.issuedAt,
      lang: 'th',
      body: first.body,
    });
    expect(rendered.equals(th)).toBe(true);

    const [text = ''] = await pdfText(th);
    expect(text).toContain(first.number);
    expect(text).toContain('ไอโฟน ที่ผู้ใช้ชำระแล้ว');
    expect(text).toContain('ของแถม น้ำตก');
    expect(text).toContain('แผนดูแลผู้ใช้');
    expect(text).toContain('30,890.00');
    expect(text).toContain('2,020.84');
    expect(text).toContain('28,869.16');
  });

  it('10 tax invoices issued at once take consecutive numbers, none shared or skipped', async () => {
    const placed = [];
    for (let index = 0; index < 10; index += 1) placed.push(await placeOrder());
    const d = deps(clockAt('2031-03-01T03:00:00Z'));
    const issued = await Promise.all(placed.map(({ po }) => issueTaxInvoice(d, po)));
    const numbers = issued.map((document) => document.number).sort();
    expect(numbers).toEqual(
      Array.from({ length: 10 }, (_, index) => `TI2031-${String(index + 1).padStart(6, '0')}`),
    );
  });

  it('issues of one order at once give one document and take one number', async () => {
    const { po } = await placeOrder();
    const d = deps(clockAt('2032-01-10T03:00:00Z'));
    const issued = await Promise.all(Array.from({ length: 5 }, () => issueTaxInvoice(d, po)));
    expect(new Set(issued.map((document) => document.number))).toEqual(new Set(['TI2032-000001']));
    const next = await issueTaxInvoice(d, (await placeOrder()).po);
    expect(next.number).toBe('TI2032-000002');
  });

  it('numbers run per kind and per Bangkok year', async () => {
    const clock = clockAt('2033-12-31T16:59:00Z');
    const d = deps(clock);
    const { po: a } = await placeOrder();
    expect((await issueOrderConfirmation(d, a)).number).toBe('OC2033-000001');
    expect((await issueTaxInvoice(d, a)).number).toBe('TI2033-000001');
    clock.set('2033-12-31T17:00:00Z'); // midnight in Bangkok
    const { po: b } = await placeOrder();
    expect((await issueTaxInvoice(d, b)).number).toBe('TI2034-000001');
  });

  it('only a paid order gets a document', async () => {
    const { po } = await placeOrder({ status: 'PENDING' });
    await expect(issueTaxInvoice(deps(), po)).rejects.toMatchObject({ reason: 'orderNotPaid' });
    await expect(issueTaxInvoice(deps(), 'RS0000000000')).rejects.toMatchObject({
      reason: 'orderNotFound',
    });
  });
});

describe('credit notes', () => {
  it('need the tax invoice, name it, and state what is credited', async () => {
    const { po } = await placeOrder();
    const clock = clockAt('2035-02-01T03:00:00Z');
    const d = deps(clock);
    await expect(issueCreditNote(d, po)).rejects.toMatchObject({ reason: 'noTaxInvoice' });
    const invoice = await issueTaxInvoice(d, po);
    clock.set('2035-02-03T03:00:00Z');
    const note = await issueCreditNote(d, po, { subOrderNumbers: [`${po}01`] });
    expect(note.number).toBe('CN2035-000001');
    expect(note.refersTo).toBe(invoice.id);
    expect(note.subOrderNumbers).toEqual([`${po}01`]);
    expect(note.body.total).toBe('30890.00');
    const [text = ''] = await pdfText(await documentPdf(d, note, 'th'));
    expect(text).toContain(`อ้างถึงใบกำกับภาษีเลขที่ ${invoice.number} ลงวันที่ 01/02/2578`);
    expect(text).toContain('ไอโฟน ที่ผู้ใช้ชำระแล้ว');
    expect(text).not.toContain('ของแถม');
    expect(text).toContain('30,890.00');
    expect(text).toContain('2,020.84');
    // One per order: asking again answers the same note.
    expect(await issueCreditNote(d, po)).toEqual(note);
  });

  it('part of a discounted order is credited less its share of the discount; the rest once, less the rest', async () => {
    const { po } = await placeOrder({ discount: '500.00' });
    const d = deps(clockAt('2036-02-01T03:00:00Z'));
    await issueTaxInvoice(d, po);
    await expect(issueCreditNote(d, po, { subOrderNumbers: [`${po}99`] })).rejects.toBeInstanceOf(
      DocumentRefused,
    );
    // The free gift takes none of the discount: the item and its care plan take all of it.
    const note = await issueCreditNote(d, po, { subOrderNumbers: [`${po}01`] });
    expect(note.body).toMatchObject({
      subtotal: '30890.00',
      discount: '500.00',
      total: '30390.00',
      vat: '1988.13',
      net: '28401.87',
    });
    // A sub-order is credited once: a second note naming it is refused in its transaction.
    await expect(
      db.transaction((tx) =>
        issueRefundCreditNote(d, tx, { poNumber: po, subOrderNumbers: [`${po}01`] }),
      ),
    ).rejects.toMatchObject({ reason: 'creditNotAllowed' });
    const rest = await db.transaction((tx) =>
      issueRefundCreditNote(d, tx, { poNumber: po, subOrderNumbers: [`${po}02`] }),
    );
    expect(rest.body).toMatchObject({ subtotal: '0.00', discount: '0.00', total: '0.00' });
    expect(Number(rest.number.slice(-6))).toBe(Number(note.number.slice(-6)) + 1);
  });

  it('a refund’s credit note issued in a transaction issues the tax invoice first, and a rollback gives both numbers back', async () => {
    const { po } = await placeOrder({
      discount: '100.00',
      units: [
        { price: '100.00', thai: 'หนึ่ง' },
        { price: '100.00', thai: 'สอง' },
        { price: '100.00', thai: 'สาม' },
      ],
    });
    const d = deps(clockAt('2038-03-01T03:00:00Z'));
    await expect(
      db.transaction(async (tx) => {
        await issueRefundCreditNote(d, tx, { poNumber: po, subOrderNumbers: [`${po}01`] });
        throw new Error('the refund failed');
      }),
    ).rejects.toThrow('the refund failed');
    expect(await documents.find('tax_invoice', po)).toBeUndefined();
    const notes = await db.transaction(async (tx) => [
      await issueRefundCreditNote(d, tx, { poNumber: po, subOrderNumbers: [`${po}01`] }),
      await issueRefundCreditNote(d, tx, { poNumber: po, subOrderNumbers: [`${po}03`] }),
    ]);
    expect((await documents.find('tax_invoice', po))?.number).toBe('TI2038-000001');
    expect(notes.map((n) => [n.number, n.body.discount, n.body.total])).toEqual([
      ['CN2038-000001', '33.33', '66.67'],
      ['CN2038-000002', '33.34', '66.66'],
    ]);
    expect((await documents.find('credit_note', po, `${po}03`))?.number).toBe('CN2038-000002');
    expect(await documents.find('credit_note', po, `${po}02`)).toBeUndefined();
    const [text = ''] = await pdfText(await documentPdf(d, notes[1]!, 'en'));
    expect(text).toContain('CN2038-000002');
    expect(text).toContain('TI2038-000001');
    expect(text).toContain('66.66');
    expect(text).toContain('33.34');
  });
});

describe('document tokens', () => {
  it('open the document they name for its owner, and nothing else', async () => {
    const clock = clockAt('2037-05-01T03:00:00Z');
    const d = deps(clock);
    const mine = await placeOrder();
    const theirs = await placeOrder();
    await issueTaxInvoice(d, mine.po);
    await issueTaxInvoice(d, theirs.po);

    await expect(documentTokenFor(d, theirs.owner, 'tax_invoice', mine.po)).rejects.toMatchObject({
      reason: 'orderNotFound',
    });
    const { token, expiresAt } = await documentTokenFor(d, mine.owner, 'tax_invoice', mine.po);
    expect(expiresAt.getTime() - clock.now().getTime()).toBe(300_000);
    const opened = await openDocument(d, 'tax_invoice', mine.po, token, 'th');
    const again = await openDocument(d, 'tax_invoice', mine.po.toLowerCase(), token, 'th');
    expect(again.pdf.equals(opened.pdf)).toBe(true);

    // Another order, another kind, a changed token: refused.
    await expect(openDocument(d, 'tax_invoice', theirs.po, token, 'th')).rejects.toMatchObject({
      reason: 'tokenRefused',
    });
    await expect(openDocument(d, 'credit_note', mine.po, token, 'th')).rejects.toMatchObject({
      reason: 'tokenRefused',
    });
    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'AB' : 'AA'}`;
    await expect(openDocument(d, 'tax_invoice', mine.po, forged, 'th')).rejects.toMatchObject({
      reason: 'tokenRefused',
    });
    // Signed with another key.
    const otherKey = signDocumentToken(Buffer.from('another key'), {
      kind: 'tax_invoice',
      poNumber: mine.po,
      owner: mine.owner,
      expiresAt,
    });
    await expect(openDocument(d, 'tax_invoice', mine.po, otherKey, 'th')).rejects.toMatchObject({
      reason: 'tokenRefused',
    });
    // Signed for someone who does not own the order.
    const stranger = signDocumentToken(secret, {
      kind: 'tax_invoice',
      poNumber: mine.po,
      owner: theirs.owner,
      expiresAt,
    });
    await expect(openDocument(d, 'tax_invoice', mine.po, stranger, 'th')).rejects.toMatchObject({
      reason: 'notOwner',
    });
    // A token for a document not issued yet opens nothing.
    const early = await documentTokenFor(d, mine.owner, 'credit_note', mine.po);
    await expect(openDocument(d, 'credit_note', mine.po, early.token, 'th')).rejects.toMatchObject({
      reason: 'notIssued',
    });

    // Expired: a second before its end it opens, at its end it does not.
    clock.set(new Date(expiresAt.getTime() - 1000).toISOString());
    await openDocument(d, 'tax_invoice', mine.po, token, 'en');
    clock.set(expiresAt.toISOString());
    await expect(openDocument(d, 'tax_invoice', mine.po, token, 'th')).rejects.toMatchObject({
      reason: 'tokenRefused',
    });
  });

  it('the documents key is made once and shared', async () => {
    expect((await loadDocumentSecret(db, undefined)).equals(secret)).toBe(true);
    expect((await loadDocumentSecret(db, 'configured')).toString()).toBe('configured');
  });
});
