import { domainError, type DomainError } from '../shared/domain-error';
import type { AccountErrorCode } from './error-codes';
import { fieldText, isBlank } from './field-text';

/**
 * Checks the confirm-email field against the e-mail: required, and the same
 * address ('Confirm email not match'). Letter case is ignored: the shop treats
 * an e-mail (its sign-in name) case-insensitively, so `Somchai@Mail.com` and
 * `somchai@mail.com` are one address and a customer is not told they differ.
 */
export function validateEmailConfirmation(
  email: string | null | undefined,
  confirmation: string | null | undefined,
): readonly DomainError<AccountErrorCode>[] {
  const confirmText = fieldText(confirmation);
  if (isBlank(confirmText)) return [domainError('field.required')];
  return confirmText.toLowerCase() === fieldText(email).toLowerCase()
    ? []
    : [domainError('email.confirmMismatch')];
}
