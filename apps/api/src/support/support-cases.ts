import type {
  FeedbackForm,
  FeedbackMessageVM,
  FeedbackReceived,
  FeedbackThread,
  SubjectTopicVM,
  Ticket,
} from '@rewards/api-client/contract';
import {
  SUBJECT_FOLLOW,
  SUBJECT_OTHER,
  hasNoFieldErrors,
  validateContactForm,
  type FieldErrors,
} from '@rewards/domain';
import { formatMessage, type MessageId, type MessageLang } from '@rewards/messages';
import type { Database, Queryable } from '../db/database';
import { AppError, notFound } from '../http/app-error';
import type { OutgoingMail } from '../mail/mail-plugin';
import { prepareAttachments, type PreparedFile } from './attachments';
import { isFileId, newFileId, type FileStore } from './file-store';
import {
  supportRepository,
  type CaseRecord,
  type MessageRecord,
  type SubjectRecord,
} from './support-repository';

/** What Help & Contact's use cases need. */
export interface SupportDependencies {
  readonly db: Database;
  /** Where the files' bytes are kept. */
  readonly files: FileStore;
  readonly mailer: { send(mail: OutgoingMail): void };
  /** The shop's own origin, the only one its e-mails link to. */
  readonly publicOrigin: string;
  /** `START_PO`, the prefix of order numbers. */
  startPo(): Promise<string>;
}

/** A file to serve: its bytes, type and name. */
export interface ServedFile {
  readonly bytes: Buffer;
  readonly contentType: string;
  readonly fileName: string;
}

/** A refusal of the case the message names: E309 not one of theirs, E315 closed. */
export function appError(status: number, key: 'E309' | 'E315'): AppError {
  return new AppError(status, key, `error.${key}`, { appError: true });
}

/** Refuses a form the domain found fault with: 400 E400, each field's errors in `lang`. */
export function assertValid(errors: FieldErrors, lang: MessageLang): void {
  if (hasNoFieldErrors(errors)) return;
  throw new AppError(400, 'E400', 'error.E400', {
    fieldErrors: Object.entries(errors).flatMap(([field, list]) =>
      (list ?? []).map((error) => ({
        field,
        code: error.code,
        message: formatMessage(
          error.code as MessageId,
          lang,
          error as Record<string, string | number>,
        ),
      })),
    ),
  });
}

function subjectName(subject: SubjectRecord | undefined, lang: MessageLang): string {
  if (subject === undefined) return '';
  return lang === 'th' ? subject.thaiName : subject.name;
}

/** The subject a ticket shows: the typed one under OTHER, else the subject's name. */
export function ticketSubject(
  record: CaseRecord,
  subjects: readonly SubjectRecord[],
  lang: MessageLang,
): string {
  if (record.subjectId === SUBJECT_OTHER && record.subSubject !== '') return record.subSubject;
  return subjectName(
    subjects.find((subject) => subject.id === record.subjectId),
    lang,
  );
}

/** `GET subject-management`: the subjects in the request's language. */
export async function listSubjects(
  deps: Pick<SupportDependencies, 'db'>,
  lang: MessageLang,
): Promise<SubjectTopicVM[]> {
  const subjects = await supportRepository(deps.db).subjects();
  return subjects.map((subject) => ({
    id: subject.id,
    name: subjectName(subject, lang),
    requiredLogin: subject.requiredLogin,
    subTopicVMS: subject.subTopics.map((topic) => ({
      subId: topic.subId,
      name: lang === 'th' ? topic.thaiName : topic.name,
    })),
  }));
}

/** `GET feedback`: the signed-in customer's tickets, newest first. */
export async function listTickets(
  deps: Pick<SupportDependencies, 'db'>,
  customerId: number,
  lang: MessageLang,
): Promise<Ticket[]> {
  const repository = supportRepository(deps.db);
  const [cases, subjects] = await Promise.all([
    repository.casesOfCustomer(customerId),
    repository.subjects(),
  ]);
  return cases.map((record) => ({
    ticketId: record.ticketId,
    read: record.customerRead,
    subject: ticketSubject(record, subjects, lang),
    orderNumber: record.orderNumber,
    subOrderNumber: record.subOrderNumber,
    status: record.status,
    createDate: record.createdAt.toISOString(),
  }));
}

