import { domainError, type DomainError } from '../shared/domain-error';
import { ACCOUNT_FIELD_LIMITS } from './account-field-limits';
import type { AccountErrorCode } from './error-codes';
import { characterCount, fieldText, isBlank } from './field-text';

/**
 * Letters of any script with their combining marks (so Thai names, with their
 * vowel and tone marks, are ordinary names), spaces, and the three marks real
 * names carry: hyphen (Jean-Luc), apostrophe (O'Neil) and full stop (Jr.).
 * Digits and every other symbol are the "special characters" the spec forbids.
 */
const NAME_CHARACTERS = /^[\p{L}\p{M} .'-]*$/u;

/**
 * Checks a person's name (first, last or full name): required, at most 32
 * characters, no special characters ('Maximum 32 characters with no special
 * characters'). Both faults are reported when both are present.
 */
export function validateName(
  value: string | null | undefined,
): readonly DomainError<AccountErrorCode>[] {
  const text = fieldText(value);
  if (isBlank(text)) return [domainError('field.required')];
  const max = ACCOUNT_FIELD_LIMITS.nameMaxLength;
  const errors: DomainError<AccountErrorCode>[] = [];
  if (characterCount(text) > max) errors.push(domainError('name.tooLong', { max }));
  if (!NAME_CHARACTERS.test(text)) errors.push(domainError('name.specialCharacters', { max }));
  return errors;
}
