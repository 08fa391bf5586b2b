import {
  creditNoteBody,
  CreditNoteRefused,
  saleBody,
  type DocumentKind,
  type DocumentLang,
} from './document-body';
import type { DocumentRepository, OrderReader, StoredDocument } from './document-repository';
import { DOCUMENT_TOKEN_SECONDS, signDocumentToken, verifyDocumentToken } from './document-token';
import { renderDocumentPdf } from './render-document';
import type { Seller } from './seller';

/** The time, given so that tests choose it. */
export interface Clock {
  now(): Date;
}

/** What issuing a document needs. */
export interface IssueDeps {
  readonly documents: DocumentRepository;
  readonly orders: OrderReader;
  readonly clock: Clock;
  readonly seller: Seller;
}

/** What serving a document through a token needs. */
export interface AccessDeps {
  readonly documents: DocumentRepository;
  readonly orders: OrderReader;
  readonly clock: Clock;
  /** The documents' key (`loadDocumentSecret`). */
  readonly secret: Buffer;
}

/** Why a document was not issued or served. */
export type DocumentRefusalReason =
  | 'orderNotFound'
  | 'orderNotPaid'
  | 'noTaxInvoice'
  | 'creditNotAllowed'
  | 'notOwner'
  | 'notIssued'
  | 'tokenRefused';

export class DocumentRefused extends Error {
  constructor(
    readonly reason: DocumentRefusalReason,
    message: string = reason,
  ) {
    super(message);
    this.name = 'DocumentRefused';
  }
}

async function paidOrder(orders: OrderReader, poNumber: string) {
  const order = await orders.find(poNumber);
  if (order === undefined) throw new DocumentRefused('orderNotFound');
  if (order.status !== 'PAID') throw new DocumentRefused('orderNotPaid');
  return order;
}

/**
 * A document's PDF in `lang`: the stored one, else rendered from the stored
 * record and stored (the first request renders it; every later one gets the
 * same bytes, and a rendering at the same time stores nothing twice).
 */
export async function documentPdf(
  { documents }: { readonly documents: DocumentRepository },
  document: StoredDocument,
  lang: DocumentLang,
): Promise<Buffer> {
  const stored = await documents.findPdf(document.id, lang);
  if (stored !== undefined) return stored;
  const pdf = await renderDocumentPdf({
    kind: document.kind,
    number: document.number,
    issuedAt: document.issuedAt,
    lang,
    body: document.body,
  });
  return documents.storePdf(document.id, lang, pdf);
}

async function issueSale(
  deps: IssueDeps,
  kind: 'order_confirmation' | 'tax_invoice',
  poNumber: string,
): Promise<StoredDocument> {
  const order = await paidOrder(deps.orders, poNumber);
  const existing = await deps.documents.find(kind, order.poNumber);
  if (existing !== undefined) return existing;
  const document = await deps.documents.issue({
    kind,
    poNumber: order.poNumber,
    owner: order.owner,
    subOrderNumbers: order.units.map((unit) => unit.subOrderNumber),
    refersTo: null,
    body: saleBody(order, deps.seller),
    issuedAt: deps.clock.now(),
  });
  await documentPdf(deps, document, order.lang);
  return document;
}

/** The order confirmation of a paid order: issued once, the same document after. */
export function issueOrderConfirmation(deps: IssueDeps, poNumber: string) {
  return issueSale(deps, 'order_confirmation', poNumber);
}

/** The tax invoice of a paid order, every sub-order: issued once, the same document after. */
export function issueTaxInvoice(deps: IssueDeps, poNumber: string) {
  return issueSale(deps, 'tax_invoice', poNumber);
}

/**
 * The credit note of an order whose tax invoice was issued: the sub-orders
 * refunded (all when none are named), naming that tax invoice. One per order:
 * a second call answers the first credit note.
 */
export async function issueCreditNote(
  deps: IssueDeps,
  poNumber: string,
  refund: { readonly subOrderNumbers?: readonly string[] } = {},
): Promise<StoredDocument> {
  const order = await paidOrder(deps.orders, poNumber);
  const existing = await deps.documents.find('credit_note', order.poNumber);
  if (existing !== undefined) return existing;
  const invoice = await deps.documents.find('tax_invoice', order.poNumber);
  if (invoice === undefined) throw new DocumentRefused('noTaxInvoice');
  let body;
  try {
    body = creditNoteBody(order, deps.seller, invoice, refund.subOrderNumbers);
  } catch (error) {
    if (error instanceof CreditNoteRefused) {
      throw new DocumentRefused('creditNotAllowed', error.message);
    }
    throw error;
  }
  const document = await deps.documents.issue({
    kind: 'credit_note',
    poNumber: order.poNumber,
    owner: order.owner,
    subOrderNumbers: body.lines
      .map((line) => line.subOrderNumber)
      .filter((number, index, all) => all.indexOf(number) === index),
    refersTo: invoice.id,
    body,
    issuedAt: deps.clock.now(),
  });
  await documentPdf(deps, document, order.lang);
  return document;
}

/**
 * A token that opens the order's document of `kind` for `requester`, its
 * owner ('customer:<id>' or 'guest:<uuid>', as the session names it), valid
 * {@link DOCUMENT_TOKEN_SECONDS}. Anyone else is refused as if the order did
 * not exist.
 */
export async function documentTokenFor(
  deps: AccessDeps,
  requester: string,
  kind: DocumentKind,
  poNumber: string,
): Promise<{ readonly token: string; readonly expiresAt: Date }> {
  const order = await deps.orders.find(poNumber);
  if (order === undefined || order.owner !== requester) {
    throw new DocumentRefused('orderNotFound');
  }
  const expiresAt = new Date(deps.clock.now().getTime() + DOCUMENT_TOKEN_SECONDS * 1000);
  const token = signDocumentToken(deps.secret, {
    kind,
    poNumber: order.poNumber,
    owner: order.owner,
    expiresAt,
  });
  return { token, expiresAt };
}

/**
 * The PDF a document token opens: the token must be signed, unexpired, name
 * this kind and order, and name the owner the document was issued to.
 */
export async function openDocument(
  deps: AccessDeps,
  kind: DocumentKind,
  poNumber: string,
  token: string,
  lang: DocumentLang,
): Promise<{ readonly document: StoredDocument; readonly pdf: Buffer }> {
  const normalized = poNumber.trim().toUpperCase();
  const claims = verifyDocumentToken(
    deps.secret,
    token,
    { kind, poNumber: normalized },
    deps.clock.now(),
  );
  if (claims === undefined) throw new DocumentRefused('tokenRefused');
  const document = await deps.documents.find(kind, normalized);
  if (document === undefined) throw new DocumentRefused('notIssued');
  if (document.owner !== claims.owner) throw new DocumentRefused('notOwner');
  return { document, pdf: await documentPdf(deps, document, lang) };
}
