import * as t from 'io-ts';
import {
  IsoDateTime,
  NonNegativeInteger,
  TEXT_BOUNDS,
  boundedString,
  strictStruct,
} from './codecs';
import { Shipment } from './after-sale';
import { withSchema } from './schema';

/**
 * The chat widget (spec sections 3, 4 and 7): its questions, and the lookups
 * a visitor makes with an order's number and the shipping address's e-mail
 * and mobile number (order confirmation, shipment status, credit note, tax
 * invoice).
 */

/** Which root topic a question sits under; `Contact Us` is spelled as the spec spells it. */
export const QuestionCategory = t.keyof(
  { FAQ: null, QUICK_HELP: null, 'Contact Us': null },
  'QuestionCategory',
);
export type QuestionCategory = t.TypeOf<typeof QuestionCategory>;

/**
 * One entry of the chat (spec section 3, "Chat question"): a root topic
 * (step 1), a question (step 2), its answers (step 3) and, under Quick Help,
 * one step deeper (step 4). `content` is the text in the asked language;
 * entries are shown by `displayOrder`.
 */
export interface ChatQuestion {
  readonly id: string;
  readonly name: string;
  readonly content: string;
  readonly questionCategory: QuestionCategory;
  readonly displayOrder: number;
  readonly subQuestionAnswerVMs: readonly ChatQuestion[];
}

const entryProps = {
  id: t.string,
  name: t.string,
  content: t.string,
  questionCategory: QuestionCategory,
  displayOrder: NonNegativeInteger,
};

/** An entry whose next step is made of `next`: the chat is at most four steps deep. */
function entryOf<C extends t.Mixed>(name: string, next: C) {
  return t.type({ ...entryProps, subQuestionAnswerVMs: t.readonlyArray(next) }, name);
}

const isEmptyList = (u: unknown): u is readonly ChatQuestion[] =>
  Array.isArray(u) && u.length === 0;

/** The entries under the last step: none. */
const NoFurtherStep = withSchema(
  new t.Type<readonly ChatQuestion[], readonly ChatQuestion[], unknown>(
    'NoFurtherStep',
    isEmptyList,
    (u, c) => (isEmptyList(u) ? t.success(u) : t.failure(u, c, 'an empty list')),
    () => [],
  ),
  { type: 'array', maxItems: 0, description: 'always empty: the last step' },
);

/** Step 4 (Quick Help only): nothing under it. */
export const ChatLastStep = t.type(
  { ...entryProps, subQuestionAnswerVMs: NoFurtherStep },
  'ChatLastStep',
);
/** Step 3: an answer, or a Quick Help entry with one more step. */
export const ChatAnswerStep = entryOf('ChatAnswerStep', ChatLastStep);
/** Step 2: a question under a topic. */
export const ChatQuestionStep = entryOf('ChatQuestionStep', ChatAnswerStep);
/** Step 1: a root topic. */
export const ChatTopic = entryOf('ChatTopic', ChatQuestionStep);

/** `question/root`: the root topics with everything under them, in the asked language. */
export const ChatQuestions = t.readonlyArray(ChatTopic, 'ChatQuestions');
export type ChatQuestions = t.TypeOf<typeof ChatQuestions>;

/** The four lookups of the chat, by the name of their route. */
export type ChatLookup =
  'queryOrderConfirm' | 'queryShipmentStatus' | 'queryCreditNotes' | 'queryTaxInvoice';

/**
 * The start of the id of a question whose answer is a lookup form (spec
 * section 4, "Lookup forms chosen by question id prefix"): a question with
 * one of these ids opens the form of that lookup.
 */
export const CHAT_LOOKUP_PREFIXES: Readonly<Record<ChatLookup, string>> = {
  queryOrderConfirm: 'ORDERCONFIRM_',
  queryShipmentStatus: 'SHIPMENTSTATUS_',
  queryCreditNotes: 'CREDITNOTE_',
  queryTaxInvoice: 'TAXINVOICE_',
};

/** The lookup a question's id opens, or `undefined` for a question answered by its text. */
export function chatLookupOf(questionId: string): ChatLookup | undefined {
  const entries = Object.entries(CHAT_LOOKUP_PREFIXES) as [ChatLookup, string][];
  return entries.find(([, prefix]) => questionId.startsWith(prefix))?.[0];
}

/**
 * A lookup form (spec section 3, "Lookup forms"): the order's or a
 * sub-order's number, and the e-mail and mobile number of its shipping
 * address (`phoneNumber` or `shippingMobileNumber`, with `countryCode`, +66
 * by default). The domain judges the number's form.
 */
export const ChatLookupBody = strictStruct(
  'ChatLookupBody',
  {
    orderNumber: boundedString('OrderNumber', 1, 40),
    email: boundedString('Email', 0, TEXT_BOUNDS.email),
  },
  {
    phoneNumber: boundedString('PhoneNumber', 0, TEXT_BOUNDS.name),
    shippingMobileNumber: boundedString('ShippingMobileNumber', 0, TEXT_BOUNDS.name),
    countryCode: boundedString('CountryCode', 0, 8),
  },
);
export type ChatLookupBody = t.TypeOf<typeof ChatLookupBody>;

/**
 * A lookup that found nothing to show (spec section 8): `title` in the asked
 * language ('PO No. is incorrect' for an order that is unknown or whose
 * details are not those given, alike).
 */
export const ChatLookupRefusal = t.type(
  { errorCode: t.string, title: t.string },
  'ChatLookupRefusal',
);
export type ChatLookupRefusal = t.TypeOf<typeof ChatLookupRefusal>;

/** A document found: a message, and an absolute link that opens its PDF until `expiresAt`. */
export const ChatDocumentLink = t.type(
  { message: t.string, url: t.string, expiresAt: IsoDateTime },
  'ChatDocumentLink',
);
export type ChatDocumentLink = t.TypeOf<typeof ChatDocumentLink>;

/** What a document lookup answers: the link, or the refusal. */
export const ChatDocumentAnswer = t.union(
  [ChatDocumentLink, ChatLookupRefusal],
  'ChatDocumentAnswer',
);
export type ChatDocumentAnswer = t.TypeOf<typeof ChatDocumentAnswer>;

/**
 * One sub-order's shipment (spec section 3, "Shipment status"):
 * `subOrderStatus` is the domain's `subOrderStatus` worded in the asked
 * language, `shipment` the domain's `describeShipment` at the time of the answer.
 */
export const ChatSubOrderShipment = t.type(
  {
    /** The sub-order's number. */
    orderNumber: t.string,
    /** The item's name in the asked language. */
    itemName: t.string,
    subOrderStatus: t.string,
    shipment: Shipment,
  },
  'ChatSubOrderShipment',
);
export type ChatSubOrderShipment = t.TypeOf<typeof ChatSubOrderShipment>;

/** The shipment of the order asked (each sub-order), or of the one sub-order asked. */
export const ChatShipmentStatus = t.type(
  { poNumber: t.string, shipments: t.readonlyArray(ChatSubOrderShipment) },
  'ChatShipmentStatus',
);
export type ChatShipmentStatus = t.TypeOf<typeof ChatShipmentStatus>;

/** What the shipment lookup answers: the status object, or the refusal. */
export const ChatShipmentAnswer = t.union(
  [ChatShipmentStatus, ChatLookupRefusal],
  'ChatShipmentAnswer',
);
export type ChatShipmentAnswer = t.TypeOf<typeof ChatShipmentAnswer>;
