import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@rewards/api-client/contract';
import { signUpAndIn } from '../accounts/helpers';
import { decoded } from '../helpers/inject';
import { buildTestApp } from '../helpers/test-app';
import { API, bearer, multipart, operatorToken, sendFeedback } from './helpers';

const PUBLIC_ORIGIN = 'https://shop.example';

let app: FastifyInstance;
let customer: string;
let operator: string;

beforeAll(async () => {
  app = await buildTestApp({
    PASSWORD_HASH_COST: 'test',
    SENSITIVE_RATE_LIMIT_PER_MINUTE: '100000',
    PUBLIC_ORIGIN,
  });
  customer = await signUpAndIn(app, 'answer-mail-customer@example.com');
  operator = await operatorToken(app, 'answer-mail-operator@example.com');
});
afterAll(async () => {
  await app.close();
});

async function answer(ticketId: string, text: string, lang = 'en') {
  const form = multipart({ feedback: text });
  return app.inject({
    method: 'POST',
    url: `${API}/operator/cases/${ticketId}/answer?lang=${lang}`,
    payload: form.payload,
    headers: { ...form.headers, ...bearer(operator) },
  });
}

describe("the e-mail of an operator's answer", () => {
  it("goes to the customer in the case's language, with the answer and the link to the case from PUBLIC_ORIGIN", async () => {
    const sent = await sendFeedback(
      app,
      { subject: 'PAYMENT', noHasOrderNumber: 'Y', feedback: 'คะแนนของฉันถูกหักหรือยัง' },
      [],
      bearer(customer),
      'th',
    );
    const { ticketId } = decoded(routes.sendFeedback, sent.json());
    const before = app.mailer.recent.length;

    // The operator works in English; the customer wrote in Thai.
    const answered = await answer(ticketId, 'Yes, 30,000 points were redeemed.', 'en');
    expect(answered.statusCode).toBe(200);

    expect(app.mailer.recent.length).toBe(before + 1);
    const mail = app.mailer.recent.at(-1);
    expect(mail?.to).toBe('answer-mail-customer@example.com');
    expect(mail?.subject).toContain(ticketId);
    expect(mail?.subject).toMatch(/[\u0E00-\u0E7F]/);
    expect(mail?.text).toContain('Yes, 30,000 points were redeemed.');
    expect(mail?.text).toContain(`${PUBLIC_ORIGIN}/contactus?caseId=${ticketId}&lang=th`);
  });

  it("tells a visitor the answer, with the contact page's link (a visitor has no thread to open)", async () => {
    const sent = await sendFeedback(app, {
      firstName: 'Visiting Guest',
      email: 'answer-mail-visitor@example.com',
      subject: 'PRODUCT',
      feedback: 'Is the blue one coming back?',
    });
    const { ticketId } = decoded(routes.sendFeedback, sent.json());

    expect((await answer(ticketId, 'Next week, in all sizes.')).statusCode).toBe(200);

    const mail = app.mailer.recent.at(-1);
    expect(mail?.to).toBe('answer-mail-visitor@example.com');
    expect(mail?.subject).toContain(ticketId);
    expect(mail?.text).toContain('Visiting Guest');
    expect(mail?.text).toContain('Next week, in all sizes.');
    expect(mail?.text).toContain(`${PUBLIC_ORIGIN}/contactus?lang=en`);
    expect(mail?.text).not.toContain('caseId=');
  });

  it('is not sent when the answer is refused', async () => {
    const sent = await sendFeedback(
      app,
      { subject: 'PAYMENT', noHasOrderNumber: 'Y', feedback: 'Another question' },
      [],
      bearer(customer),
    );
    const { ticketId } = decoded(routes.sendFeedback, sent.json());
    const before = app.mailer.recent.length;
    expect((await answer(ticketId, '   ')).statusCode).toBe(400);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `${API}/operator/cases/${ticketId}/close`,
          headers: bearer(operator),
        })
      ).statusCode,
    ).toBe(200);
    expect((await answer(ticketId, 'Too late')).statusCode).toBe(400);
    expect(app.mailer.recent.length).toBe(before);
  });
});
