import { groupDigits } from '@rewards/domain';
import { formatMessage, type MessageId } from '@rewards/messages';
import type { DocumentBody, DocumentKind, DocumentLang } from './document-body';
import { documentFonts, type DocumentFonts, type DocumentWeight } from './pdf-fonts';

/** Everything a rendering depends on: the same input gives the same bytes. */
export interface RenderInput {
  readonly kind: DocumentKind;
  readonly number: string;
  readonly issuedAt: Date;
  readonly lang: DocumentLang;
  readonly body: DocumentBody;
}

const PAGE = { width: 595.28, height: 841.89, margin: 40 } as const;
const SIZE = { title: 18, body: 9, small: 8 } as const;
const LINE = 12.5;
const BOTTOM = PAGE.height - PAGE.margin - 24;

/** The table's columns, left to right, in points (a sub-order number, 18 characters, takes about 85 at 8 points). */
const COLUMNS = [
  { id: 'subOrder', width: 98, align: 'left' },
  { id: 'item', width: 172, align: 'left' },
  { id: 'partNumber', width: 62, align: 'left' },
  { id: 'quantity', width: 32, align: 'right' },
  { id: 'unitPrice', width: 71, align: 'right' },
  { id: 'amount', width: 80, align: 'right' },
] as const;
const CELL_GAP = 6;

/** The date of `at` in Bangkok, day/month/year; the Thai text counts years in the Buddhist era. */
export function documentDate(at: Date, lang: DocumentLang): string {
  const bangkok = new Date(at.getTime() + 7 * 3_600_000);
  const day = String(bangkok.getUTCDate()).padStart(2, '0');
  const month = String(bangkok.getUTCMonth() + 1).padStart(2, '0');
  const year = bangkok.getUTCFullYear() + (lang === 'th' ? 543 : 0);
  return `${day}/${month}/${year}`;
}

class Writer {
  readonly #segmenter: Intl.Segmenter;

  constructor(
    readonly doc: PDFKit.PDFDocument,
    readonly fonts: DocumentFonts,
    readonly lang: DocumentLang,
  ) {
    this.#segmenter = new Intl.Segmenter(lang, { granularity: 'word' });
  }

  message(id: MessageId, values?: Readonly<Record<string, string | number>>): string {
    return formatMessage(id, this.lang, values);
  }

  width(text: string, size: number, weight: DocumentWeight = 400): number {
    return this.fonts.width(text, size, weight);
  }

  /** One line of text with its baseline at `y`, from `x` (or ending at `x` when `right`). */
  text(
    text: string,
    x: number,
    y: number,
    { size = SIZE.body, weight = 400, right = false } = {} as {
      size?: number;
      weight?: DocumentWeight;
      right?: boolean;
    },
  ): void {
    let pen = right ? x - this.width(text, size, weight) : x;
    for (const run of this.fonts.runs(text)) {
      this.doc
        .font(this.fonts.fontName(run.subset, weight))
        .fontSize(size)
        .text(run.text, pen, y, { lineBreak: false, baseline: 'alphabetic' });
      pen += this.width(run.text, size, weight);
    }
  }

  /** `text` broken into lines no wider than `width`, between words (Thai words too). */
  wrap(text: string, width: number, size: number, weight: DocumentWeight = 400): string[] {
    const lines: string[] = [];
    let line = '';
    for (const { segment } of this.#segmenter.segment(text)) {
      const candidate = line + segment;
      if (line === '' || this.width(candidate.trimEnd(), size, weight) <= width) {
        line = candidate;
      } else {
        lines.push(line.trimEnd());
        line = segment.trimStart();
      }
    }
    if (line.trim() !== '') lines.push(line.trimEnd());
    return lines.length === 0 ? [''] : lines;
  }
}

function money(amount: string): string {
  return groupDigits(amount, 2);
}

function header(w: Writer, input: RenderInput): number {
  const { body } = input;
  const left = PAGE.margin;
  const right = PAGE.width - PAGE.margin;
  let y = PAGE.margin + SIZE.title;
  w.text(body.seller.name[w.lang], left, y, { size: 12, weight: 700 });
  w.text(w.message(`document.title.${input.kind}`), right, y, {
    size: SIZE.title,
    weight: 700,
    right: true,
  });
  y += LINE + 2;
  for (const line of w.wrap(body.seller.address[w.lang], 300, SIZE.body)) {
    w.text(line, left, y);
    y += LINE;
  }
  const branch =
    body.seller.branch === null
      ? w.message('document.branch.headOffice')
      : w.message('document.branch.number', { branch: body.seller.branch });
  w.text(`${w.message('document.taxId', { taxId: body.seller.taxId })}  ${branch}`, left, y);

  // The document's number, date and order, on the right.
  let infoY = PAGE.margin + SIZE.title + LINE + 2;
  const labelX = right - 190;
  const facts: [MessageId, string][] = [
    ['document.number', input.number],
    ['document.date', documentDate(input.issuedAt, w.lang)],
    ['document.orderNumber', body.poNumber],
  ];
  for (const [label, value] of facts) {
    w.text(w.message(label), labelX, infoY, { weight: 700 });
    w.text(value, right, infoY, { right: true });
    infoY += LINE;
  }
  y = Math.max(y, infoY) + LINE;
  if (body.refersTo !== undefined) {
    w.text(
      w.message('document.refersTo', {
        number: body.refersTo.number,
        date: documentDate(new Date(body.refersTo.issuedAt), w.lang),
      }),
      left,
      y,
      { weight: 700 },
    );
    y += LINE * 1.5;
  }

  // The buyer.
  w.text(w.message('document.buyer'), left, y, { weight: 700 });
  y += LINE;
  const buyerLines = [
    body.buyer.name,
    ...(body.buyer.company === undefined ? [] : [body.buyer.company]),
    ...body.buyer.addressLines,
    ...(body.buyer.taxId === undefined
      ? []
      : [w.message('document.taxId', { taxId: body.buyer.taxId })]),
  ];
  for (const line of buyerLines) {
    for (const part of w.wrap(line, right - left, SIZE.body)) {
      w.text(part, left, y);
      y += LINE;
    }
  }
  return y + LINE / 2;
}

