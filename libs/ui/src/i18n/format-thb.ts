import { groupDigits, type DecimalInput } from '@rewards/domain';
import type { Locale } from '../provider/ui-provider';

/** How an amount is written: `0,0` (whole baht) or `0,0.00` (with satang). */
export type ThbPattern = '0,0' | '0,0.00';

/**
 * The one way amounts shown together are written: whole baht (`0,0`) when
 * every one of them is whole, else all with satang (`0,0.00`), so that a page
 * never shows `THB 23,900` beside `23,900.00`, and satang are never rounded away.
 */
export function patternFor(...amounts: readonly DecimalInput[]): ThbPattern {
  return amounts.every((amount) => groupDigits(amount, 2).endsWith('.00')) ? '0,0' : '0,0.00';
}

/**
 * An amount in THB as the shop writes it: the currency before the number in
 * English (`THB 1,500`), after it in Thai (`1,500 บาท`).
 */
export function formatThb(
  amount: DecimalInput,
  locale: Locale,
  pattern: ThbPattern = patternFor(amount),
): string {
  const digits = groupDigits(amount, pattern === '0,0' ? 0 : 2);
  return locale === 'th' ? `${digits} บาท` : `THB ${digits}`;
}
