import { domainError, type DomainError } from '../shared/domain-error';
import { ACCOUNT_FIELD_LIMITS } from './account-field-limits';
import type { AccountErrorCode } from './error-codes';
import { fieldText, isBlank } from './field-text';

/**
 * Checks a phone number (mobile number of a profile or an address): required,
 * 9 or 10 digits and nothing else ('Phone invalid'). The country code is a
 * separate field, so the number is the national one (0812345678, 021234567).
 */
export function validatePhone(
  value: string | null | undefined,
): readonly DomainError<AccountErrorCode>[] {
  const text = fieldText(value);
  if (isBlank(text)) return [domainError('field.required')];
  const min = ACCOUNT_FIELD_LIMITS.phoneMinDigits;
  const max = ACCOUNT_FIELD_LIMITS.phoneMaxDigits;
  return /^[0-9]+$/.test(text) && text.length >= min && text.length <= max
    ? []
    : [domainError('phone.invalid', { min, max })];
}
