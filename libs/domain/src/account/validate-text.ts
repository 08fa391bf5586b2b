import { domainError, type DomainError } from '../shared/domain-error';
import type { AccountErrorCode } from './error-codes';
import { characterCount, fieldText, isBlank } from './field-text';

/** How a free-text field is checked. */
export interface TextRule {
  /** Whether an empty (or blank) value is an error. */
  readonly required: boolean;
  /** The most characters allowed; no limit when absent. */
  readonly max?: number;
}

/**
 * Checks a free-text field (company, address lines, street, district, city,
 * region): 'field.required' when a required field is blank, 'field.tooLong'
 * with `{ max }` when it has more characters than allowed.
 */
export function validateText(
  value: string | null | undefined,
  rule: TextRule,
): readonly DomainError<AccountErrorCode>[] {
  const text = fieldText(value);
  if (isBlank(text)) return rule.required ? [domainError('field.required')] : [];
  if (rule.max !== undefined && characterCount(text) > rule.max) {
    return [domainError('field.tooLong', { max: rule.max })];
  }
  return [];
}
