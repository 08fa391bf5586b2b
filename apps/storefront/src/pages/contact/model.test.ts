import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import type { ApiError } from '@rewards/api-client';
import type { FeedbackThread, SubjectTopics, Tickets } from '@rewards/api-client/contract';
import { EMPTY_CONTACT_VALUES, type ContactValues } from '@rewards/ui';
import { $cartRestored } from '../../entities/cart/model';
import { $locale } from '../../entities/locale/model';
import { $idToken, $sessionRestored } from '../../entities/session/model';
import { $unreadTickets } from '../../entities/ticket/model';
import { $apiFailure } from '../../shared/api/errors';
import { $location } from '../../shared/router/model';
import {
  $caseId,
  $error,
  $received,
  $replyValues,
  $subjects,
  $thread,
  $tickets,
  caseChosen,
  contactOpened,
  contactSubmitted,
  feedbackBody,
  fetchSubjectsFx,
  fetchThreadFx,
  fetchTicketsFx,
  receivedClosed,
  replyValues,
  sendFeedbackFx,
} from './model';

const SUBJECTS: SubjectTopics = [
  { id: 'ORDER', name: 'My order and delivery', requiredLogin: true, subTopicVMS: [] },
  { id: 'FOLLOW', name: 'Follow up a case', requiredLogin: true, subTopicVMS: [] },
  { id: 'OTHER', name: 'Other', requiredLogin: false, subTopicVMS: [] },
];

const TICKET = {
  ticketId: 'CS00000001',
  subject: 'My order and delivery',
  orderNumber: 'KSCKSCTHA00000001',
  subOrderNumber: '',
  status: 'OPEN' as const,
  createDate: '2026-11-20T03:00:00.000Z',
};

const THREAD: FeedbackThread = {
  ticketId: 'CS00000001',
  subject: 'My order and delivery',
  subSubject: '',
  orderNumber: 'KSCKSCTHA00000001',
  subOrderNumber: '',
  status: 'OPEN',
  feedbackMessagesVMs: [],
};

const VISITOR: ContactValues = {
  ...EMPTY_CONTACT_VALUES,
  firstName: ' Somchai Jaidee ',
  email: 'somchai@example.com',
  subject: 'OTHER',
  subSubject: ' Gift wrap ',
  orderNumber: 'KSCKSCTHA00000001',
  feedback: ' Hello ',
};

function setUp(options: {
  token?: string | null;
  tickets?: () => Tickets;
  send?: () => Promise<{ ticketId: string }>;
}) {
  const sent: unknown[] = [];
  let ticketReads = 0;
  let tickets: Tickets = options.tickets?.() ?? [{ ...TICKET, read: false }];
  const scope = fork({
    values: [
      [$cartRestored, true],
      [$sessionRestored, true],
      [$idToken, options.token === undefined ? 'token' : options.token],
      [$locale, 'en'],
      [$location, { pathname: '/contactus', search: '' }],
    ],
    handlers: [
      [fetchSubjectsFx, () => Promise.resolve(SUBJECTS)],
      [
        fetchTicketsFx,
        () => {
          ticketReads += 1;
          return Promise.resolve(tickets);
        },
      ],
      [
        fetchThreadFx,
        () => {
          // Reading a thread marks its ticket read.
          tickets = tickets.map((ticket) => ({ ...ticket, read: true }));
          return Promise.resolve(THREAD);
        },
      ],
      [
        sendFeedbackFx,
        (input: unknown) => {
          sent.push(input);
          return options.send?.() ?? Promise.resolve({ ticketId: 'CS00000002' });
        },
      ],
    ],
  });
  return { scope, sent, reads: () => ticketReads };
}

describe('feedbackBody', () => {
  it("a visitor's name and e-mail, trimmed; no order numbers; OTHER's subject", () => {
    expect(feedbackBody(VISITOR, { signedIn: false, caseId: '' }, [])).toEqual({
      firstName: 'Somchai Jaidee',
      email: 'somchai@example.com',
      subject: 'OTHER',
      subSubject: 'Gift wrap',
      feedback: 'Hello',
      attachments: [],
    });
  });

  it("a customer's order numbers unless ticked, and the chosen case in both fields", () => {
    const body = feedbackBody(
      { ...VISITOR, subject: 'FOLLOW', relateTicket: 'CS00000001', noHasSubOrderNumber: true },
      { signedIn: true, caseId: 'CS00000009' },
      [],
    );
    expect(body).toEqual({
      orderNumber: 'KSCKSCTHA00000001',
      subOrderNumber: '',
      noHasOrderNumber: false,
      noHasSubOrderNumber: true,
      caseId: 'CS00000009',
      ticketId: 'CS00000009',
      subject: 'FOLLOW',
      relateTicket: 'CS00000001',
      feedback: 'Hello',
      attachments: [],
    });
    const noOrder = feedbackBody(
      { ...VISITOR, noHasOrderNumber: true, subOrderNumber: 'X' },
      { signedIn: true, caseId: '' },
      [],
    );
    expect(noOrder).toMatchObject({
      orderNumber: '',
      subOrderNumber: '',
      noHasOrderNumber: true,
      noHasSubOrderNumber: true,
    });
  });

  it("a subject's chosen sub-topic as subSubject; none when none was chosen", () => {
    const topic = { ...VISITOR, subject: 'PAYMENT', subSubject: 'PAYMENT_POINTS' };
    expect(feedbackBody(topic, { signedIn: false, caseId: '' }, [])).toMatchObject({
      subject: 'PAYMENT',
      subSubject: 'PAYMENT_POINTS',
    });
    expect(
      feedbackBody({ ...topic, subSubject: '' }, { signedIn: false, caseId: '' }, []),
    ).not.toHaveProperty('subSubject');
  });
});

