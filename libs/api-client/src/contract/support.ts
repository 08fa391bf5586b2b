import * as t from 'io-ts';
import {
  IsoDateTime,
  Lang,
  TEXT_BOUNDS,
  YesNo,
  boundedArray,
  boundedString,
  strictStruct,
  struct,
} from './codecs';
import { withSchema } from './schema';

/**
 * Help & Contact (spec sections 2, 3, 5 and 7): the subject list, the
 * signed-in customer's tickets and their threads, the contact form with its
 * attachments, the attachments' download, and the operators' side of a case.
 * The rules of the form are the domain's `validateContactForm` and
 * `acceptAttachments`, checked again by the server.
 */

/** The most files one message carries (the domain's MAX_ATTACHMENTS). */
export const MAX_FEEDBACK_FILES = 10;

const CodeText = boundedString('Code', 0, TEXT_BOUNDS.code);
const NameText = boundedString('Name', 0, TEXT_BOUNDS.name);
const EmailText = boundedString('Email', 0, TEXT_BOUNDS.email);
const OrderNumberText = boundedString('OrderNumber', 0, 40);
/**
 * The message: the domain counts at most 2000 code points, so the wire takes
 * twice as many UTF-16 code units and a long message still gets its own text.
 */
const MessageText = boundedString('Message', 0, 2 * TEXT_BOUNDS.freeText, { multiline: true });
/** A ticket number (`CS` and 8 digits) as it appears in a path. */
const TicketIdText = boundedString('TicketId', 1, TEXT_BOUNDS.code);
/** A stored file's id: opaque random text, never a path on any disk. */
const FilePathText = boundedString('FilePath', 1, TEXT_BOUNDS.code);

/** A sub-topic of a subject. */
export const SubTopic = t.type({ subId: t.string, name: t.string }, 'SubTopic');
export type SubTopic = t.TypeOf<typeof SubTopic>;

/**
 * A contact subject in the request's language (spec section 3, "Subject
 * topic"). `requiredLogin` Y: a visitor is asked to sign in first, and the
 * server refuses a visitor's message about it.
 */
export const SubjectTopicVM = t.type(
  { id: t.string, name: t.string, requiredLogin: YesNo, subTopicVMS: t.readonlyArray(SubTopic) },
  'SubjectTopicVM',
);
export type SubjectTopicVM = t.TypeOf<typeof SubjectTopicVM>;

export const SubjectTopics = t.readonlyArray(SubjectTopicVM, 'SubjectTopics');
export type SubjectTopics = t.TypeOf<typeof SubjectTopics>;

/** Whether a case still takes messages. */
export const CaseStatus = t.keyof({ OPEN: null, CLOSED: null }, 'CaseStatus');
export type CaseStatus = t.TypeOf<typeof CaseStatus>;

/**
 * One of the signed-in customer's tickets (spec section 3, "Ticket"): `read`
 * N while the shop's latest answer is unread (the header's badge counts them).
 * The order numbers are empty when none was given.
 */
export const Ticket = t.type(
  {
    ticketId: t.string,
    read: YesNo,
    subject: t.string,
    orderNumber: t.string,
    subOrderNumber: t.string,
    status: CaseStatus,
    createDate: IsoDateTime,
  },
  'Ticket',
);
export type Ticket = t.TypeOf<typeof Ticket>;

export const Tickets = t.readonlyArray(Ticket, 'Tickets');
export type Tickets = t.TypeOf<typeof Tickets>;

/** A file of a message: its id for `storage/download-attach-file?filePath=`, its name and type. */
export const MessageFile = t.type(
  { filePath: t.string, fileName: t.string, contentType: t.string },
  'MessageFile',
);
export type MessageFile = t.TypeOf<typeof MessageFile>;

/**
 * One message of a case (spec section 3, "Case response"): who wrote it,
 * when, the text, and its files: `file1`..`file10` are the files' ids in
 * order, `responseAttachFile` the same files with their names and types.
 * `fromShop` marks the shop's answers.
 */
export const FeedbackMessageVM = struct(
  'FeedbackMessageVM',
  {
    name: t.string,
    message: t.string,
    createDate: IsoDateTime,
    fromShop: t.boolean,
    responseAttachFile: t.readonlyArray(MessageFile),
  },
  {
    file1: t.string,
    file2: t.string,
    file3: t.string,
    file4: t.string,
    file5: t.string,
    file6: t.string,
    file7: t.string,
    file8: t.string,
    file9: t.string,
    file10: t.string,
  },
);
export type FeedbackMessageVM = t.TypeOf<typeof FeedbackMessageVM>;

/** A case and its messages, oldest first. */
export const FeedbackThread = t.type(
  {
    ticketId: t.string,
    subject: t.string,
    subSubject: t.string,
    orderNumber: t.string,
    subOrderNumber: t.string,
    status: CaseStatus,
    feedbackMessagesVMs: t.readonlyArray(FeedbackMessageVM),
  },
  'FeedbackThread',
);
export type FeedbackThread = t.TypeOf<typeof FeedbackThread>;