function messageView(message: MessageRecord): FeedbackMessageVM {
  const numbered: Record<string, string> = {};
  message.files.forEach((file, index) => {
    numbered[`file${index + 1}`] = file.fileId;
  });
  return {
    name: message.authorName,
    message: message.body,
    createDate: message.createdAt.toISOString(),
    fromShop: message.fromShop,
    responseAttachFile: message.files.map((file) => ({
      filePath: file.fileId,
      fileName: file.fileName,
      contentType: file.contentType,
    })),
    ...numbered,
  };
}

/** A case's thread in `lang`: its subject, its sub-topic's name, and its messages with their files. */
export async function threadOf(
  db: Queryable,
  record: CaseRecord,
  lang: MessageLang,
): Promise<FeedbackThread> {
  const repository = supportRepository(db);
  const [messages, subjects] = await Promise.all([
    repository.messages(record.caseId),
    repository.subjects(),
  ]);
  const subject = subjects.find((candidate) => candidate.id === record.subjectId);
  const subTopic = subject?.subTopics.find((topic) => topic.subId === record.subSubject);
  return {
    ticketId: record.ticketId,
    subject: subjectName(subject, lang),
    subSubject:
      subTopic === undefined
        ? record.subSubject
        : lang === 'th'
          ? subTopic.thaiName
          : subTopic.name,
    orderNumber: record.orderNumber,
    subOrderNumber: record.subOrderNumber,
    status: record.status,
    feedbackMessagesVMs: messages.map(messageView),
  };
}

/**
 * `feedback/searchFeedback/:caseId`: one of the customer's cases with its
 * messages, which marks it read. Another customer's case, a visitor's and a
 * ticket that does not exist are all 404: nothing tells them apart.
 */
export async function readThread(
  deps: Pick<SupportDependencies, 'db'>,
  customerId: number,
  ticketId: string,
  lang: MessageLang,
): Promise<FeedbackThread> {
  return deps.db.transaction(async (tx) => {
    const repository = supportRepository(tx);
    const record = await repository.caseByTicket(ticketId, true);
    if (record === undefined || record.customerId !== customerId) throw notFound();
    await repository.markRead(record.caseId);
    return threadOf(tx, { ...record, customerRead: true }, lang);
  });
}

/** Keeps a message and its files in one transaction; files outside the database are removed if it fails. */
export async function keepMessage(
  deps: Pick<SupportDependencies, 'db' | 'files'>,
  write: (tx: Queryable) => Promise<CaseRecord>,
  message: { operatorId: number | undefined; authorName: string; body: string },
  files: readonly PreparedFile[],
): Promise<CaseRecord> {
  const written: string[] = [];
  try {
    return await deps.db.transaction(async (tx) => {
      const repository = supportRepository(tx);
      const record = await write(tx);
      const messageId = await repository.insertMessage(record.caseId, message);
      for (const [index, file] of files.entries()) {
        const fileId = newFileId();
        await repository.insertFile(messageId, {
          fileId,
          position: index + 1,
          fileName: file.fileName,
          contentType: file.contentType,
          sizeBytes: file.bytes.length,
        });
        written.push(fileId);
        await deps.files.put(tx, fileId, file.bytes);
      }
      await repository.afterMessage(record.caseId, message.operatorId !== undefined);
      return record;
    });
  } catch (error) {
    await deps.files.discard(written);
    throw error;
  }
}

/** What a contact form is sent as: the form, who sends it and in which language. */
export interface FeedbackInput {
  readonly form: FeedbackForm;
  readonly customerId: number | undefined;
  readonly lang: MessageLang;
}

function text(value: string | undefined): string {
  return (value ?? '').trim();
}

/**
 * `POST feedback`: a visitor's or a customer's message (spec sections 3, 5
 * and 6). Every rule of the form is checked again here with the domain's
 * `validateContactForm` against the stored subjects (a visitor's message on a
 * subject needing sign-in is refused), then every file (`prepareAttachments`);
 * only then is anything written: the case (a new ticket, or one of the
 * customer's open cases given as `caseId`/`ticketId`), the message and the
 * files, together. A new case sends the customer an e-mail in the request's
 * language. Order numbers are kept only from signed-in customers, each unless
 * its "I don't have" flag is Y.
 * @throws AppError 400 with the fields at fault; E309 when the case to continue
 * or to follow up is not one of the customer's; E315 when it is closed; E314
 * for files.
 */
