import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { API_BASE_PATH, isApiError, type ApiError } from '@rewards/api-client';
import {
  supportRoutes,
  type FeedbackForm,
  type FeedbackReceived,
  type FeedbackThread,
  type SubjectTopics,
  type Tickets,
  type UploadedFile,
} from '@rewards/api-client/contract';
import { SUBJECT_FOLLOW, SUBJECT_OTHER, type Language } from '@rewards/domain';
import { EMPTY_CONTACT_VALUES, type ContactValues, type ThreadFileView } from '@rewards/ui';
import { $locale } from '../../entities/locale/model';
import { $idToken, $isSignedIn, signedIn, signedOut } from '../../entities/session/model';
import { ticketsRead } from '../../entities/ticket/model';
import { privatePage } from '../../features/auth/private-page';
import { client } from '../../shared/api';
import { apiFailed, describeFailure, type Text } from '../../shared/api/errors';
import type { Query } from '../../shared/url/query';

/** The refusals of a case or its files that open a modal (spec section 8): E309, E314, E315. */
const MODAL_ERRORS: ReadonlySet<string> = new Set(['E309', 'E314', 'E315']);

/** The longest subject typed under OTHER (the domain's CONTACT_SUBJECT_MAX_LENGTH). */
const SUB_SUBJECT_MAX = 50;

/**
 * The request of the contact form: text trimmed; a visitor's name and e-mail,
 * and order numbers only from a signed-in customer (each dropped when its
 * "I don't have" box is ticked); OTHER's typed subject or the chosen
 * sub-topic as `subSubject`; a chosen case's ticket as `caseId` and
 * `ticketId` both; the files as `att1`..`attN` in order.
 */
export function feedbackBody(
  values: ContactValues,
  context: { readonly signedIn: boolean; readonly caseId: string },
  attachments: readonly UploadedFile[],
): FeedbackForm {
  const noOrder = values.noHasOrderNumber;
  const noSubOrder = noOrder || values.noHasSubOrderNumber;
  return {
    ...(context.signedIn
      ? {
          orderNumber: noOrder ? '' : values.orderNumber.trim().toUpperCase(),
          subOrderNumber: noSubOrder ? '' : values.subOrderNumber.trim().toUpperCase(),
          noHasOrderNumber: noOrder,
          noHasSubOrderNumber: noSubOrder,
        }
      : { firstName: values.firstName.trim(), email: values.email.trim() }),
    ...(context.caseId === '' ? {} : { caseId: context.caseId, ticketId: context.caseId }),
    subject: values.subject,
    // OTHER's typed subject, or the chosen sub-topic of a subject that has some.
    ...(values.subject !== SUBJECT_FOLLOW && values.subSubject.trim() !== ''
      ? { subSubject: values.subSubject.trim() }
      : {}),
    ...(values.subject === SUBJECT_FOLLOW ? { relateTicket: values.relateTicket } : {}),
    feedback: values.feedback.trim(),
    attachments,
  };
}

/**
 * What a reply to an existing case sends besides its message: the case's
 * subject (by its name in the list; a typed or unknown one as OTHER with its
 * text) and its order numbers, or "I don't have" where it has none. The
 * server keeps the case's own subject; these only pass the form's rules.
 */
export function replyValues(thread: FeedbackThread, subjects: SubjectTopics): ContactValues {
  const listed = subjects.find(
    (subject) => subject.name === thread.subject && subject.id !== SUBJECT_FOLLOW,
  );
  const subject = listed?.id ?? SUBJECT_OTHER;
  return {
    ...EMPTY_CONTACT_VALUES,
    subject,
    subSubject:
      subject === SUBJECT_OTHER
        ? [...(thread.subSubject || thread.subject || SUBJECT_OTHER)]
            .slice(0, SUB_SUBJECT_MAX)
            .join('')
        : '',
    orderNumber: thread.orderNumber,
    subOrderNumber: thread.subOrderNumber,
    noHasOrderNumber: thread.orderNumber === '',
    noHasSubOrderNumber: thread.subOrderNumber === '',
  };
}

