import { domainError, type DomainError } from '../shared/domain-error';
import type { AccountErrorCode } from './error-codes';
import { fieldText } from './field-text';

/**
 * Checks the confirm-password field against the password: required, and
 * exactly equal ('Confirm password not match!'). Compared character for
 * character, because a password is.
 */
export function validatePasswordConfirmation(
  password: string | null | undefined,
  confirmation: string | null | undefined,
): readonly DomainError<AccountErrorCode>[] {
  const confirmText = fieldText(confirmation);
  if (confirmText === '') return [domainError('field.required')];
  return confirmText === fieldText(password) ? [] : [domainError('password.confirmMismatch')];
}
