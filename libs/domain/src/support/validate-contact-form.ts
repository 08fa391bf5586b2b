import {
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_SUBJECT_MAX_LENGTH,
  SUBJECT_FOLLOW,
  SUBJECT_OTHER,
} from '../config/business-constants';
import { validateEmail } from '../account/validate-email';
import { validateName } from '../account/validate-name';
import { validateOrderNumber } from '../orders/validate-order-number';
import { validateSubOrderNumber } from '../orders/validate-sub-order-number';
import { domainError, type DomainError, type FieldErrors } from '../shared/domain-error';
import type { SupportErrorCode } from './error-codes';
import { remainingMessageCharacters } from './remaining-message-characters';

/** A contact-us subject (the `subject-management` list). */
export interface SubjectTopic {
  readonly id: string;
  readonly name: string;
  /** `requiredLogin` Y: a visitor is asked to sign in first. */
  readonly requiredLogin: boolean;
  /** The ids of its sub-topics (`subTopicVMS`), when it has some: `subSubject` names one of them. */
  readonly subTopics?: readonly string[];
}

/** The contact-us form as submitted (spec section 3, "Contact form"); every field is untrusted text. */
export interface ContactFormInput {
  /** The full name. */
  readonly firstName?: string;
  readonly email?: string;
  /** The subject's id: a topic of the list, `OTHER` or `FOLLOW`. */
  readonly subject?: string;
  /** The subject the customer types under `OTHER`. */
  readonly subSubject?: string;
  /** The ticket a `FOLLOW` message follows up. */
  readonly relateTicket?: string;
  readonly orderNumber?: string;
  readonly subOrderNumber?: string;
  /** "I don't have" an order number: `Y` (or `true`) when ticked. */
  readonly noHasOrderNumber?: string | boolean;
  /** "I don't have" a sub-order number: `Y` (or `true`) when ticked. */
  readonly noHasSubOrderNumber?: string | boolean;
  /** The message. */
  readonly feedback?: string;
}

/** Who is writing, and what the order numbers and subjects are checked against. */
export interface ContactContext {
  readonly signedIn: boolean;
  /** `ShopConfig.startPo`, the prefix of order numbers. */
  readonly startPo: string;
  /** The subject list, when known; the subject is then checked against it. */
  readonly subjects?: readonly SubjectTopic[];
}

/** The fields of the contact-us form that can carry errors. */
export type ContactField =
  | 'firstName'
  | 'email'
  | 'subject'
  | 'subSubject'
  | 'relateTicket'
  | 'orderNumber'
  | 'subOrderNumber'
  | 'feedback';

/**
 * Checks the contact-us form (spec sections 4, 5 and 6), collecting every
 * error per field:
 * - visitors must give a full name and an e-mail, checked by the account
 *   area's rules (`validateName`: "Maximum 32 characters with no special
 *   characters"; `validateEmail`: "Email format invalid"); signed-in customers
 *   skip both (the server knows them);
 * - a subject is required; with a subject list, it must be on it, and a
 *   subject with requiredLogin Y needs a signed-in customer;
 * - subject `OTHER` requires the typed subject (`subSubject`), at most 50
 *   characters; for a subject with sub-topics, `subSubject` is the chosen
 *   sub-topic's id (optional), one of that subject's; `FOLLOW` requires the
 *   related ticket;
 * - the order fields exist only for signed-in customers (they are hidden from
 *   visitors and ignored here). The order number is required unless its
 *   "I don't have" box is ticked, the sub-order number likewise; without an
 *   order number there is no sub-order to give, so ticking the order's box
 *   makes the sub-order optional too. A given number must have its format;
 * - the message is required and at most 2000 characters (code points).
 * Text is trimmed before checking for presence, so spaces alone are empty.
 */
export function validateContactForm(
  form: ContactFormInput,
  context: ContactContext,
): FieldErrors<ContactField> {
  const errors: Partial<Record<ContactField, DomainError[]>> = {};
  const add = (field: ContactField, ...found: readonly DomainError[]) => {
    if (found.length > 0) errors[field] = [...(errors[field] ?? []), ...found];
  };

  if (!context.signedIn) {
    add('firstName', ...validateName(form.firstName));
    add('email', ...validateEmail(form.email));
  }

  const subject = present(form.subject);
  if (subject === undefined) {
    add('subject', required());
  } else if (context.subjects !== undefined) {
    const topic = context.subjects.find((candidate) => candidate.id === subject);
    if (topic === undefined) {
      add('subject', support('support.subjectUnknown'));
    } else if (topic.requiredLogin && !context.signedIn) {
      add('subject', support('support.subjectRequiresLogin'));
    }
  }

  const subSubject = present(form.subSubject);
  if (subject === SUBJECT_OTHER && subSubject === undefined) add('subSubject', required());
  const subTopics = context.subjects?.find((candidate) => candidate.id === subject)?.subTopics;
  if (
    subject !== SUBJECT_OTHER &&
    subSubject !== undefined &&
    subTopics !== undefined &&
    subTopics.length > 0 &&
    !subTopics.includes(subSubject)
  ) {
    add('subSubject', support('support.subTopicUnknown'));
  }
  if (subSubject !== undefined && [...subSubject].length > CONTACT_SUBJECT_MAX_LENGTH) {
    add('subSubject', support('support.subjectTooLong', { max: CONTACT_SUBJECT_MAX_LENGTH }));
  }
  if (subject === SUBJECT_FOLLOW && present(form.relateTicket) === undefined) {
    add('relateTicket', required());
  }

  if (context.signedIn) {
    const noOrderNumber = ticked(form.noHasOrderNumber);
    if (!noOrderNumber) {
      const checked = validateOrderNumber(form.orderNumber, context.startPo);
      if (!checked.ok) add('orderNumber', ...checked.errors);
    }
    if (!noOrderNumber && !ticked(form.noHasSubOrderNumber)) {
      const checked = validateSubOrderNumber(form.subOrderNumber, context.startPo);
      if (!checked.ok) add('subOrderNumber', ...checked.errors);
    }
  }

  if (present(form.feedback) === undefined) {
    add('feedback', required());
  } else if (remainingMessageCharacters(form.feedback) < 0) {
    add('feedback', support('support.messageTooLong', { max: CONTACT_MESSAGE_MAX_LENGTH }));
  }
  return errors;
}

/** The trimmed text, or `undefined` when blank or not text at all (a number slipped into a request body). */
function present(text: unknown): string | undefined {
  const trimmed = typeof text === 'string' ? text.trim() : '';
  return trimmed === '' ? undefined : trimmed;
}

function ticked(flag: string | boolean | undefined): boolean {
  return flag === true || (typeof flag === 'string' && flag.trim().toUpperCase() === 'Y');
}

function required(): DomainError<'field.required'> {
  return domainError('field.required');
}

function support(
  code: SupportErrorCode,
  params?: Readonly<Record<string, number>>,
): DomainError<SupportErrorCode> {
  return domainError(code, params);
}
