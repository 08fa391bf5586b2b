import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { groupDigits, type DomainError } from '@rewards/domain';
import { useMessageDefaults } from './message-defaults';

/** An amount as the domain writes it in a parameter: canonical text with 2 decimals (`'50000.00'`). */
const CANONICAL_AMOUNT = /^-?\d+\.\d{2}$/;

/** A parameter as a message shows it: amounts grouped (`50,000`, `1,499.50`), flags as text. */
export function errorParamValue(value: string | number | boolean): string | number {
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'string' && CANONICAL_AMOUNT.test(value)) {
    return groupDigits(value, value.endsWith('.00') ? 0 : 2);
  }
  return value;
}

/** The values of an error's message: its parameters without the code, formatted for display. */
export function errorMessageValues(error: DomainError): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(error)) {
    if (name === 'code' || value === undefined) continue;
    values[name] = errorParamValue(value);
  }
  return values;
}

/**
 * Turns a domain error (`{ code, ...params }`) into text in the current
 * language: the message whose id is the code, with the parameters filled in
 * (and the values every message may use, such as `{reward}`).
 * A code without a message yet shows as the code itself, never as nothing.
 */
export function useErrorMessage(): (error: DomainError) => string {
  const intl = useIntl();
  const defaults = useMessageDefaults();
  return useCallback(
    (error: DomainError) =>
      Object.hasOwn(intl.messages, error.code)
        ? intl.formatMessage({ id: error.code }, { ...defaults, ...errorMessageValues(error) })
        : error.code,
    [intl, defaults],
  );
}
