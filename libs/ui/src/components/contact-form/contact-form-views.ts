import type { DomainError } from '@rewards/domain';
import type { ThreadFileView, ThreadMessageView } from './case-thread';

/** A sub-topic of a subject (`subTopicVMS`). */
export interface ContactSubTopicView {
  readonly subId: string;
  readonly name: string;
}

/** A subject of the list (`subject-management`), with its sub-topics if it has some. */
export interface ContactSubjectView {
  readonly id: string;
  readonly name: string;
  readonly requiredLogin: boolean;
  readonly subTopics?: readonly ContactSubTopicView[];
}

/** One of the signed-in customer's cases. */
export interface ContactTicketView {
  readonly ticketId: string;
  readonly subject: string;
  /** The shop's latest answer is unread. */
  readonly unread: boolean;
}

/** The case chosen in mode N (an existing case): its subject and messages. */
export interface ContactCaseView {
  readonly ticketId: string;
  readonly subject: string;
  readonly closed: boolean;
  readonly messages: readonly ThreadMessageView[];
}

/** The form's values as the domain's `validateContactForm` takes them. */
export interface ContactValues {
  readonly firstName: string;
  readonly email: string;
  readonly subject: string;
  readonly subSubject: string;
  readonly relateTicket: string;
  readonly orderNumber: string;
  readonly subOrderNumber: string;
  readonly noHasOrderNumber: boolean;
  readonly noHasSubOrderNumber: boolean;
  readonly feedback: string;
}

export const EMPTY_CONTACT_VALUES: ContactValues = {
  firstName: '',
  email: '',
  subject: '',
  subSubject: '',
  relateTicket: '',
  orderNumber: '',
  subOrderNumber: '',
  noHasOrderNumber: false,
  noHasSubOrderNumber: false,
  feedback: '',
};

export interface ContactFormProps {
  readonly signedIn: boolean;
  /** `ShopConfig.startPo`, the order numbers' prefix. */
  readonly startPo: string;
  readonly subjects: readonly ContactSubjectView[];
  /** The customer's cases, for the case choice and FOLLOW's related case. */
  readonly tickets?: readonly ContactTicketView[];
  /** `''`: New Case; else the chosen case's ticket. */
  readonly caseId?: string;
  readonly onCaseChange?: (caseId: string) => void;
  /** The chosen case, once its thread has loaded. */
  readonly thread?: ContactCaseView;
  /** The chosen case's thread is loading, or could not be loaded. */
  readonly threadState?: 'loading' | 'failed';
  /**
   * What an existing case's reply sends besides the message (its subject and
   * order numbers); the form then shows only the message and the files.
   */
  readonly replyValues?: ContactValues;
  readonly onSubmit: (values: ContactValues, files: readonly File[]) => void;
  readonly submitting?: boolean;
  /** The server's refusal, as its title or a domain code. */
  readonly error?: DomainError | string;
  /** The message was received: its case's ticket, for the dialog. */
  readonly received?: string;
  readonly onReceivedClose: () => void;
  /** A visitor asked to sign in (a subject that needs it). */
  readonly onSignIn: () => void;
  /** A file of the case's thread was asked for. */
  readonly onDownload?: (file: ThreadFileView) => void;
}
