import type { DocumentKind } from './document-body';
import { DOCUMENT_TOKEN_SECONDS, signDocumentToken } from './document-token';

/** The path below the API of each kind of document, as the contract names it. */
export const DOCUMENT_PATHS: Readonly<Record<DocumentKind, string>> = {
  order_confirmation: 'storage/order_confirmation',
  tax_invoice: 'storage/tax_invoice',
  credit_note: 'storage/credit_note',
};

/** What a link to a document needs. */
export interface DocumentLinkDeps {
  readonly publicOrigin: string;
  readonly secret: Buffer;
  readonly now: Date;
}

/**
 * An absolute link (from the public origin, never the request's Host) that
 * opens one document of an order for its owner, through a document token
 * valid `DOCUMENT_TOKEN_SECONDS`: never the session token, which stays out of
 * URLs. `owner` must be the order's owner as read with it (the history reads
 * only the customer's own orders), so the token is issued to the owner only.
 */
export function documentLink(
  deps: DocumentLinkDeps,
  document: {
    readonly kind: DocumentKind;
    readonly poNumber: string;
    readonly owner: string;
    /** The number in the path: the order's, or one of its sub-orders'. */
    readonly number: string;
  },
  lang: 'en' | 'th',
): string {
  const token = signDocumentToken(deps.secret, {
    kind: document.kind,
    poNumber: document.poNumber,
    owner: document.owner,
    expiresAt: new Date(deps.now.getTime() + DOCUMENT_TOKEN_SECONDS * 1000),
  });
  const query = new URLSearchParams({ token, lang });
  return `${deps.publicOrigin}/backend/api/${DOCUMENT_PATHS[document.kind]}/${encodeURIComponent(
    document.number,
  )}?${query.toString()}`;
}
