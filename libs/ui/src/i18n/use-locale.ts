import { useIntl } from 'react-intl';
import type { Locale } from '../provider/ui-provider';

/** The language of the nearest `UiProvider`. */
export function useLocale(): Locale {
  return useIntl().locale.startsWith('th') ? 'th' : 'en';
}