/** `feedback/searchFeedback/:caseId`: the ticket's number. */
export const CaseParams = t.type({ caseId: TicketIdText }, 'CaseParams');
export type CaseParams = t.TypeOf<typeof CaseParams>;

/** The bytes of an uploaded file or a served one. */
export const FileBytes = withSchema(
  new t.Type<Uint8Array, Uint8Array, unknown>(
    'FileBytes',
    (u): u is Uint8Array => u instanceof Uint8Array,
    (u, c) => (u instanceof Uint8Array ? t.success(u) : t.failure(u, c, 'file bytes')),
    (bytes) => bytes,
  ),
  { type: 'string', contentMediaType: 'application/octet-stream', description: 'file bytes' },
);

/**
 * A file part of a multipart form (`att1`..`att10`): the part's name, the
 * name the sender gave it and its bytes. Its type is judged by its bytes, not
 * by its name or the type the sender declared.
 */
export const UploadedFile = t.type(
  {
    fieldName: boundedString('FieldName', 1, 16),
    fileName: boundedString('FileName', 0, 255),
    bytes: FileBytes,
  },
  'UploadedFile',
);
export type UploadedFile = t.TypeOf<typeof UploadedFile>;

const UploadedFiles = boundedArray('UploadedFiles', UploadedFile, MAX_FEEDBACK_FILES);

/**
 * `POST feedback`, sent as `multipart/form-data` (spec section 3, "Contact
 * form"): text fields by name and files as parts `att1`..`att10`; the server
 * reads the parts as they stream (at most 10 files and 10,240,000 bytes in
 * all) and hands them over as `attachments`. A visitor gives `firstName` and
 * `email`; a signed-in customer's come from the account, and only they give
 * order numbers (ignored for visitors, and each when its "I don't have" flag is
 * Y). `caseId` (or `ticketId`) continues one of the customer's open cases;
 * blank starts a new one. `subSubject` is the typed subject of `OTHER`,
 * `relateTicket` the case a `FOLLOW` message follows up.
 */
export const FeedbackForm = strictStruct(
  'FeedbackForm',
  { attachments: UploadedFiles },
  {
    firstName: NameText,
    email: EmailText,
    caseId: CodeText,
    ticketId: CodeText,
    subject: CodeText,
    subSubject: NameText,
    relateTicket: CodeText,
    orderNumber: OrderNumberText,
    subOrderNumber: OrderNumberText,
    noHasOrderNumber: YesNo,
    noHasSubOrderNumber: YesNo,
    feedback: MessageText,
  },
);
export type FeedbackForm = t.TypeOf<typeof FeedbackForm>;

/** The case a message went to: a new ticket, or the one it continued. */
export const FeedbackReceived = t.type({ ticketId: t.string }, 'FeedbackReceived');
export type FeedbackReceived = t.TypeOf<typeof FeedbackReceived>;

/** `storage/download-attach-file?filePath=`: a stored file's id. */
export const AttachFileQuery = strictStruct(
  'AttachFileQuery',
  { filePath: FilePathText },
  { lang: Lang },
);
export type AttachFileQuery = t.TypeOf<typeof AttachFileQuery>;

/** An operator's list of cases: open ones by default. */
export const OperatorCasesQuery = strictStruct(
  'OperatorCasesQuery',
  {},
  { status: CaseStatus, lang: Lang },
);
export type OperatorCasesQuery = t.TypeOf<typeof OperatorCasesQuery>;

/** A case as an operator lists it: who wrote, and whether the customer waits for an answer. */
export const OperatorCaseSummary = t.type(
  {
    ticketId: t.string,
    subject: t.string,
    name: t.string,
    email: t.string,
    signedIn: t.boolean,
    status: CaseStatus,
    createDate: IsoDateTime,
    lastMessageDate: IsoDateTime,
    awaitingAnswer: t.boolean,
  },
  'OperatorCaseSummary',
);
export type OperatorCaseSummary = t.TypeOf<typeof OperatorCaseSummary>;

export const OperatorCases = t.readonlyArray(OperatorCaseSummary, 'OperatorCases');
export type OperatorCases = t.TypeOf<typeof OperatorCases>;

/** A case as an operator reads it: the thread, and who wrote it. */
export const OperatorCaseThread = t.type(
  {
    name: t.string,
    email: t.string,
    signedIn: t.boolean,
    relateTicket: t.string,
    thread: FeedbackThread,
  },
  'OperatorCaseThread',
);
export type OperatorCaseThread = t.TypeOf<typeof OperatorCaseThread>;

/** `operator/cases/:ticketId...`: the case's ticket number. */
export const OperatorCaseParams = t.type({ ticketId: TicketIdText }, 'OperatorCaseParams');
export type OperatorCaseParams = t.TypeOf<typeof OperatorCaseParams>;

/**
 * An operator's answer, sent as `multipart/form-data` as the customer's form
 * is: the text (`feedback`, 1-2000 characters) and files `att1`..`att10`
 * under the same checks. It marks the customer's ticket unread.
 */
export const OperatorAnswerForm = strictStruct(
  'OperatorAnswerForm',
  { attachments: UploadedFiles },
  { feedback: MessageText },
);
export type OperatorAnswerForm = t.TypeOf<typeof OperatorAnswerForm>;