describe('replyValues', () => {
  it("a listed subject by its name, and the case's order numbers or their boxes", () => {
    expect(replyValues(THREAD, SUBJECTS)).toEqual({
      ...EMPTY_CONTACT_VALUES,
      subject: 'ORDER',
      orderNumber: 'KSCKSCTHA00000001',
      noHasOrderNumber: false,
      noHasSubOrderNumber: true,
    });
  });

  it('a typed subject, a follow-up or an unknown one replies as OTHER with its text, at most 50', () => {
    const typed = replyValues(
      { ...THREAD, subject: 'Gift wrap', subSubject: 'Gift wrap' },
      SUBJECTS,
    );
    expect(typed).toMatchObject({ subject: 'OTHER', subSubject: 'Gift wrap' });
    const follow = replyValues({ ...THREAD, subject: 'Follow up a case' }, SUBJECTS);
    expect(follow).toMatchObject({ subject: 'OTHER', subSubject: 'Follow up a case' });
    const long = replyValues({ ...THREAD, subject: 'ก'.repeat(80), subSubject: '' }, SUBJECTS);
    expect([...long.subSubject]).toHaveLength(50);
  });
});

describe('/contactus', () => {
  it('a visitor gets the subjects and no cases', async () => {
    const { scope, reads } = setUp({ token: null });
    await allSettled(contactOpened, { scope, params: {} });
    expect(scope.getState($subjects)).toEqual(SUBJECTS);
    expect(reads()).toBe(0);
    expect(scope.getState($tickets)).toEqual([]);
  });

  it('a customer gets their cases; reading a thread clears its unread badge', async () => {
    const { scope } = setUp({});
    await allSettled(contactOpened, { scope, params: {} });
    expect(scope.getState($tickets)).toHaveLength(1);
    expect(scope.getState($unreadTickets)).toBe(1);
    await allSettled(caseChosen, { scope, params: 'CS00000001' });
    expect(scope.getState($thread)).toEqual(THREAD);
    expect(scope.getState($replyValues)).toMatchObject({ subject: 'ORDER' });
    expect(scope.getState($unreadTickets)).toBe(0);
    await allSettled(caseChosen, { scope, params: '' });
    expect(scope.getState($thread)).toBeNull();
  });

  it("the case a link names (?caseId=, as the answer's e-mail links) opens once the customer's cases are known", async () => {
    const { scope } = setUp({});
    await allSettled(contactOpened, { scope, params: { caseId: 'CS00000001' } });
    expect(scope.getState($caseId)).toBe('CS00000001');
    expect(scope.getState($thread)).toEqual(THREAD);
    // New Case stays chosen when the cases are read again.
    await allSettled(caseChosen, { scope, params: '' });
    await allSettled(fetchTicketsFx, { scope });
    expect(scope.getState($caseId)).toBe('');

    const other = setUp({});
    await allSettled(contactOpened, { scope: other.scope, params: { caseId: 'CS00000077' } });
    expect(other.scope.getState($caseId)).toBe('');
  });

  it('a received message opens the dialog with its ticket; a reply reloads the thread', async () => {
    const { scope, sent } = setUp({});
    await allSettled(contactOpened, { scope, params: {} });
    await allSettled(caseChosen, { scope, params: 'CS00000001' });
    await allSettled(contactSubmitted, { scope, params: { values: VISITOR, files: [] } });
    expect(sent).toEqual([{ values: VISITOR, files: [], signedIn: true, caseId: 'CS00000001' }]);
    expect(scope.getState($received)).toBe('CS00000002');
    expect(scope.getState($caseId)).toBe('CS00000001');
    await allSettled(receivedClosed, { scope });
    expect(scope.getState($received)).toBeNull();
  });

  it('E314 opens the modal; another refusal is said above the form', async () => {
    const refusal = (errorKey: string) => () =>
      Promise.reject({
        kind: 'badRequest',
        status: 400,
        appError: { errorKey, title: `Refused ${errorKey}`, thaiTitle: 'ปฏิเสธ' },
        fieldErrors: [],
        body: undefined,
      } satisfies ApiError);
    const files = setUp({ token: null, send: refusal('E314') });
    await allSettled(contactSubmitted, {
      scope: files.scope,
      params: { values: VISITOR, files: [] },
    });
    expect(files.scope.getState($apiFailure)).not.toBeNull();
    expect(files.scope.getState($error)).toBeNull();
    const other = setUp({ token: null, send: refusal('E400') });
    await allSettled(contactSubmitted, {
      scope: other.scope,
      params: { values: VISITOR, files: [] },
    });
    expect(other.scope.getState($error)).toEqual({ text: 'Refused E400' });
    expect(other.scope.getState($apiFailure)).toBeNull();
  });
});
