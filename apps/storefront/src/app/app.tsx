import { StrictMode, type ReactNode } from 'react';
import type { Scope } from 'effector';
import { Provider, useUnit } from 'effector-react';
import { UiLinkProvider } from '@rewards/ui';
import { $locale } from '../entities/locale/model';
import { HistoryListener } from '../shared/router/history';
import { RouterLink } from '../shared/router/link';
import { AppRoutes } from './routes';
import { AppUiProvider, type CompiledMessages } from './ui-provider';

function LocaleProvider({
  messages,
  children,
}: {
  readonly messages: CompiledMessages;
  readonly children: ReactNode;
}) {
  const locale = useUnit($locale);
  return (
    <AppUiProvider locale={locale} messages={messages}>
      {children}
    </AppUiProvider>
  );
}

/** The shop: effector's scope, the router, the design system in the page's language, the routes. */
export function App({
  scope,
  messages,
}: {
  readonly scope: Scope;
  readonly messages: CompiledMessages;
}) {
  return (
    <StrictMode>
      <Provider value={scope}>
        <LocaleProvider messages={messages}>
          <UiLinkProvider component={RouterLink}>
            <HistoryListener />
            <AppRoutes />
          </UiLinkProvider>
        </LocaleProvider>
      </Provider>
    </StrictMode>
  );
}
