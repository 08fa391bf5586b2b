import { domainError, type DomainError } from '../shared/domain-error';
import { ACCOUNT_FIELD_LIMITS } from './account-field-limits';
import type { AccountErrorCode } from './error-codes';
import { fieldText, isBlank } from './field-text';

/**
 * Checks a Thai postal code: required; exactly 5 digits ('Maximum 5 characters
 * with only digits.'); then, for a well-formed code, the prefix may be 00-73 or
 * 75-99 but not 74, and one digit repeated five times (00000, 11111) is not a
 * postal code ('Invalid postal code'). The last two are only checked on five
 * digits, since a malformed code has no meaningful prefix.
 */
export function validatePostalCode(
  value: string | null | undefined,
): readonly DomainError<AccountErrorCode>[] {
  const text = fieldText(value);
  if (isBlank(text)) return [domainError('field.required')];
  const length = ACCOUNT_FIELD_LIMITS.postalCodeDigits;
  if (!/^[0-9]+$/.test(text) || text.length !== length) {
    return [domainError('postalCode.invalidFormat', { length })];
  }
  const errors: DomainError<AccountErrorCode>[] = [];
  const prefix = ACCOUNT_FIELD_LIMITS.excludedPostalPrefix;
  if (text.startsWith(prefix)) errors.push(domainError('postalCode.invalidPrefix', { prefix }));
  if (/^(\d)\1*$/.test(text)) errors.push(domainError('postalCode.repeatedDigits'));
  return errors;
}
