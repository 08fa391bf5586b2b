import { orderNumberOfSubOrder } from '@rewards/domain';
import type { DocumentKind, DocumentLang } from '../documents/document-body';
import {
  DocumentRefused,
  issueOrderConfirmation,
  issueTaxInvoice,
  openDocument,
} from '../documents/documents';
import { AppError } from '../http/app-error';
import type { AfterSaleDependencies } from './after-sale-dependencies';

/** A PDF to send as it is, with its file name. */
export interface PdfDownload {
  readonly fileName: string;
  readonly pdf: Buffer;
}

/** Every refusal answers alike: a token for another order, kind or owner, an expired one, a missing document. */
function unavailable(): AppError {
  return new AppError(404, 'E404', 'afterSaleAnswer.documentUnavailable');
}

/**
 * The PDF a document token opens (`storage/<kind>/:orderNumber?token=`). The
 * number may be the order's or one of its sub-orders'; the token must name
 * this kind and order and be unexpired. A paid order's order confirmation and
 * tax invoice are issued on the owner's first request (the token proves the
 * owner asked: it is issued to the owner only); a credit note only exists once
 * a refund issued it.
 */
export async function downloadDocument(
  deps: Pick<AfterSaleDependencies, 'documents'>,
  kind: DocumentKind,
  orderNumber: string,
  token: string,
  lang: DocumentLang,
): Promise<PdfDownload> {
  const number = orderNumber.trim().toUpperCase();
  const ofOrder = orderNumberOfSubOrder(number);
  const poNumber = ofOrder ?? number;
  // A sub-order's link opens the document covering that sub-order (its own credit note).
  const open = () =>
    openDocument(
      deps.documents,
      kind,
      poNumber,
      token,
      lang,
      ofOrder === undefined ? undefined : number,
    );
  try {
    let opened;
    try {
      opened = await open();
    } catch (error) {
      // Only a valid token for this kind and order gets this far.
      if (!(error instanceof DocumentRefused) || error.reason !== 'notIssued') throw error;
      if (kind === 'credit_note') throw error;
      await (kind === 'tax_invoice' ? issueTaxInvoice : issueOrderConfirmation)(
        deps.documents,
        poNumber,
      );
      opened = await open();
    }
    return { fileName: `${opened.document.number}-${lang}.pdf`, pdf: opened.pdf };
  } catch (error) {
    if (error instanceof DocumentRefused) throw unavailable();
    throw error;
  }
}