function tableHeader(w: Writer, y: number): number {
  const doc = w.doc;
  doc
    .rect(PAGE.margin, y - 10, PAGE.width - 2 * PAGE.margin, LINE + 4)
    .fill('#eeeeee')
    .fillColor('#000000');
  let x = PAGE.margin;
  for (const column of COLUMNS) {
    const label = w.message(`document.column.${column.id}`);
    if (column.align === 'right')
      w.text(label, x + column.width - 2, y, { weight: 700, right: true });
    else w.text(label, x + 2, y, { weight: 700 });
    x += column.width;
  }
  return y + LINE + 6;
}

function table(w: Writer, input: RenderInput, startY: number): number {
  let y = tableHeader(w, startY);
  for (const line of input.body.lines) {
    const cells: Record<(typeof COLUMNS)[number]['id'], string[]> = {
      subOrder: [line.subOrderNumber],
      item: w.wrap(line.name[w.lang], COLUMNS[1].width - CELL_GAP, SIZE.body),
      partNumber: w.wrap(line.partNumber, COLUMNS[2].width - CELL_GAP, SIZE.body),
      quantity: [String(line.quantity)],
      unitPrice: [money(line.unitPrice)],
      amount: [money(line.amount)],
    };
    const height = Math.max(...Object.values(cells).map((parts) => parts.length)) * LINE;
    if (y + height > BOTTOM) {
      w.doc.addPage();
      y = tableHeader(w, PAGE.margin + LINE);
    }
    let x = PAGE.margin;
    for (const column of COLUMNS) {
      cells[column.id].forEach((part, index) => {
        const lineY = y + index * LINE;
        if (column.align === 'right') w.text(part, x + column.width - 2, lineY, { right: true });
        // A sub-order number is long (18 characters): it is set a size smaller to keep its gap.
        else w.text(part, x + 2, lineY, column.id === 'subOrder' ? { size: SIZE.small } : {});
      });
      x += column.width;
    }
    y += height + 2;
  }
  return y;
}

function totals(w: Writer, input: RenderInput, startY: number): void {
  const { body } = input;
  const rows: [MessageId, string, DocumentWeight][] = [
    ['document.subtotal', money(body.subtotal), 400],
    ...(body.discount === '0.00'
      ? []
      : [
          ['document.discount', `-${money(body.discount)}`, 400] satisfies [
            MessageId,
            string,
            DocumentWeight,
          ],
        ]),
    ...(body.restockingFee === undefined
      ? []
      : [
          ['document.restockingFee', `-${money(body.restockingFee)}`, 400] satisfies [
            MessageId,
            string,
            DocumentWeight,
          ],
        ]),
    [
      input.kind === 'credit_note' ? 'document.refundTotal' : 'document.total',
      money(body.total),
      700,
    ],
    ['document.vat', money(body.vat), 400],
    ['document.net', money(body.net), 400],
  ];
  let y = startY + 4;
  if (y + (rows.length + 2) * LINE > BOTTOM) {
    w.doc.addPage();
    y = PAGE.margin + LINE;
  }
  const right = PAGE.width - PAGE.margin;
  w.doc
    .moveTo(PAGE.margin, y - 8)
    .lineTo(right, y - 8)
    .lineWidth(0.5)
    .stroke();
  y += 6;
  for (const [label, value, weight] of rows) {
    w.text(w.message(label), right - 110, y, { weight, right: true });
    w.text(value, right - 2, y, { weight, right: true });
    y += LINE;
  }
  y += LINE / 2;
  w.text(w.message('document.currency'), PAGE.margin, y, { size: SIZE.small });
}

/**
 * A document as a PDF in `lang`, set in IBM Plex Sans Thai (embedded, only the
 * glyphs used). Deterministic: the creation date is the issue time and pdfkit
 * derives the file id from the document's information, so rendering the same
 * input again gives the same bytes.
 */
export async function renderDocumentPdf(input: RenderInput): Promise<Buffer> {
  const fonts = await documentFonts();
  // pdfkit is loaded with the first document, not at the server's start.
  const { default: PDFDocument } = await import('pdfkit');
  const title = `${formatMessage(`document.title.${input.kind}`, input.lang)} ${input.number}`;
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    lang: input.lang === 'th' ? 'th-TH' : 'en-GB',
    info: {
      Title: title,
      Author: input.body.seller.name[input.lang],
      Producer: 'Rewards Store',
      Creator: 'Rewards Store',
      CreationDate: input.issuedAt,
      ModDate: input.issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  fonts.register(doc);
  const w = new Writer(doc, fonts, input.lang);
  const y = table(w, input, header(w, input) + LINE);
  totals(w, input, y);
  const range = doc.bufferedPageRange();
  for (let page = range.start; page < range.start + range.count; page += 1) {
    doc.switchToPage(page);
    w.text(
      w.message('document.page', { page: page + 1, pages: range.count }),
      PAGE.width - PAGE.margin,
      PAGE.height - PAGE.margin,
      { size: SIZE.small, right: true },
    );
  }
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
