import { Box, Button } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useLocale } from '../../i18n/use-locale';
import type { Locale } from '../../provider/ui-provider';

export interface LanguageToggleProps {
  /** The customer picked the other language (the app reloads the page with its `lang`). */
  readonly onChange: (locale: Locale) => void;
}

const LANGUAGES: readonly { locale: Locale; id: 'header.language.en' | 'header.language.th' }[] = [
  { locale: 'en', id: 'header.language.en' },
  { locale: 'th', id: 'header.language.th' },
];

/**
 * "EN | ไทย": the current language pressed, the other one a button that
 * switches. A plain group box (what Chakra's `Group` draws here, without its
 * code for attached and stacked items, which the header's first page would carry).
 */
export function LanguageToggle({ onChange }: LanguageToggleProps) {
  const intl = useIntl();
  const current = useLocale();
  return (
    <Box
      role="group"
      aria-label={intl.formatMessage({ id: 'header.language' })}
      display="inline-flex"
      flexDirection="row"
      gap="0"
      alignItems="center"
      isolation="isolate"
      position="relative"
    >
      {LANGUAGES.map(({ locale, id }, index) => (
        <Box key={locale} display="contents">
          {index > 0 ? (
            <Box as="span" aria-hidden="true" color="fg.muted" px="0.5">
              |
            </Box>
          ) : null}
          <Button
            variant="ghost"
            size="sm"
            px="2"
            minW="auto"
            lang={locale}
            aria-pressed={locale === current}
            fontWeight={locale === current ? 'bold' : 'normal'}
            color={locale === current ? 'fg' : 'fg.muted'}
            onClick={() => {
              if (locale !== current) onChange(locale);
            }}
          >
            {intl.formatMessage({ id })}
          </Button>
        </Box>
      ))}
    </Box>
  );
}
