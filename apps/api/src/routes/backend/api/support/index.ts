import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { supportRoutes as routes } from '@rewards/api-client/contract';
import { registerRoute } from '../../../../http/register-route';
import { readMultipartForm } from '../../../../support/multipart-form';
import {
  answerCase,
  closeCase,
  listCases,
  operatorDownload,
  readCase,
} from '../../../../support/operator-cases';
import {
  downloadAttachment,
  listSubjects,
  listTickets,
  readThread,
  submitFeedback,
  type ServedFile,
} from '../../../../support/support-cases';

/** A stored file, to be saved rather than shown, of the type its bytes were checked to be. */
function serve(reply: FastifyReply, file: ServedFile): Buffer {
  const ascii = file.fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  void reply
    .type(file.contentType)
    .header(
      'content-disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    )
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store');
  return file.bytes;
}

/** The multipart routes read their parts themselves, after their auth, under the form's limits. */
const MULTIPART = { readBody: readMultipartForm } as const;

/**
 * Help & Contact under /backend/api: the subjects, the contact form, the
 * customer's tickets and threads, the files of their cases, and the
 * operators' side of cases. Multipart parsing is registered here only.
 */
export async function supportApiRoutes(app: FastifyInstance): Promise<void> {
  // Parts are read as they stream (readMultipartForm); the plugin only recognises the type.
  await app.register(multipart);
  const { support } = app;

  registerRoute(app, routes.subjectTopics, ({ lang }) => listSubjects(support, lang));
  registerRoute(app, routes.tickets, ({ customerId, lang }) =>
    listTickets(support, customerId, lang),
  );
  registerRoute(
    app,
    routes.sendFeedback,
    ({ body, customerId, lang }) => submitFeedback(support, { form: body, customerId, lang }),
    MULTIPART,
  );
  registerRoute(app, routes.searchFeedback, ({ customerId, params, lang }) =>
    readThread(support, customerId, params.caseId, lang),
  );
  registerRoute(app, routes.searchFeedbackPost, ({ customerId, params, lang }) =>
    readThread(support, customerId, params.caseId, lang),
  );
  registerRoute(app, routes.downloadAttachFile, async ({ customerId, query, reply }) =>
    serve(reply, await downloadAttachment(support, customerId, query.filePath)),
  );

  registerRoute(app, routes.operatorCases, ({ query, lang }) =>
    listCases(support, query.status ?? 'OPEN', lang),
  );
  registerRoute(app, routes.operatorCase, ({ params, lang }) =>
    readCase(support, params.ticketId, lang),
  );
  registerRoute(
    app,
    routes.operatorAnswerCase,
    ({ operatorId, params, body, lang }) =>
      answerCase(support, operatorId, params.ticketId, body, lang),
    MULTIPART,
  );
  registerRoute(app, routes.operatorCloseCase, ({ operatorId, params, lang }) =>
    closeCase(support, operatorId, params.ticketId, lang),
  );
  registerRoute(app, routes.operatorCaseFile, async ({ query, reply }) =>
    serve(reply, await operatorDownload(support, query.filePath)),
  );
}
