import type {
  OperatorAnswerForm,
  OperatorCaseSummary,
  OperatorCaseThread,
} from '@rewards/api-client/contract';
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  domainError,
  remainingMessageCharacters,
} from '@rewards/domain';
import { formatMessage, type MessageLang } from '@rewards/messages';
import type { Queryable } from '../db/database';
import { notFound } from '../http/app-error';
import { auditRepository } from '../operators/audit-repository';
import { prepareAttachments } from './attachments';
import { isFileId } from './file-store';
import {
  appError,
  assertValid,
  keepMessage,
  threadOf,
  ticketSubject,
  type ServedFile,
  type SupportDependencies,
} from './support-cases';
import { supportRepository, type CaseRecord } from './support-repository';

/** An operator's list of cases in a status (open by default), those waiting longest first. */
export async function listCases(
  deps: Pick<SupportDependencies, 'db'>,
  status: 'OPEN' | 'CLOSED',
  lang: MessageLang,
): Promise<OperatorCaseSummary[]> {
  const repository = supportRepository(deps.db);
  const [cases, subjects] = await Promise.all([
    repository.casesByStatus(status),
    repository.subjects(),
  ]);
  return cases.map((record) => ({
    ticketId: record.ticketId,
    subject: ticketSubject(record, subjects, lang),
    name: record.name,
    email: record.email,
    signedIn: record.customerId !== undefined,
    status: record.status,
    createDate: record.createdAt.toISOString(),
    lastMessageDate: record.lastMessageAt.toISOString(),
    awaitingAnswer: record.awaitingAnswer,
  }));
}

async function operatorThread(
  db: Queryable,
  record: CaseRecord,
  lang: MessageLang,
): Promise<OperatorCaseThread> {
  return {
    name: record.name,
    email: record.email,
    signedIn: record.customerId !== undefined,
    relateTicket: record.relateTicket,
    thread: await threadOf(db, record, lang),
  };
}

/** An operator reads a case (the customer's read flag stays as it is). */
export async function readCase(
  deps: Pick<SupportDependencies, 'db'>,
  ticketId: string,
  lang: MessageLang,
): Promise<OperatorCaseThread> {
  const record = await supportRepository(deps.db).caseByTicket(ticketId);
  if (record === undefined) throw notFound();
  return operatorThread(deps.db, record, lang);
}

/**
 * The e-mail of an answer, in the case's language: the answer's text, and
 * the link to the case on the contact page (from PUBLIC_ORIGIN only) for a
 * customer, or to the contact page for a visitor, who has no thread to open.
 */
async function sendAnswerMail(
  deps: Pick<SupportDependencies, 'db' | 'mailer' | 'publicOrigin'>,
  record: CaseRecord,
  answer: string,
): Promise<void> {
  const lang = record.lang;
  const subjects = await supportRepository(deps.db).subjects();
  const query = new URLSearchParams(
    record.customerId === undefined ? { lang } : { caseId: record.ticketId, lang },
  );
  const values = {
    name: record.name,
    subject: ticketSubject(record, subjects, lang),
    ticketId: record.ticketId,
    message: answer,
    link: `${deps.publicOrigin}/contactus?${query}`,
  };
  deps.mailer.send({
    to: record.email,
    subject: formatMessage('mail.caseAnswered.subject', lang, values),
    text: formatMessage(
      record.customerId === undefined ? 'mail.caseAnswered.visitorBody' : 'mail.caseAnswered.body',
      lang,
      values,
    ),
  });
}

/**
 * An operator answers a case with text and files (the same checks as the
 * customer's): the answer, its files and the audit entry are kept together,
 * the customer's ticket becomes unread, and the customer is told by e-mail.
 * @throws AppError 404, E315 closed.
 */
export async function answerCase(
  deps: Pick<SupportDependencies, 'db' | 'files' | 'mailer' | 'publicOrigin'>,
  operatorId: number,
  ticketId: string,
  form: OperatorAnswerForm,
  lang: MessageLang,
): Promise<OperatorCaseThread> {
  const body = (form.feedback ?? '').trim();
  if (body === '') assertValid({ feedback: [domainError('field.required')] }, lang);
  if (remainingMessageCharacters(body) < 0) {
    assertValid(
      {
        feedback: [domainError('support.messageTooLong', { max: CONTACT_MESSAGE_MAX_LENGTH })],
      },
      lang,
    );
  }
  const files = await prepareAttachments(form.attachments, lang);
  const authorName = (await supportRepository(deps.db).operatorName(operatorId)) ?? '';
  const record = await keepMessage(
    deps,
    async (tx) => {
      const found = await supportRepository(tx).caseByTicket(ticketId, true);
      if (found === undefined) throw notFound();
      if (found.status === 'CLOSED') throw appError(400, 'E315');
      await auditRepository(tx).append({
        operatorId,
        action: 'answer-case',
        target: `case:${ticketId}`,
        before: { status: found.status, awaitingAnswer: found.awaitingAnswer },
        after: { status: found.status, awaitingAnswer: false, files: files.length },
      });
      return found;
    },
    { operatorId, authorName, body },
    files,
  );
  await sendAnswerMail(deps, record, body);
  return readCase(deps, record.ticketId, lang);
}

/** An operator closes a case (audit-logged with it); a closed case takes no more messages. */
export async function closeCase(
  deps: Pick<SupportDependencies, 'db'>,
  operatorId: number,
  ticketId: string,
  lang: MessageLang,
): Promise<OperatorCaseThread> {
  await deps.db.transaction(async (tx) => {
    const repository = supportRepository(tx);
    const found = await repository.caseByTicket(ticketId, true);
    if (found === undefined) throw notFound();
    if (found.status === 'CLOSED') return;
    await repository.close(found.caseId);
    await auditRepository(tx).append({
      operatorId,
      action: 'close-case',
      target: `case:${ticketId}`,
      before: { status: found.status },
      after: { status: 'CLOSED' },
    });
  });
  return readCase(deps, ticketId, lang);
}

/** An operator downloads any case's file. */
export async function operatorDownload(
  deps: Pick<SupportDependencies, 'db' | 'files'>,
  filePath: string,
): Promise<ServedFile> {
  if (!isFileId(filePath)) throw notFound();
  const record = await supportRepository(deps.db).fileWithOwner(filePath);
  if (record === undefined) throw notFound();
  const bytes = await deps.files.get(record.fileId);
  if (bytes === undefined) throw notFound();
  return { bytes, contentType: record.contentType, fileName: record.fileName };
}
