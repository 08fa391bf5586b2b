import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@rewards/api-client/contract';
import { decoded } from '../helpers/inject';
import { buildTestApp } from '../helpers/test-app';
import { signUpAndIn } from '../accounts/helpers';
import { API, bearer, operatorToken, sendFeedback, supportRows } from './helpers';

let app: FastifyInstance;
let customer: string;
let other: string;
let operator: string;

beforeAll(async () => {
  app = await buildTestApp({
    PASSWORD_HASH_COST: 'test',
    SENSITIVE_RATE_LIMIT_PER_MINUTE: '100000',
  });
  customer = await signUpAndIn(app, 'contact-customer@example.com');
  other = await signUpAndIn(app, 'contact-other@example.com');
  operator = await operatorToken(app, 'contact-operator@example.com');
});
afterAll(async () => {
  await app.close();
});

const VISITOR = {
  firstName: 'Somsri Visitor',
  email: 'somsri@example.com',
  subject: 'PRODUCT',
  feedback: 'Is the iPad back in stock soon?',
};
const CUSTOMER = {
  subject: 'ORDER',
  orderNumber: 'OEKSCTHA00000042',
  subOrderNumber: 'OEKSCTHA0000004201',
  feedback: 'My parcel has not arrived.',
};

/** The fields at fault in a 400, with their codes. */
function faults(body: unknown): string[] {
  const errors = (body as { fieldErrors?: { field: string; code: string }[] }).fieldErrors ?? [];
  return errors.map((error) => `${error.field}:${error.code}`).sort();
}

/** Sends a form that must be refused, and checks that nothing was written. */
async function refused(
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: { errorKey: string }; faults: string[] }> {
  const before = await supportRows(app.db);
  const mails = app.mailer.recent.length;
  const response = await sendFeedback(app, fields, [], headers);
  expect(await supportRows(app.db)).toEqual(before);
  expect(app.mailer.recent.length).toBe(mails);
  const body = response.json() as { errorKey: string };
  return { status: response.statusCode, body, faults: faults(body) };
}

describe('GET subject-management', () => {
  it('lists the seeded subjects in English and Thai, with OTHER and FOLLOW and who must sign in', async () => {
    const en = decoded(
      routes.subjectTopics,
      (await app.inject({ url: `${API}/subject-management?lang=en` })).json(),
    );
    const th = decoded(
      routes.subjectTopics,
      (await app.inject({ url: `${API}/subject-management?lang=th` })).json(),
    );
    expect(en.map((subject) => subject.id)).toEqual(th.map((subject) => subject.id));
    expect(en.map((subject) => subject.id)).toEqual(expect.arrayContaining(['OTHER', 'FOLLOW']));
    expect(en.find((subject) => subject.id === 'OTHER')).toMatchObject({
      name: 'Other',
      requiredLogin: false,
    });
    expect(th.find((subject) => subject.id === 'FOLLOW')).toMatchObject({
      name: 'ติดตามเคสเดิม',
      requiredLogin: true,
    });
    const order = th.find((subject) => subject.id === 'ORDER');
    expect(order?.subTopicVMS[0]).toEqual({ subId: 'ORDER_STATUS', name: 'สถานะคำสั่งซื้อ' });
  });
});

