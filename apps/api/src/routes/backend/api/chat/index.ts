import type { FastifyInstance } from 'fastify';
import { routes } from '@rewards/api-client/contract';
import { chatDependencies } from '../../../../chat/chat-dependencies';
import { queryDocument, queryShipmentStatus } from '../../../../chat/chat-lookups';
import { chatQuestions } from '../../../../chat/chat-questions';
import { registerRoute } from '../../../../http/register-route';

/**
 * The chat widget: its questions, and the lookups of an order by its number
 * and its shipping address's e-mail and mobile number. Each decodes, calls
 * its use case in `src/chat/`, encodes; the lookups' answers are never cached.
 */
export async function chatApiRoutes(app: FastifyInstance): Promise<void> {
  const deps = await chatDependencies(app);

  registerRoute(app, routes.questionRoot, ({ lang }) => chatQuestions(deps, lang));

  registerRoute(app, routes.queryShipmentStatus, ({ body, lang, request, reply }) => {
    void reply.header('cache-control', 'no-store');
    return queryShipmentStatus(deps, request.ip, body, lang);
  });

  for (const [route, kind] of [
    [routes.queryOrderConfirm, 'order_confirmation'],
    [routes.queryTaxInvoice, 'tax_invoice'],
    [routes.queryCreditNotes, 'credit_note'],
  ] as const) {
    registerRoute(app, route, ({ body, lang, request, reply }) => {
      void reply.header('cache-control', 'no-store');
      return queryDocument(deps, kind, request.ip, body, lang);
    });
  }
}