/** Reads a chosen file's bytes as the contract sends them (`att1`, `att2`...). */
async function uploadedFiles(files: readonly File[]): Promise<readonly UploadedFile[]> {
  return Promise.all(
    files.map(async (file, index) => ({
      fieldName: `att${index + 1}`,
      fileName: file.name,
      bytes: new Uint8Array(await file.arrayBuffer()),
    })),
  );
}

export const contactOpened = createEvent<Query>();
export const caseChosen = createEvent<string>();
export const contactSubmitted = createEvent<{
  readonly values: ContactValues;
  readonly files: readonly File[];
}>();
export const receivedClosed = createEvent();
export const downloadRequested = createEvent<ThreadFileView>();

const $opened = createStore<Query | null>(null).on(contactOpened, (_, query) => query);

/**
 * Anyone may write; a signed-in customer's cases are theirs alone, so they are
 * read in the browser once the session is known (the server renders the form
 * for a visitor, with the subjects).
 */
export const contactPage = privatePage({ page: 'contact', opened: contactOpened, $opened });

export const fetchSubjectsFx = createEffect((): Promise<SubjectTopics> =>
  client.request(supportRoutes.subjectTopics, {}),
);
export const fetchTicketsFx = createEffect((): Promise<Tickets> =>
  client.request(supportRoutes.tickets, {}),
);
export const fetchThreadFx = createEffect((caseId: string): Promise<FeedbackThread> =>
  client.request(supportRoutes.searchFeedback, { params: { caseId } }),
);
export const sendFeedbackFx = createEffect(
  async (input: {
    readonly values: ContactValues;
    readonly files: readonly File[];
    readonly signedIn: boolean;
    readonly caseId: string;
  }): Promise<FeedbackReceived> =>
    client.request(supportRoutes.sendFeedback, {
      body: feedbackBody(input.values, input, await uploadedFiles(input.files)),
      multipart: true,
    }),
);

/**
 * A file of the customer's case: its bytes come with the customer's token
 * (the route answers the case's owner only), so it is fetched and handed to
 * the browser as a download rather than linked.
 */
export const downloadAttachmentFx = createEffect(
  async (input: {
    readonly file: ThreadFileView;
    readonly token: string | null;
    readonly lang: Language;
  }): Promise<void> => {
    const query = new URLSearchParams({ filePath: input.file.filePath, lang: input.lang });
    const response = await fetch(`${API_BASE_PATH}/storage/download-attach-file?${query}`, {
      headers: input.token === null ? {} : { authorization: `Bearer ${input.token}` },
    });
    if (!response.ok) throw { kind: 'unknown', status: response.status } satisfies ApiError;
    const url = URL.createObjectURL(await response.blob());
    const anchor = document.createElement('a');
    anchor.href = url;
    anchor.download = input.file.fileName;
    anchor.click();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  },
);

export const $subjects = createStore<SubjectTopics>([]).on(
  fetchSubjectsFx.doneData,
  (_, subjects) => subjects,
);
/** The page has started in the browser: the session is known. */
export const $started = createStore(false, { serialize: 'ignore' }).on(
  contactPage.started,
  () => true,
);
export const $tickets = createStore<Tickets>([], { serialize: 'ignore' })
  .on(fetchTicketsFx.doneData, (_, tickets) => tickets)
  .reset(signedOut);
/** `''`: New Case; else the chosen case's ticket. */
export const $caseId = createStore('', { serialize: 'ignore' })
  .on(caseChosen, (_, caseId) => caseId)
  .reset(contactOpened, signedOut);
export const $thread = createStore<FeedbackThread | null>(null, { serialize: 'ignore' })
  .on(fetchThreadFx.doneData, (_, thread) => thread)
  .reset(caseChosen, signedOut);
export const $threadFailed = createStore(false, { serialize: 'ignore' })
  .on(fetchThreadFx.fail, () => true)
  .reset(caseChosen, fetchThreadFx);
/**
 * The case a link names (`?caseId=`, as the e-mail of the shop's answer
 * links), chosen once the customer's cases are known, and only once.
 */
