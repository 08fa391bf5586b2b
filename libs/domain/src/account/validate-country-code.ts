import { domainError, type DomainError } from '../shared/domain-error';
import type { AccountErrorCode } from './error-codes';
import { fieldText, isBlank } from './field-text';

/**
 * Checks a country calling code. A blank value is not an error: it stands for
 * the default +66 (see `countryCodeOrDefault`). Otherwise it must be a
 * `+` and 1 to 4 digits, the shape of every ITU calling code.
 */
export function validateCountryCode(
  value: string | null | undefined,
): readonly DomainError<AccountErrorCode>[] {
  const text = fieldText(value);
  if (isBlank(text)) return [];
  return /^\+[0-9]{1,4}$/.test(text) ? [] : [domainError('countryCode.invalid')];
}
