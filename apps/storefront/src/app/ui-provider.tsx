import type { ReactNode } from 'react';
import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import { IntlProvider, type MessageFormatElement } from 'react-intl';
import type { Language } from '@rewards/domain';
import { shopSystem } from '@rewards/ui';

/** One language's messages, parsed at build time (see build/precompiled-messages.ts). */
export type CompiledMessages = Record<string, MessageFormatElement[]>;

export interface AppUiProviderProps {
  readonly locale: Language;
  readonly messages: CompiledMessages;
  /**
   * The page's HTML already carries the design system's global CSS (the
   * server rendered it): the browser keeps those style tags and neither
   * builds nor inserts that CSS again.
   */
  readonly globalCssServed?: boolean;
  readonly children: ReactNode;
}

let servedSystem: SystemContext | undefined;

/**
 * The shop's system with no global CSS of its own: every other part is the
 * system's (read through the prototype), so the global CSS, built on first
 * read in the client build (see build/lazy-global-css.ts), is never built.
 */
function systemWithServedGlobalCss(): SystemContext {
  servedSystem ??= Object.create(shopSystem(), {
    _global: { value: [], enumerable: true },
  }) as SystemContext;
  return servedSystem;
}

/**
 * The design system and the page's language, as `UiProvider` of libs/ui
 * gives them, but with the messages of one language only, pre-parsed: the
 * first page then carries neither the other language nor the ICU parser.
 */
export function AppUiProvider({
  locale,
  messages,
  globalCssServed = false,
  children,
}: AppUiProviderProps) {
  return (
    <ChakraProvider value={globalCssServed ? systemWithServedGlobalCss() : shopSystem()}>
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
