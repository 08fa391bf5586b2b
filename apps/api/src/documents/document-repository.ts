import { randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../db/database';
import type {
  DocumentBody,
  DocumentKind,
  DocumentLang,
  DocumentOrder,
  DocumentUnit,
} from './document-body';

/** A document as stored: numbered, with what it says. */
export interface StoredDocument {
  readonly id: string;
  readonly kind: DocumentKind;
  readonly number: string;
  readonly poNumber: string;
  readonly owner: string;
  readonly subOrderNumbers: readonly string[];
  /** A credit note's tax invoice (its id). */
  readonly refersTo: string | null;
  readonly body: DocumentBody;
  readonly issuedAt: Date;
}

/** What an issue stores; the number is given by the repository. */
export interface DocumentDraft {
  readonly kind: DocumentKind;
  readonly poNumber: string;
  readonly owner: string;
  readonly subOrderNumbers: readonly string[];
  readonly refersTo: string | null;
  readonly body: DocumentBody;
  readonly issuedAt: Date;
}

/** The documents' storage (the only SQL of the documents). */
export interface DocumentRepository {
  /**
   * Stores `draft` with the next number of its kind and year, or answers the
   * order's order confirmation or tax invoice when one was issued already (then
   * `draft` is dropped and no number is taken). A credit note is stored beside
   * the order's others, unless a sub-order it names was credited already
   * ({@link SubOrderCredited}).
   */
  issue(draft: DocumentDraft): Promise<StoredDocument>;
  /**
   * The order's document of `kind`. An order may have several credit notes (one
   * per refund): with `subOrderNumber`, the one crediting that sub-order; without,
   * the first.
   */
  find(
    kind: DocumentKind,
    poNumber: string,
    subOrderNumber?: string,
  ): Promise<StoredDocument | undefined>;
  /** The stored PDF of a document in `lang`, if it was rendered. */
  findPdf(documentId: string, lang: DocumentLang): Promise<Buffer | undefined>;
  /** Stores a rendering unless one is stored already; answers the stored bytes either way. */
  storePdf(documentId: string, lang: DocumentLang, pdf: Buffer): Promise<Buffer>;
}

/** Orders as the documents read them. */
export interface OrderReader {
  find(poNumber: string): Promise<DocumentOrder | undefined>;
}

const PREFIX: Readonly<Record<DocumentKind, string>> = {
  order_confirmation: 'OC',
  tax_invoice: 'TI',
  credit_note: 'CN',
};

/** The calendar year in Bangkok, which numbers documents. */
export function bangkokYear(at: Date): number {
  return new Date(at.getTime() + 7 * 3_600_000).getUTCFullYear();
}

/** `TI2026-000001`: the kind, the year, and the number within them. */
export function documentNumber(kind: DocumentKind, year: number, sequence: number): string {
  return `${PREFIX[kind]}${year}-${String(sequence).padStart(6, '0')}`;
}

interface DocumentRow {
  document_id: string;
  kind: DocumentKind;
  document_number: string;
  po_number: string;
  owner: string;
  sub_order_numbers: string[];
  refers_to: string | null;
  body: DocumentBody;
  issued_at: Date;
}

const DOCUMENT_COLUMNS = `document_id::text AS document_id, kind, document_number, po_number,
  owner, sub_order_numbers, refers_to::text AS refers_to, body, issued_at`;

function documentOf(row: DocumentRow): StoredDocument {
  return {
    id: row.document_id,
    kind: row.kind,
    number: row.document_number,
    poNumber: row.po_number,
    owner: row.owner,
    subOrderNumbers: row.sub_order_numbers,
    refersTo: row.refers_to,
    body: row.body,
    issuedAt: row.issued_at,
  };
}

/** bytea as a Buffer, whichever driver read it (pg gives a Buffer, PGlite a Uint8Array). */
function bytesOf(value: Uint8Array): Buffer {
  return Buffer.from(value.buffer, value.byteOffset, value.byteLength);
}

async function findIn(
  db: Queryable,
  kind: DocumentKind,
  poNumber: string,
  subOrderNumber?: string,
): Promise<StoredDocument | undefined> {
  const [row] = await db.query<DocumentRow>(
    `SELECT ${DOCUMENT_COLUMNS} FROM shop_document
     WHERE kind = $1 AND po_number = $2 AND document_number IS NOT NULL
       AND ($3::text IS NULL OR $3 = ANY (sub_order_numbers))
     ORDER BY document_id LIMIT 1`,
    [kind, poNumber, subOrderNumber?.trim().toUpperCase() ?? null],
  );
  return row === undefined ? undefined : documentOf(row);
}

/** A credit note named a sub-order that another credit note credits already. */
export class SubOrderCredited extends Error {
  constructor() {
    super('A sub-order of the credit note is credited already');
    this.name = 'SubOrderCredited';
  }
}

/** Inserts the draft's row: an order's one of its kind, or a credit note beside the others. */
async function insertDocument(tx: Queryable, draft: DocumentDraft): Promise<string | undefined> {
  const values = [
    draft.kind,
    draft.poNumber,
    draft.owner,
    draft.subOrderNumbers,
    draft.refersTo,
    JSON.stringify(draft.body),
    draft.issuedAt,
  ];
  const insert = `INSERT INTO shop_document (kind, po_number, owner, sub_order_numbers, refers_to, body, issued_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`;
  if (draft.kind !== 'credit_note') {
    const [inserted] = await tx.query<{ document_id: string }>(
      `${insert} ON CONFLICT (kind, po_number) WHERE kind <> 'credit_note' DO NOTHING
       RETURNING document_id::text AS document_id`,
      values,
    );
    return inserted?.document_id;
  }
  // The note's row, then each sub-order it credits: a sub-order credited by another
  // note (committed, or in a transaction this one waits for) stops this one.
  const [inserted] = await tx.query<{ document_id: string; credited: number }>(
    `WITH note AS (${insert} RETURNING document_id),
          credited AS (
            INSERT INTO credit_note_unit (sub_order_number, document_id)
            SELECT number, (SELECT document_id FROM note) FROM unnest($4::text[]) AS number
            ON CONFLICT (sub_order_number) DO NOTHING
            RETURNING sub_order_number)
     SELECT (SELECT document_id::text FROM note) AS document_id,
            (SELECT count(*)::int FROM credited) AS credited`,
    values,
  );
  if (inserted === undefined || inserted.credited !== draft.subOrderNumbers.length) {
    throw new SubOrderCredited();
  }
  return inserted.document_id;
}

/**
 * Issues `draft` in the transaction `tx`: the document's row first (for an
 * order confirmation or tax invoice, the order's only one: a second issue waits
 * here for the first to commit and then finds its document, without touching
 * the counter), then the next number of its kind and year.
 */
async function issueIn(tx: Queryable, draft: DocumentDraft): Promise<StoredDocument> {
  const inserted = await insertDocument(tx, draft);
  if (inserted === undefined) {
    const existing = await findIn(tx, draft.kind, draft.poNumber);
    if (existing === undefined) throw new Error(`No ${draft.kind} of ${draft.poNumber}`);
    return existing;
  }
  // The counter row is locked by this update until the transaction ends:
  // concurrent issues take consecutive numbers, and a rollback gives its number back.
  const year = bangkokYear(draft.issuedAt);
  const [counter] = await tx.query<{ last_number: number }>(
    `INSERT INTO document_counter (kind, year, last_number) VALUES ($1, $2, 1)
     ON CONFLICT (kind, year) DO UPDATE SET last_number = document_counter.last_number + 1
     RETURNING last_number`,
    [draft.kind, year],
  );
  if (counter === undefined) throw new Error('The document counter answered nothing');
  const [row] = await tx.query<DocumentRow>(
    `UPDATE shop_document SET document_number = $2 WHERE document_id = $1
     RETURNING ${DOCUMENT_COLUMNS}`,
    [inserted, documentNumber(draft.kind, year, counter.last_number)],
  );
  if (row === undefined) throw new Error('The document vanished while it was numbered');
  return documentOf(row);
}

/** Rendered PDFs over `db`. */
function pdfStore(db: Queryable): Pick<DocumentRepository, 'findPdf' | 'storePdf'> {
  return {
    async findPdf(documentId, lang) {
      const [row] = await db.query<{ pdf: Uint8Array }>(
        'SELECT pdf FROM shop_document_pdf WHERE document_id = $1 AND lang = $2',
        [documentId, lang],
      );
      return row === undefined ? undefined : bytesOf(row.pdf);
    },
    async storePdf(documentId, lang, pdf) {
      await db.query(
        `INSERT INTO shop_document_pdf (document_id, lang, pdf) VALUES ($1, $2, $3)
         ON CONFLICT (document_id, lang) DO NOTHING`,
        [documentId, lang, pdf],
      );
      const [row] = await db.query<{ pdf: Uint8Array }>(
        'SELECT pdf FROM shop_document_pdf WHERE document_id = $1 AND lang = $2',
        [documentId, lang],
      );
      if (row === undefined) throw new Error('The stored PDF vanished');
      return bytesOf(row.pdf);
    },
  };
}

/** The documents' repository over `db`: each issue in a transaction of its own. */
export function documentRepository(db: Database): DocumentRepository {
  return {
    issue: (draft) => db.transaction((tx) => issueIn(tx, draft)),
    find: (kind, poNumber, subOrderNumber) => findIn(db, kind, poNumber, subOrderNumber),
    ...pdfStore(db),
  };
}

/**
 * The documents' repository inside the transaction `tx`: an issue takes its
 * number in `tx` and holds the counter's row lock until `tx` ends, so a
 * rolled-back `tx` gives the number back.
 */
export function documentRepositoryIn(tx: Queryable): DocumentRepository {
  return {
    issue: (draft) => issueIn(tx, draft),
    find: (kind, poNumber, subOrderNumber) => findIn(tx, kind, poNumber, subOrderNumber),
    ...pdfStore(tx),
  };
}

interface OrderRow {
  order_id: string;
  po_number: string;
  status: string;
  owner: string;
  lang: DocumentLang;
  total_amount: string;
  promotion_discount: string;
  billing: Record<string, unknown>;
}

interface UnitRow {
  sub_order_number: string;
  item_name: string;
  thai_item_name: string;
  part_number: string;
  unit_price: string;
  care_plan_code: string | null;
  care_plan_name: string | null;
  thai_care_plan_name: string | null;
  care_plan_price: string | null;
}

/** Orders and their sub-orders, read for documents (the tables of `0007_checkout.sql`). */
export function orderReader(db: Queryable): OrderReader {
  return {
    async find(poNumber) {
      const [order] = await db.query<OrderRow>(
        `SELECT order_id::text AS order_id, po_number, status, owner, lang,
                total_amount, promotion_discount, billing
         FROM orders WHERE po_number = $1`,
        [poNumber.trim().toUpperCase()],
      );
      if (order === undefined) return undefined;
      const units = await db.query<UnitRow>(
        `SELECT sub_order_number, item_name, thai_item_name, part_number, unit_price,
                care_plan_code, care_plan_name, thai_care_plan_name, care_plan_price
         FROM order_unit WHERE order_id = $1 ORDER BY unit_index`,
        [order.order_id],
      );
      return {
        poNumber: order.po_number,
        status: order.status,
        owner: order.owner,
        lang: order.lang,
        totalAmount: order.total_amount,
        promotionDiscount: order.promotion_discount,
        billing: order.billing,
        units: units.map((unit): DocumentUnit => ({
          subOrderNumber: unit.sub_order_number,
          itemName: unit.item_name,
          thaiItemName: unit.thai_item_name,
          partNumber: unit.part_number,
          unitPrice: unit.unit_price,
          ...(unit.care_plan_code === null ||
          unit.care_plan_name === null ||
          unit.care_plan_price === null
            ? {}
            : {
                carePlan: {
                  code: unit.care_plan_code,
                  name: unit.care_plan_name,
                  thaiName: unit.thai_care_plan_name ?? unit.care_plan_name,
                  price: unit.care_plan_price,
                },
              }),
        })),
      };
    },
  };
}

/**
 * The key that signs document tokens: `DOCUMENT_SECRET` when set, else one
 * generated on first start and kept in `server_secret`, so every instance
 * sharing the database signs and verifies alike.
 */
export async function loadDocumentSecret(
  db: Queryable,
  configured: string | undefined,
): Promise<Buffer> {
  if (configured !== undefined && configured !== '') return Buffer.from(configured, 'utf8');
  const candidate = randomBytes(32).toString('base64url');
  await db.query(
    "INSERT INTO server_secret (name, value) VALUES ('documents', $1) ON CONFLICT (name) DO NOTHING",
    [candidate],
  );
  const [row] = await db.query<{ value: string }>(
    "SELECT value FROM server_secret WHERE name = 'documents'",
  );
  return Buffer.from(row?.value ?? candidate, 'utf8');
}
