import type { Money } from '@rewards/domain';
import type { ThbPattern } from '../../i18n/format-thb';

/** Whole baht as `0,0`, an amount with satang as `0,0.00`, so that no satang is ever hidden. */
export function moneyPattern(amount: Money): ThbPattern {
  return amount.isInteger() ? '0,0' : '0,0.00';
}