describe('POST feedback: every rule of the contact form, on the server', () => {
  it('a visitor must give a full name, an e-mail, a subject and a message', async () => {
    const answer = await refused({});
    expect(answer.status).toBe(400);
    expect(answer.faults).toEqual([
      'email:field.required',
      'feedback:field.required',
      'firstName:field.required',
      'subject:field.required',
    ]);
  });

  it("a visitor's name and e-mail are checked by the account rules", async () => {
    const answer = await refused({ ...VISITOR, firstName: 'x'.repeat(33), email: 'not-an-email' });
    expect(answer.faults).toEqual(['email:email.invalidFormat', 'firstName:name.tooLong']);
  });

  it('OTHER needs its typed subject (at most 50 characters), FOLLOW its related ticket', async () => {
    expect((await refused({ ...VISITOR, subject: 'OTHER' })).faults).toEqual([
      'subSubject:field.required',
    ]);
    expect(
      (await refused({ ...VISITOR, subject: 'OTHER', subSubject: 'x'.repeat(51) })).faults,
    ).toEqual(['subSubject:support.subjectTooLong']);
    expect((await refused({ ...CUSTOMER, subject: 'FOLLOW' }, bearer(customer))).faults).toEqual([
      'relateTicket:field.required',
    ]);
  });

  it("a sub-topic is one of its subject's (optional); the thread names it in the reader's language", async () => {
    expect((await refused({ ...VISITOR, subSubject: 'PAYMENT_CARD' })).faults).toEqual([
      'subSubject:support.subTopicUnknown',
    ]);
    expect((await refused({ ...VISITOR, subSubject: 'Anything typed' })).faults).toEqual([
      'subSubject:support.subTopicUnknown',
    ]);
    const sent = await sendFeedback(
      app,
      { ...CUSTOMER, subject: 'PAYMENT', subSubject: 'PAYMENT_POINTS' },
      [],
      bearer(customer),
    );
    expect(sent.statusCode).toBe(200);
    const { ticketId } = decoded(routes.sendFeedback, sent.json());
    const thread = (lang: string) =>
      app.inject({
        url: `${API}/feedback/searchFeedback/${ticketId}?lang=${lang}`,
        headers: bearer(customer),
      });
    expect(decoded(routes.searchFeedback, (await thread('en')).json()).subSubject).toBe(
      'Rewards points',
    );
    expect(decoded(routes.searchFeedback, (await thread('th')).json()).subSubject).toBe(
      'คะแนนสะสม',
    );
  });

  it('the message takes 1 to 2000 characters', async () => {
    expect((await refused({ ...VISITOR, feedback: '   ' })).faults).toEqual([
      'feedback:field.required',
    ]);
    expect((await refused({ ...VISITOR, feedback: 'x'.repeat(2001) })).faults).toEqual([
      'feedback:support.messageTooLong',
    ]);
    const emoji = await sendFeedback(app, { ...VISITOR, feedback: '🙂'.repeat(2000) });
    expect(emoji.statusCode).toBe(200);
  });

  it('a subject that needs sign-in refuses a visitor; an unknown subject is refused', async () => {
    expect((await refused({ ...VISITOR, subject: 'ORDER' })).faults).toEqual([
      'subject:support.subjectRequiresLogin',
    ]);
    expect((await refused({ ...VISITOR, subject: 'NOPE' })).faults).toEqual([
      'subject:support.subjectUnknown',
    ]);
  });

  it('a signed-in customer skips name and e-mail, but gives the order numbers unless "I don\'t have"', async () => {
    expect(
      (await refused({ subject: 'ORDER', feedback: 'Where is it?' }, bearer(customer))).faults,
    ).toEqual(['orderNumber:field.required', 'subOrderNumber:field.required']);
    expect(
      (await refused({ ...CUSTOMER, subOrderNumber: 'nope' }, bearer(customer))).faults,
    ).toEqual(['subOrderNumber:orders.subOrderNumberInvalid']);
    const noOrder = await sendFeedback(
      app,
      { ...CUSTOMER, noHasOrderNumber: 'Y', orderNumber: 'ignored', subOrderNumber: 'ignored' },
      [],
      bearer(customer),
    );
    expect(noOrder.statusCode).toBe(200);
    const { ticketId } = decoded(routes.sendFeedback, noOrder.json());
    const tickets = decoded(
      routes.tickets,
      (await app.inject({ url: `${API}/feedback`, headers: bearer(customer) })).json(),
    );
    expect(tickets.find((ticket) => ticket.ticketId === ticketId)).toMatchObject({
      orderNumber: '',
      subOrderNumber: '',
      read: true,
    });
  });

  it("a visitor's order numbers are ignored, whatever they say", async () => {
    const answer = await sendFeedback(app, {
      ...VISITOR,
      orderNumber: 'garbage',
      subOrderNumber: 'garbage',
    });
    expect(answer.statusCode).toBe(200);
    const { ticketId } = decoded(routes.sendFeedback, answer.json());
    const [row] = await app.db.query<{ order_number: string; customer_id: unknown }>(
      'SELECT order_number, customer_id FROM support_case WHERE ticket_id = $1',
      [ticketId],
    );
    expect(row).toEqual({ order_number: '', customer_id: null });
  });

  it("E309: a case to continue or follow up that is not one of the customer's; E315: a closed one", async () => {
    const mine = decoded(
      routes.sendFeedback,
      (await sendFeedback(app, CUSTOMER, [], bearer(customer))).json(),
    ).ticketId;
    const visitorCase = decoded(
      routes.sendFeedback,
      (await sendFeedback(app, VISITOR)).json(),
    ).ticketId;

    for (const [fields, headers] of [
      [{ ...CUSTOMER, caseId: mine }, bearer(other)],
      [{ ...CUSTOMER, ticketId: 'CS99999999' }, bearer(customer)],
      [{ ...VISITOR, caseId: mine }, {}],
      [{ ...CUSTOMER, subject: 'FOLLOW', relateTicket: mine }, bearer(other)],
      [{ ...CUSTOMER, subject: 'FOLLOW', relateTicket: visitorCase }, bearer(customer)],
      [{ ...CUSTOMER, caseId: mine, ticketId: visitorCase }, bearer(customer)],
    ] as const) {
      const answer = await refused(fields, headers);
      expect(answer.status).toBe(400);
      expect(answer.body.errorKey).toBe('E309');
    }

    const follow = await sendFeedback(
      app,
      { ...CUSTOMER, subject: 'FOLLOW', relateTicket: mine },
      [],
      bearer(customer),
    );
    expect(follow.statusCode).toBe(200);

    const closed = await app.inject({
      method: 'POST',
      url: `${API}/operator/cases/${mine}/close`,
      headers: bearer(operator),
    });
    expect(closed.statusCode).toBe(200);
    const answer = await refused({ ...CUSTOMER, caseId: mine }, bearer(customer));
    expect(answer.body.errorKey).toBe('E315');
  });

  it('is a multipart form: a JSON body is refused with 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `${API}/feedback`,
      payload: VISITOR,
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ errorKey: 'E415' });
  });

  it("sends the visitor an e-mail in the request's language with the ticket number", async () => {
    const answer = await sendFeedback(app, { ...VISITOR, email: 'thai@example.com' }, [], {}, 'th');
    const { ticketId } = decoded(routes.sendFeedback, answer.json());
    const mail = app.mailer.recent.at(-1);
    expect(mail?.to).toBe('thai@example.com');
    expect(mail?.subject).toContain(ticketId);
    expect(mail?.subject).toContain('เราได้รับข้อความของคุณแล้ว');
    expect(mail?.text).toContain('สินค้าและสินค้าคงคลัง');
  });
});