const $linkedCase = createStore('', { serialize: 'ignore' })
  .on(contactOpened, (_, query) => (query.caseId ?? '').trim().toUpperCase())
  .reset(caseChosen, signedOut);
/** The received message's ticket, for the dialog. */
export const $received = createStore<string | null>(null, { serialize: 'ignore' })
  .on(sendFeedbackFx.doneData, (_, answer) => answer.ticketId)
  .reset(receivedClosed, contactOpened);
/** The form starts afresh after a message was received (a new key). */
export const $formRound = createStore(0, { serialize: 'ignore' }).on(
  sendFeedbackFx.done,
  (round) => round + 1,
);
export const $error = createStore<Text | null>(null, { serialize: 'ignore' }).reset(
  contactOpened,
  caseChosen,
  contactSubmitted,
);
/** The reply's values of the chosen case. */
export const $replyValues = combine($thread, $subjects, (thread, subjects) =>
  thread === null ? null : replyValues(thread, subjects),
);

// The subjects are anyone's: read with the page, on the server too.
sample({ clock: contactOpened, target: fetchSubjectsFx });

// A signed-in customer's cases, once the browser knows the session, and after signing in here.
sample({ clock: contactPage.started, filter: $isSignedIn, target: fetchTicketsFx });
sample({ clock: signedIn, filter: $started, target: fetchTicketsFx });
sample({ clock: fetchTicketsFx.doneData, target: ticketsRead });
sample({
  clock: fetchTicketsFx.doneData,
  source: $linkedCase,
  filter: (linked, tickets) =>
    linked !== '' && tickets.some((ticket) => ticket.ticketId === linked),
  target: caseChosen,
});

// A chosen case's thread; reading it marks it read, so the badge is counted again.
sample({ clock: caseChosen, filter: (caseId) => caseId !== '', target: fetchThreadFx });
sample({ clock: fetchThreadFx.done, target: fetchTicketsFx });

// Submit sends the form and its files, once at a time.
sample({
  clock: contactSubmitted,
  source: { signedIn: $isSignedIn, caseId: $caseId, pending: sendFeedbackFx.pending },
  filter: ({ pending }) => !pending,
  fn: ({ signedIn: isSignedIn, caseId }, { values, files }) => ({
    values,
    files,
    signedIn: isSignedIn,
    caseId,
  }),
  target: sendFeedbackFx,
});

// Received: the customer's cases and the open thread show the new message.
sample({ clock: sendFeedbackFx.done, filter: $isSignedIn, target: fetchTicketsFx });
sample({
  clock: sendFeedbackFx.done,
  source: $caseId,
  filter: (caseId) => caseId !== '',
  target: fetchThreadFx,
});

function errorKeyOf(failure: unknown): string | undefined {
  if (!isApiError(failure)) return undefined;
  if (failure.kind === 'badRequest') return failure.appError?.errorKey ?? failure.body?.errorKey;
  return 'body' in failure ? failure.body?.errorKey : undefined;
}

// A case that is not found or closed, and refused files, open a modal; the session's end is
// the session dialogs'; anything else is said above the form.
sample({
  clock: sendFeedbackFx.failData,
  filter: (failure) => MODAL_ERRORS.has(errorKeyOf(failure) ?? ''),
  target: apiFailed,
});
sample({
  clock: sendFeedbackFx.failData,
  source: $locale,
  filter: (_, failure) =>
    !MODAL_ERRORS.has(errorKeyOf(failure) ?? '') &&
    !(isApiError(failure) && failure.kind === 'sessionExpired'),
  fn: (lang: Language, failure) => describeFailure(failure, lang),
  target: $error,
});

// A file of the thread downloads with the token; a failure is said in the error modal.
sample({
  clock: downloadRequested,
  source: { token: $idToken, lang: $locale },
  fn: ({ token, lang }, file) => ({ file, token, lang }),
  target: downloadAttachmentFx,
});
sample({ clock: downloadAttachmentFx.failData, target: apiFailed });
