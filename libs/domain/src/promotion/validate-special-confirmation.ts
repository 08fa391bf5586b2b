import { validateEmail } from '../account/validate-email';
import { domainError, type DomainError, type FieldErrors } from '../shared/domain-error';
import { allowedEmailDomains } from './allowed-email-domains';
import type { PromotionErrorCode } from './error-codes';
import type { Promotion } from './promotion';

/** What the customer entered in a special promotion's confirmation step. */
export interface SpecialConfirmation {
  /** `spcEmail`: the e-mail address whose domain qualifies the customer. */
  readonly email: string | undefined;
  /** The promotion's T&C box. */
  readonly termsAcknowledged: boolean;
}

/** The fields of the confirmation step. */
export type SpecialConfirmationField = 'email' | 'termsAcknowledged';

/**
 * Checks the confirmation step of a promotion (spec section 5, "Promotion
 * code"): when `special` is Y an e-mail is required, must pass the shop's one
 * e-mail check (`validateEmail`: 'field.required', 'email.invalidFormat'), and
 * its domain (compared case-insensitively) must be in the allowed list, else
 * "Invalid email address"; when `tcRequired` is Y the terms must be
 * acknowledged. A promotion that is neither asks for nothing.
 *
 * An empty allowed list accepts no domain: a special promotion whose list was
 * never filled in must not become open to everyone.
 */
export function validateSpecialConfirmation(
  promotion: Pick<Promotion, 'special' | 'specialConditionValue' | 'tcRequired'>,
  confirmation: SpecialConfirmation,
): FieldErrors<SpecialConfirmationField> {
  const errors: FieldErrors<SpecialConfirmationField> = {};
  if (promotion.special) {
    const email = confirmation.email ?? '';
    const emailErrors: DomainError[] = [...validateEmail(email)];
    const allowed = allowedEmailDomains(promotion.specialConditionValue);
    if (emailErrors.length === 0 && !allowed.includes(domainOf(email))) {
      emailErrors.push(domainError<PromotionErrorCode>('promotion.emailDomainNotAllowed'));
    }
    if (emailErrors.length > 0) errors.email = emailErrors;
  }
  if (promotion.tcRequired && !confirmation.termsAcknowledged) {
    errors.termsAcknowledged = [domainError<PromotionErrorCode>('promotion.termsNotAcknowledged')];
  }
  return errors;
}

/** The lower-cased domain of a well-formed address. */
function domainOf(email: string): string {
  return email.slice(email.lastIndexOf('@') + 1).toLowerCase();
}
