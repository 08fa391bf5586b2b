import { groupDigits, type DecimalInput } from '@rewards/domain';
import type { Locale } from '../provider/ui-provider';

/** How an amount is written: `0,0` (whole baht) or `0,0.00` (with satang). */
export type ThbPattern = '0,0' | '0,0.00';

/**
 * An amount in THB as the shop writes it: the currency before the number in
 * English (`THB 1,500`), after it in Thai (`1,500 บาท`).
 */
export function formatThb(
  amount: DecimalInput,
  locale: Locale,
  pattern: ThbPattern = '0,0',
): string {
  const digits = groupDigits(amount, pattern === '0,0' ? 0 : 2);
  return locale === 'th' ? `${digits} บาท` : `THB ${digits}`;
}

/** Points as the shop writes them: `166,667 points` / `166,667 คะแนน`. */
export function formatPoints(points: number, locale: Locale): string {
  const digits = groupDigits(points, 0);
  return locale === 'th' ? `${digits} คะแนน` : `${digits} ${points === 1 ? 'point' : 'points'}`;
}
