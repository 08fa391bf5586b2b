import { RoundingMode, Dec, type DecimalInput } from './decimal';

/**
 * Digits of an amount grouped by thousands, the shop's `0,0` (whole baht) and
 * `0,0.00` (with satang) patterns: `groupDigits('1499.5', 0) === '1,500'`,
 * `groupDigits(1500, 2) === '1,500.00'`. Whole-baht display rounds half up, as
 * a price label does; it is for display only and never feeds a calculation.
 */
export function groupDigits(value: DecimalInput, decimals: 0 | 2): string {
  const fixed = new Dec(value).toFixed(decimals, RoundingMode.halfUp);
  const negative = fixed.startsWith('-');
  const unsigned = negative ? fixed.slice(1) : fixed;
  const [whole = '0', fraction] = unsigned.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const body = fraction === undefined ? grouped : `${grouped}.${fraction}`;
  return negative && /[1-9]/.test(body) ? `-${body}` : body;
}
