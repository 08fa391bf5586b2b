import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/app-error';
import { sandboxClosedPage, sandboxPaymentPage } from './sandbox-page';
import { SANDBOX_PATH, type SandboxAction, type SandboxGateway } from './sandbox-gateway';

const HTML = 'text/html; charset=utf-8';

function actionOf(body: unknown): SandboxAction {
  const form = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const cardNumber = typeof form['cardNumber'] === 'string' ? form['cardNumber'].slice(0, 40) : '';
  return form['action'] === 'cancel' ? { action: 'cancel' } : { action: 'pay', cardNumber };
}

/**
 * The sandbox provider's hosted page: `GET /sandbox-pay/:session` shows it, the
 * form posts back to the same address, and a completed payment is a 303 to the
 * storefront's `/cart/payment-process` with the signed result. Its own plugin
 * (not under /backend/api, not a storefront route), so the form parser it needs
 * stays here.
 */
export async function sandboxRoutes(
  app: FastifyInstance,
  options: { sandbox: SandboxGateway },
): Promise<void> {
  const { sandbox } = options;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  app.get<{ Params: { session: string } }>(`${SANDBOX_PATH}/:session`, async (request, reply) => {
    const view = await sandbox.open(request.params.session);
    if (view.kind === 'missing') throw notFound();
    // The page's form posts back to itself. Under the shop's `no-referrer` a browser sends that
    // POST with `Origin: null`, which the origin check of state-changing calls refuses; the
    // page names its own origin to itself and to nobody else.
    void reply
      .type(HTML)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'same-origin');
    if (view.kind === 'redirect') return reply.redirect(view.location, 303);
    return view.kind === 'page'
      ? await sandboxPaymentPage(view.session)
      : await sandboxClosedPage(view.lang);
  });

  app.post<{ Params: { session: string } }>(`${SANDBOX_PATH}/:session`, async (request, reply) => {
    const submitted = await sandbox.submit(request.params.session, actionOf(request.body));
    if (submitted.kind === 'missing') throw notFound();
    void reply.type(HTML).header('cache-control', 'no-store');
    if (submitted.kind === 'redirect') return reply.redirect(submitted.location, 303);
    if (submitted.kind === 'closed') {
      return reply.status(409).send(await sandboxClosedPage(submitted.lang));
    }
    return reply.status(400).send(await sandboxPaymentPage(submitted.session, 'unknownCard'));
  });
}
