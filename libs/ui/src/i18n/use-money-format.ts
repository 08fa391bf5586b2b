import { useMemo } from 'react';
import type { DecimalInput } from '@rewards/domain';
import { formatPoints, formatThb, type ThbPattern } from './format-thb';
import { useLocale } from './use-locale';

/** Formatters bound to the current language. */
export function useMoneyFormat() {
  const locale = useLocale();
  return useMemo(
    () => ({
      locale,
      /** An amount; without a pattern, the amount's own (`patternFor`). */
      thb: (amount: DecimalInput, pattern?: ThbPattern) => formatThb(amount, locale, pattern),
      points: (points: number) => formatPoints(points, locale),
    }),
    [locale],
  );
}
