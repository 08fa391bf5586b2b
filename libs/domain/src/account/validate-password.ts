import { domainError, type DomainError } from '../shared/domain-error';
import { ACCOUNT_FIELD_LIMITS } from './account-field-limits';
import type { AccountErrorCode } from './error-codes';
import { characterCount, fieldText } from './field-text';

/**
 * Checks a new password (registration, change and reset): at least 8
 * characters with a digit, a lower-case and an upper-case letter. Every
 * missing ingredient is reported, so the form can tick them off as the
 * customer types. Spaces count as characters: a password is never trimmed.
 * Letters and digits of any script count (Unicode categories Ll, Lu, Nd).
 */
export function validatePassword(
  value: string | null | undefined,
): readonly DomainError<AccountErrorCode>[] {
  const text = fieldText(value);
  if (text === '') return [domainError('field.required')];
  const min = ACCOUNT_FIELD_LIMITS.passwordMinLength;
  const errors: DomainError<AccountErrorCode>[] = [];
  if (characterCount(text) < min) errors.push(domainError('password.tooShort', { min }));
  if (!/\p{Nd}/u.test(text)) errors.push(domainError('password.missingDigit'));
  if (!/\p{Ll}/u.test(text)) errors.push(domainError('password.missingLowercase'));
  if (!/\p{Lu}/u.test(text)) errors.push(domainError('password.missingUppercase'));
  return errors;
}
