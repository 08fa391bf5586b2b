import { useEffect, useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { CompiledMessages } from '../router/page';

/**
 * A page's own messages beside the first page's: react-intl's messages of the
 * shop with the page's ids added, for the page's part of the tree. The page's
 * messages are loaded before it renders (`PageModule.messages`).
 */
export function PageMessagesProvider({
  messages,
  children,
}: {
  readonly messages: CompiledMessages | undefined;
  readonly children: ReactNode;
}) {
  const intl = useIntl();
  // The shop hands react-intl compiled messages only (see app/ui-provider.tsx).
  const outer = intl.messages as CompiledMessages;
  const merged = useMemo(() => ({ ...outer, ...messages }), [outer, messages]);
  return (
    <IntlProvider locale={intl.locale} defaultLocale={intl.defaultLocale} messages={merged}>
      {children}
    </IntlProvider>
  );
}

/**
 * While a page of one shopper's session is on screen, search engines are told
 * not to index it (the server writes the same rule into the page it renders);
 * leaving it takes the rule away.
 */
export function useNoIndex(): void {
  useEffect(() => {
    let robots = document.querySelector('meta[name="robots"]');
    if (robots === null) {
      robots = document.createElement('meta');
      robots.setAttribute('name', 'robots');
      robots.setAttribute('content', 'noindex');
      document.head.append(robots);
    }
    return () => robots.remove();
  }, []);
}
