import type { FastifyInstance } from 'fastify';
import { routes } from '@rewards/api-client/contract';
import { afterSaleDependencies } from '../../../../after-sale/after-sale-dependencies';
import { assignOrder } from '../../../../after-sale/assign-order';
import { downloadDocument, type PdfDownload } from '../../../../after-sale/document-download';
import { changePassword, updateProfile } from '../../../../after-sale/profile';
import { searchRefundCodes } from '../../../../after-sale/refund-codes';
import { transactionHistory } from '../../../../after-sale/transaction-history';
import { RawAnswer, registerRoute } from '../../../../http/register-route';

/** A document as a download: never sniffed, kept only by the customer's own browser. */
function pdfAnswer(download: PdfDownload): RawAnswer {
  return new RawAnswer(download.pdf, 'application/pdf', {
    'content-disposition': `attachment; filename="${download.fileName}"`,
    'x-content-type-options': 'nosniff',
    'cache-control': 'private, no-store',
  });
}

/**
 * The customer after the sale: profile, password, transaction history,
 * assigning a guest order, refund promotion codes, and the documents opened
 * with a document token. Each decodes, calls its use case in
 * `src/after-sale/`, encodes.
 */
export async function afterSaleRoutes(app: FastifyInstance): Promise<void> {
  const deps = await afterSaleDependencies(app);

  registerRoute(app, routes.putCustomerProfile, ({ customerId, body, lang }) =>
    updateProfile(deps, customerId, body, lang),
  );

  registerRoute(
    app,
    routes.changePassword,
    ({ customerId, body, lang }) => changePassword(deps, customerId, body, lang),
    { rateLimit: 'sensitive' },
  );

  registerRoute(app, routes.transactionHistory, ({ customerId, body, lang, reply }) => {
    void reply.header('cache-control', 'no-store');
    return transactionHistory(deps, customerId, body, lang);
  });

  registerRoute(
    app,
    routes.assignPoNumber,
    ({ customerId, body, lang, request }) => assignOrder(deps, customerId, request.ip, body, lang),
    { rateLimit: 'sensitive' },
  );

  registerRoute(app, routes.searchRefundPromoCodes, ({ customerId, body, reply }) => {
    void reply.header('cache-control', 'no-store');
    return searchRefundCodes(deps, customerId, body);
  });

  for (const [route, kind] of [
    [routes.taxInvoiceDocument, 'tax_invoice'],
    [routes.creditNoteDocument, 'credit_note'],
    [routes.orderConfirmationDocument, 'order_confirmation'],
  ] as const) {
    registerRoute(app, route, async ({ params, query, lang }) =>
      pdfAnswer(await downloadDocument(deps, kind, params.orderNumber, query.token, lang)),
    );
  }
}
