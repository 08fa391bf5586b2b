import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { DecimalInput } from '@rewards/domain';
import { formatThb, type ThbPattern } from './format-thb';
import { useLocale } from './use-locale';

/** Formatters bound to the current language. */
export function useMoneyFormat() {
  const intl = useIntl();
  const locale = useLocale();
  return useMemo(
    () => ({
      locale,
      /** An amount; without a pattern, the amount's own (`patternFor`). */
      thb: (amount: DecimalInput, pattern?: ThbPattern) => formatThb(amount, locale, pattern),
      /** Points, `1 point` / `166,667 points` / `166,667 คะแนน` (the message `money.points`). */
      points: (points: number) => intl.formatMessage({ id: 'money.points' }, { points }),
    }),
    [intl, locale],
  );
}
