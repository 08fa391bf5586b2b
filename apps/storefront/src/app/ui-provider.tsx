import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { IntlProvider, type MessageFormatElement } from 'react-intl';
import type { Language } from '@rewards/domain';
import { shopSystem } from '@rewards/ui';

/** One language's messages, parsed at build time (see build/precompiled-messages.ts). */
export type CompiledMessages = Record<string, MessageFormatElement[]>;

export interface AppUiProviderProps {
  readonly locale: Language;
  readonly messages: CompiledMessages;
  readonly children: ReactNode;
}

/**
 * The design system and the page's language, as `UiProvider` of libs/ui
 * gives them, but with the messages of one language only, pre-parsed: the
 * first page then carries neither the other language nor the ICU parser.
 */
export function AppUiProvider({ locale, messages, children }: AppUiProviderProps) {
  return (
    <ChakraProvider value={shopSystem()}>
      <IntlProvider
        locale={locale === 'th' ? 'th-TH' : 'en-GB'}
        defaultLocale="en-GB"
        messages={messages}
      >
        {children}
      </IntlProvider>
    </ChakraProvider>
  );
}
