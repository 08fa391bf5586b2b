import {
  creditNoteBody,
  CreditNoteRefused,
  saleBody,
  type DocumentKind,
  type DocumentLang,
  type DocumentOrder,
} from './document-body';
import {
  documentRepositoryIn,
  orderReader,
  SubOrderCredited,
  type DocumentRepository,
  type OrderReader,
  type StoredDocument,
} from './document-repository';
import type { Money } from '@rewards/domain';
import type { Queryable } from '../db/database';
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

function creditNoteDraft(
  deps: Pick<IssueDeps, 'seller' | 'clock'>,
  order: DocumentOrder,
  invoice: StoredDocument,
  subOrderNumbers: readonly string[] | undefined,
  restockingFee?: Money,
) {
  let body;
  try {
    body = creditNoteBody(order, deps.seller, invoice, subOrderNumbers, restockingFee);
  } catch (error) {
    if (error instanceof CreditNoteRefused) {
      throw new DocumentRefused('creditNotAllowed', error.message);
    }
    throw error;
  }
  return {
    kind: 'credit_note' as const,
    poNumber: order.poNumber,
    owner: order.owner,
    subOrderNumbers: body.lines
      .map((line) => line.subOrderNumber)
      .filter((number, index, all) => all.indexOf(number) === index),
    refersTo: invoice.id,
    body,
    issuedAt: deps.clock.now(),
  };
}

/**
 * The credit note of an order whose tax invoice was issued: the sub-orders
 * refunded (all when none are named), naming that tax invoice. Once an order
 * has a credit note, a second call answers the first.
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
  let document;
  try {
    document = await deps.documents.issue(
      creditNoteDraft(deps, order, invoice, refund.subOrderNumbers),
    );
  } catch (error) {
    // Issued meanwhile by another call: that one is the order's.
    const issued =
      error instanceof SubOrderCredited
        ? await deps.documents.find('credit_note', order.poNumber)
        : undefined;
    if (issued === undefined) throw error;
    return issued;
  }
  await documentPdf(deps, document, order.lang);
  return document;
}

/**
 * The credit note of one refund, issued inside the refund's transaction `tx`:
 * the sub-orders it refunds, less their part of the promotion discount and the
 * restocking fee the refund kept (`restockingFee`), so it credits what the
 * refund gave back. An
 * order may have a credit note for each of its refunds; a sub-order is credited
 * once (a second note naming it is refused and `tx` must roll back). The
 * order's tax invoice is issued first, in `tx` too, when it has none. Both take
 * their numbers in `tx` (the counters' rows stay locked until it ends), so a
 * refund that rolls back gives its numbers back. The PDFs are rendered on
 * first request, after the commit, rather than while `tx` holds the locks.
 *
 * @throws DocumentRefused for an order that is not paid or a sub-order not of it.
 */
export async function issueRefundCreditNote(
  deps: Pick<IssueDeps, 'seller' | 'clock'>,
  tx: Queryable,
  refund: {
    readonly poNumber: string;
    readonly subOrderNumbers: readonly string[];
    readonly restockingFee?: Money;
  },
): Promise<StoredDocument> {
  const documents = documentRepositoryIn(tx);
  const order = await paidOrder(orderReader(tx), refund.poNumber);
  const invoice =
    (await documents.find('tax_invoice', order.poNumber)) ??
    (await documents.issue({
      kind: 'tax_invoice',
      poNumber: order.poNumber,
      owner: order.owner,
      subOrderNumbers: order.units.map((unit) => unit.subOrderNumber),
      refersTo: null,
      body: saleBody(order, deps.seller),
      issuedAt: deps.clock.now(),
    }));
  try {
    return await documents.issue(
      creditNoteDraft(deps, order, invoice, refund.subOrderNumbers, refund.restockingFee),
    );
  } catch (error) {
    if (error instanceof SubOrderCredited) {
      throw new DocumentRefused('creditNotAllowed', error.message);
    }
    throw error;
  }
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
 * this kind and order, and name the owner the document was issued to. With
 * `subOrderNumber`, the document must cover that sub-order (an order's credit
 * notes each cover the sub-orders of one refund).
 */
export async function openDocument(
  deps: AccessDeps,
  kind: DocumentKind,
  poNumber: string,
  token: string,
  lang: DocumentLang,
  /** For an order with several credit notes, the sub-order whose note is asked for. */
  subOrderNumber?: string,
): Promise<{ readonly document: StoredDocument; readonly pdf: Buffer }> {
  const normalized = poNumber.trim().toUpperCase();
  const claims = verifyDocumentToken(
    deps.secret,
    token,
    { kind, poNumber: normalized },
    deps.clock.now(),
  );
  if (claims === undefined) throw new DocumentRefused('tokenRefused');
  const document = await deps.documents.find(kind, normalized, subOrderNumber);
  if (document === undefined) throw new DocumentRefused('notIssued');
  if (document.owner !== claims.owner) throw new DocumentRefused('notOwner');
  return { document, pdf: await documentPdf(deps, document, lang) };
}