export async function submitFeedback(
  deps: SupportDependencies,
  input: FeedbackInput,
): Promise<FeedbackReceived> {
  const { form, customerId, lang } = input;
  const signedIn = customerId !== undefined;
  const repository = supportRepository(deps.db);
  const subjects = await repository.subjects();
  const errors = validateContactForm(
    { ...form },
    {
      signedIn,
      startPo: await deps.startPo(),
      subjects: subjects.map((subject) => ({
        id: subject.id,
        name: subject.name,
        requiredLogin: subject.requiredLogin,
        subTopics: subject.subTopics.map((topic) => topic.subId),
      })),
    },
  );
  assertValid(errors, lang);
  // The storefront sends the chosen ticket in both fields; two different ones name no case.
  const continued = text(form.caseId) || text(form.ticketId);
  if (
    text(form.caseId) !== '' &&
    text(form.ticketId) !== '' &&
    text(form.caseId) !== text(form.ticketId)
  ) {
    throw appError(400, 'E309');
  }
  const files = await prepareAttachments(form.attachments, lang);

  const contact = signedIn ? await repository.customerContact(customerId) : undefined;
  if (signedIn && contact === undefined) throw new AppError(401, 'E401', 'error.E401');
  const name = contact?.name ?? text(form.firstName);
  const email = contact?.email ?? text(form.email);
  const subjectId = text(form.subject);
  const relateTicket = subjectId === SUBJECT_FOLLOW ? text(form.relateTicket) : '';
  if (relateTicket !== '') {
    const related = await repository.caseByTicket(relateTicket);
    if (
      related === undefined ||
      related.customerId === undefined ||
      related.customerId !== customerId
    ) {
      throw appError(400, 'E309');
    }
  }
  const noOrder = form.noHasOrderNumber === true;
  const orderNumber = signedIn && !noOrder ? text(form.orderNumber) : '';
  const subOrderNumber =
    signedIn && !noOrder && form.noHasSubOrderNumber !== true ? text(form.subOrderNumber) : '';
  const body = (form.feedback ?? '').trim();

  if (continued !== '') {
    if (!signedIn) throw appError(400, 'E309');
    await keepMessage(
      deps,
      async (tx) => {
        const record = await supportRepository(tx).caseByTicket(continued, true);
        if (record === undefined || record.customerId !== customerId) throw appError(400, 'E309');
        if (record.status === 'CLOSED') throw appError(400, 'E315');
        return record;
      },
      { operatorId: undefined, authorName: name, body },
      files,
    );
    return { ticketId: continued };
  }

  const record = await keepMessage(
    deps,
    (tx) =>
      supportRepository(tx).insertCase({
        customerId,
        name,
        email,
        lang,
        subjectId,
        subSubject: text(form.subSubject),
        relateTicket,
        orderNumber,
        subOrderNumber,
      }),
    { operatorId: undefined, authorName: name, body },
    files,
  );
  const subject = ticketSubject(record, subjects, lang);
  const values = { name, subject, ticketId: record.ticketId, message: body };
  deps.mailer.send({
    to: email,
    subject: formatMessage('mail.caseReceived.subject', lang, values),
    text: formatMessage('mail.caseReceived.body', lang, values),
  });
  return { ticketId: record.ticketId };
}

/**
 * `storage/download-attach-file?filePath=`: a file of one of the customer's
 * cases. Anything else (another customer's file, a visitor's, text that is
 * not a file id such as `../../etc/passwd`) is 404, before any store is asked.
 */
export async function downloadAttachment(
  deps: Pick<SupportDependencies, 'db' | 'files'>,
  customerId: number,
  filePath: string,
): Promise<ServedFile> {
  if (!isFileId(filePath)) throw notFound();
  const record = await supportRepository(deps.db).fileWithOwner(filePath);
  if (record === undefined || record.customerId !== customerId) throw notFound();
  const bytes = await deps.files.get(record.fileId);
  if (bytes === undefined) throw notFound();
  return { bytes, contentType: record.contentType, fileName: record.fileName };
}
