import { Box, Button, Group } from '@chakra-ui/react';
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

/** "EN | ไทย": the current language pressed, the other one a button that switches. */
export function LanguageToggle({ onChange }: LanguageToggleProps) {
  const intl = useIntl();
  const current = useLocale();
  return (
    <Group
      role="group"
      aria-label={intl.formatMessage({ id: 'header.language' })}
      gap="0"
      alignItems="center"
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
    </Group>
  );
}
