import { describe, expect, it } from 'vitest';
import { creditNoteBody, saleBody } from '../../src/documents/document-body';
import { documentDate, renderDocumentPdf } from '../../src/documents/render-document';
import { DEFAULT_SELLER } from '../../src/documents/seller';
import { pdfInfo, pdfText } from './pdf-text';
import { SAMPLE_ORDER } from './sample-order';

const ISSUED = new Date('2026-11-27T03:00:00Z');

function taxInvoice(lang: 'en' | 'th') {
  return renderDocumentPdf({
    kind: 'tax_invoice',
    number: 'TI2026-000001',
    issuedAt: ISSUED,
    lang,
    body: saleBody(SAMPLE_ORDER, DEFAULT_SELLER),
  });
}

describe('the documents as PDFs', () => {
  it('a Thai tax invoice reads back with its Thai names shaped as written and its amounts', async () => {
    const pdf = await taxInvoice('th');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const [page, ...more] = await pdfText(pdf);
    expect(more).toEqual([]);
    for (const text of [
      'ใบกำกับภาษี',
      'บริษัท รีวอร์ดส สโตร์ จำกัด',
      'เลขประจำตัวผู้เสียภาษีอากร 0105599999997',
      'สำนักงานใหญ่',
      'TI2026-000001',
      'วันที่ 27/11/2569',
      'RS00000042',
      // SARA AM, and tone marks stacked over upper vowels and over NIKHAHIT.
      'ไอโฟน 17 ความจุ 128GB สีดำ ที่ผู้ใช้ชำระ',
      'แอปเปิลแคร์พลัส สำหรับไอโฟน น้ำตก',
      'RS0000004201',
      'MG6H4TH/A',
      'บริษัท ผู้ซื้อที่ดี จำกัด',
      '99/1 อาคารน้ำใส ถนนสีลม',
      'เลขประจำตัวผู้เสียภาษีอากร 0105561234564',
      'รวมเป็นเงิน 30,890.00',
      'จำนวนเงินรวมทั้งสิ้น (รวมภาษีมูลค่าเพิ่ม) 30,890.00',
      'ภาษีมูลค่าเพิ่ม 7% 2,020.84',
      'มูลค่าก่อนภาษีมูลค่าเพิ่ม 28,869.16',
      '25,900.00',
      '4,990.00',
    ]) {
      expect(page).toContain(text);
    }
  });

  it('the English rendering of the same record has the English names and the same figures', async () => {
    const [page = ''] = await pdfText(await taxInvoice('en'));
    for (const text of [
      'Tax invoice',
      'Rewards Store Co., Ltd.',
      'Tax ID: 0105599999997 Head office',
      'Document no. TI2026-000001',
      'Date 27/11/2026',
      'iPhone 17 128GB Black',
      'AppleCare+ for iPhone',
      // The buyer's name and address are as the buyer wrote them.
      'สมชาย ใจดี',
      'Subtotal 30,890.00',
      'Total (VAT included) 30,890.00',
      'VAT 7% 2,020.84',
      'Value before VAT 28,869.16',
    ]) {
      expect(page).toContain(text);
    }
    expect(page).not.toContain('ไอโฟน');
  });

  it('renders the same input to the same bytes, with the issue time as its creation date', async () => {
    const first = await taxInvoice('th');
    const second = await taxInvoice('th');
    expect(second.equals(first)).toBe(true);
    expect(await pdfInfo(first)).toMatchObject({
      CreationDate: 'D:20261127030000Z',
      Title: 'ใบกำกับภาษี TI2026-000001',
    });
    const other = await renderDocumentPdf({
      kind: 'tax_invoice',
      number: 'TI2026-000002',
      issuedAt: ISSUED,
      lang: 'th',
      body: saleBody(SAMPLE_ORDER, DEFAULT_SELLER),
    });
    expect(other.equals(first)).toBe(false);
  });

  it('a credit note names the tax invoice it corrects and the amounts credited', async () => {
    const body = creditNoteBody(
      SAMPLE_ORDER,
      DEFAULT_SELLER,
      { number: 'TI2026-000001', issuedAt: ISSUED },
      undefined,
    );
    const th = await renderDocumentPdf({
      kind: 'credit_note',
      number: 'CN2026-000001',
      issuedAt: new Date('2026-12-01T02:00:00Z'),
      lang: 'th',
      body,
    });
    const [page = ''] = await pdfText(th);
    expect(page).toContain('ใบลดหนี้');
    expect(page).toContain('อ้างถึงใบกำกับภาษีเลขที่ TI2026-000001 ลงวันที่ 27/11/2569');
    expect(page).toContain('มูลค่าที่ลดหนี้ทั้งสิ้น (รวมภาษีมูลค่าเพิ่ม) 30,890.00');
    expect(page).toContain('ภาษีมูลค่าเพิ่ม 7% 2,020.84');
  });

  it('an order of many sub-orders runs over pages, each numbered', async () => {
    const [unit] = SAMPLE_ORDER.units;
    if (unit === undefined) throw new Error('sample without units');
    const units = Array.from({ length: 40 }, (_, index) => ({
      ...unit,
      subOrderNumber: `RS00000042${String(index + 1).padStart(2, '0')}`,
    }));
    const body = saleBody({ ...SAMPLE_ORDER, units, totalAmount: '1235600.00' }, DEFAULT_SELLER);
    expect(body.total).toBe('1235600.00');
    const pages = await pdfText(
      await renderDocumentPdf({
        kind: 'order_confirmation',
        number: 'OC2026-000001',
        issuedAt: ISSUED,
        lang: 'en',
        body,
      }),
    );
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.at(-1)).toContain(`Page ${pages.length} of ${pages.length}`);
    expect(pages.join('\n')).toContain('RS0000004240');
    expect(pages.at(-1)).toContain('Total (VAT included) 1,235,600.00');
  });

  it('dates are Bangkok days, in the Buddhist era in Thai', () => {
    expect(documentDate(new Date('2026-12-31T17:30:00Z'), 'en')).toBe('01/01/2027');
    expect(documentDate(new Date('2026-12-31T17:30:00Z'), 'th')).toBe('01/01/2570');
  });
});
