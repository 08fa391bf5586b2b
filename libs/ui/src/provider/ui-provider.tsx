import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { en, th } from '@rewards/messages';
import { shopSystem } from '../theme/system';
import './fonts';

export type Locale = 'en' | 'th';

export interface UiProviderProps {
  readonly locale: Locale;
  readonly children: ReactNode;
}

/** The design system and the messages of one language, for everything below. */
export function UiProvider({ locale, children }: UiProviderProps) {
  return (
    <ChakraProvider value={shopSystem()}>
      <IntlProvider
        locale={locale === 'th' ? 'th-TH' : 'en-GB'}
        defaultLocale="en-GB"
        messages={locale === 'th' ? th : en}
      >
        {children}
      </IntlProvider>
    </ChakraProvider>
  );
}
