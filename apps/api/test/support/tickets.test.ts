import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@rewards/api-client/contract';
import { auditRepository } from '../../src/operators/audit-repository';
import { signUpAndIn } from '../accounts/helpers';
import { decoded } from '../helpers/inject';
import { buildTestApp } from '../helpers/test-app';
import { API, bearer, multipart, operatorToken, png, sendFeedback } from './helpers';

let app: FastifyInstance;
let customer: string;
let other: string;
let operator: string;

beforeAll(async () => {
  app = await buildTestApp({
    PASSWORD_HASH_COST: 'test',
    SENSITIVE_RATE_LIMIT_PER_MINUTE: '100000',
  });
  customer = await signUpAndIn(app, 'tickets-customer@example.com');
  other = await signUpAndIn(app, 'tickets-other@example.com');
  operator = await operatorToken(app, 'tickets-operator@example.com');
});
afterAll(async () => {
  await app.close();
});

async function tickets(token: string) {
  const response = await app.inject({ url: `${API}/feedback?lang=en`, headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return decoded(routes.tickets, response.json());
}

async function answer(ticketId: string, text: string) {
  const form = multipart({ feedback: text }, [
    { field: 'att1', name: 'label.png', bytes: await png() },
  ]);
  return app.inject({
    method: 'POST',
    url: `${API}/operator/cases/${ticketId}/answer?lang=en`,
    payload: form.payload,
    headers: { ...form.headers, ...bearer(operator) },
  });
}

describe("the customer's tickets and threads", () => {
  it('a signed-in case is a ticket of its customer only, signed with the name of the account', async () => {
    const sent = await sendFeedback(
      app,
      {
        subject: 'OTHER',
        subSubject: 'Gift wrapping',
        noHasOrderNumber: 'Y',
        feedback: 'Can you wrap it?',
      },
      [],
      bearer(customer),
    );
    expect(sent.statusCode).toBe(200);
    const { ticketId } = decoded(routes.sendFeedback, sent.json());
    expect(ticketId).toMatch(/^CS\d{8}$/);
    expect(await tickets(customer)).toEqual([
      expect.objectContaining({ ticketId, read: true, subject: 'Gift wrapping', status: 'OPEN' }),
    ]);
    expect((await tickets(other)).map((ticket) => ticket.ticketId)).not.toContain(ticketId);
    const thread = decoded(
      routes.searchFeedback,
      (
        await app.inject({
          url: `${API}/feedback/searchFeedback/${ticketId}`,
          headers: bearer(customer),
        })
      ).json(),
    );
    expect(thread.feedbackMessagesVMs).toEqual([
      expect.objectContaining({
        name: 'Somchai Jaidee',
        message: 'Can you wrap it?',
        fromShop: false,
      }),
    ]);
    expect(app.mailer.recent.at(-1)?.to).toBe('tickets-customer@example.com');
  });

  it("an operator's answer with a file marks the ticket unread; reading the thread (GET or POST) marks it read", async () => {
    const sent = await sendFeedback(
      app,
      { subject: 'PAYMENT', noHasOrderNumber: 'Y', feedback: 'Were my points taken?' },
      [],
      bearer(customer),
    );
    const { ticketId } = decoded(routes.sendFeedback, sent.json());
    const open = decoded(
      routes.operatorCases,
      (await app.inject({ url: `${API}/operator/cases`, headers: bearer(operator) })).json(),
    );
    expect(open.find((summary) => summary.ticketId === ticketId)).toMatchObject({
      awaitingAnswer: true,
      signedIn: true,
      email: 'tickets-customer@example.com',
    });

    const answered = await answer(ticketId, 'Yes, 30,000 points were redeemed.');
    expect(answered.statusCode).toBe(200);
    const view = decoded(routes.operatorAnswerCase, answered.json());
    expect(view.thread.feedbackMessagesVMs.at(-1)).toMatchObject({
      name: 'Malee Support',
      fromShop: true,
      responseAttachFile: [{ fileName: 'label.png', contentType: 'image/png' }],
    });
    expect((await tickets(customer)).find((ticket) => ticket.ticketId === ticketId)?.read).toBe(
      false,
    );
    // Another customer's reading changes nothing, and is a 404.
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `${API}/feedback/searchFeedback/${ticketId}`,
          headers: bearer(other),
        })
      ).statusCode,
    ).toBe(404);
    expect((await tickets(customer)).find((ticket) => ticket.ticketId === ticketId)?.read).toBe(
      false,
    );

    const read = await app.inject({
      method: 'POST',
      url: `${API}/feedback/searchFeedback/${ticketId}`,
      headers: bearer(customer),
    });
    expect(read.statusCode).toBe(200);
    const thread = decoded(routes.searchFeedbackPost, read.json());
    const file = thread.feedbackMessagesVMs.at(-1)?.file1 ?? '';
    expect((await tickets(customer)).find((ticket) => ticket.ticketId === ticketId)?.read).toBe(
      true,
    );
    const download = await app.inject({
      url: `${API}/storage/download-attach-file?filePath=${file}`,
      headers: bearer(customer),
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');

    // A follow-up by the customer waits for an answer again.
    const again = await sendFeedback(
      app,
      { caseId: ticketId, subject: 'PAYMENT', noHasOrderNumber: 'Y', feedback: 'Thank you!' },
      [],
      bearer(customer),
    );
    expect(decoded(routes.sendFeedback, again.json())).toEqual({ ticketId });
    const audit = await auditRepository(app.db).ofTarget(`case:${ticketId}`);
    expect(audit.map((entry) => entry.action)).toEqual(['answer-case']);
  });

  it('closing a case is audit-logged; a closed case takes no answer (E315) and leaves the open list', async () => {
    const sent = await sendFeedback(
      app,
      { subject: 'ACCOUNT', noHasOrderNumber: 'Y', feedback: 'Please close my question.' },
      [],
      bearer(customer),
    );
    const { ticketId } = decoded(routes.sendFeedback, sent.json());
    const closed = await app.inject({
      method: 'POST',
      url: `${API}/operator/cases/${ticketId}/close`,
      headers: bearer(operator),
    });
    expect(decoded(routes.operatorCloseCase, closed.json()).thread.status).toBe('CLOSED');
    expect((await answer(ticketId, 'Too late')).json()).toMatchObject({ errorKey: 'E315' });
    const open = decoded(
      routes.operatorCases,
      (
        await app.inject({ url: `${API}/operator/cases?status=OPEN`, headers: bearer(operator) })
      ).json(),
    );
    expect(open.map((summary) => summary.ticketId)).not.toContain(ticketId);
    const audit = await auditRepository(app.db).ofTarget(`case:${ticketId}`);
    expect(audit.map((entry) => entry.action)).toEqual(['close-case']);
  });

  it("the operator routes refuse a customer's token, and the customer routes a missing one", async () => {
    expect(
      (await app.inject({ url: `${API}/operator/cases`, headers: bearer(customer) })).statusCode,
    ).toBe(401);
    expect((await app.inject({ url: `${API}/feedback` })).statusCode).toBe(401);
  });
});
