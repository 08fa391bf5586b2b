import { StrictMode, useMemo, type ReactNode } from 'react';
import type { Scope } from 'effector';
import { Provider, useUnit } from 'effector-react';
import { MessageDefaultsProvider, UiLinkProvider } from '@rewards/ui';
import { $rewardName } from '../entities/config/reward-name';
import { $locale } from '../entities/locale/model';
import { RouterLink } from '../shared/router/link';
import { AppUiProvider, type CompiledMessages } from './ui-provider';

function LocaleProvider({
  messages,
  globalCssServed,
  children,
}: {
  readonly messages: CompiledMessages;
  readonly globalCssServed: boolean;
  readonly children: ReactNode;
}) {
  const [locale, reward] = useUnit([$locale, $rewardName]);
  const defaults = useMemo(() => ({ reward }), [reward]);
  return (
    <AppUiProvider locale={locale} messages={messages} globalCssServed={globalCssServed}>
      <MessageDefaultsProvider value={defaults}>{children}</MessageDefaultsProvider>
    </AppUiProvider>
  );
}

/**
 * The shop: effector's scope, the design system in the page's language, and
 * the router (the browser's, or the server's static one) as `children`.
 */
export function App({
  scope,
  messages,
  globalCssServed = false,
  children,
}: {
  readonly scope: Scope;
  readonly messages: CompiledMessages;
  /** The browser hydrates the server's HTML, whose head has the global CSS (see `AppUiProvider`). */
  readonly globalCssServed?: boolean;
  readonly children: ReactNode;
}) {
  return (
    <StrictMode>
      <Provider value={scope}>
        <LocaleProvider messages={messages} globalCssServed={globalCssServed}>
          <UiLinkProvider component={RouterLink}>{children}</UiLinkProvider>
        </LocaleProvider>
      </Provider>
    </StrictMode>
  );
}
