import { countryCodeOrDefault } from './country-code-or-default';
import { fieldText } from './field-text';

const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * A phone number in one form, so that two ways of typing the same number
 * compare equal: `+`, the country code's digits (+66 when none is given),
 * then the national number without its trunk 0. A number typed with a
 * country code of its own (`+65 ...`, `0066...`) keeps that code. Spaces,
 * dashes and brackets do not count; a number without digits is `''`.
 */
export function normalizePhoneNumber(
  number: string | null | undefined,
  countryCode: string | null | undefined,
): string {
  const text = fieldText(number).trim();
  const digits = digitsOf(text);
  if (digits === '') return '';
  const code = digitsOf(countryCodeOrDefault(countryCode)) || digitsOf(countryCodeOrDefault(''));
  const international = text.startsWith('+')
    ? digits
    : text.startsWith('00')
      ? digits.slice(2)
      : undefined;
  if (international !== undefined) {
    return international.startsWith(code)
      ? `+${code}${international.slice(code.length).replace(/^0/, '')}`
      : `+${international}`;
  }
  return `+${code}${digits.replace(/^0/, '')}`;
}
