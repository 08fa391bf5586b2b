import { startTransition } from 'react';
import { CacheProvider } from '@emotion/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { allSettled, createWatch, fork } from 'effector';
import type { Language } from '@rewards/domain';
import { shopSystem } from '@rewards/ui';
import { App } from './app/app';
// The start-up rules (ping, settings, maintenance) are registered by importing the model.
import './app/model';
import { AppRoutes, pageReady } from './app/routes';
import { $locale, localeSlice } from './entities/locale/model';
import { restoreSessionFx } from './entities/session/model';
import { appStarted, clientStarted } from './shared/lifecycle';
import { $location, shopLive } from './shared/router/model';
import { pageAt } from './shared/router/page-match';
import { browserMessages, browserShopMessages } from './shared/router/shop-messages';
import { nextTask } from './shared/next-task';
import { browserStorage, readSlice } from './shared/persistence/storage';
import { DECIMAL_TAG, SCOPE_STATE_ID, stateFromJson } from './shared/ssr/scope-state';
import { servedStyleCache } from './shared/ssr/served-styles';
import { parseLang, parseQuery, withLang } from './shared/url/query';

const served = document.getElementById(SCOPE_STATE_ID);
const here = { pathname: window.location.pathname, search: window.location.search };

/**
 * The scope the page starts from: the server's, store by store, so the first
 * render in the browser is the HTML it sent; or, when no server rendered the
 * page (the development server), the language of the URL or of the last visit.
 */
async function startingScope() {
  const text = served?.textContent;
  if (text) {
    // decimal.js comes only with pages whose state has money in it.
    const decimals = text.includes(DECIMAL_TAG)
      ? (await import('./shared/ssr/decimal-reader')).decimalFromText
      : undefined;
    return fork({ values: stateFromJson(text, decimals) });
  }
  const lang = parseLang(parseQuery(here.search).lang) ?? readSlice(browserStorage(), localeSlice);
  return fork({
    values: [
      [$locale, lang],
      [$location, here],
    ],
  });
}

/**
 * The matched page's chunk (and its own messages) before the first render, so
 * hydration finds the page's code and texts there.
 */
async function loadMatchedPage(lang: Language): Promise<void> {
  await pageReady(pageAt(window.location.pathname).id, lang);
}

/** Starts the shop in the browser: the scope, the page's code, then hydration (or a first render). */
export async function start(): Promise<void> {
  const scope = await startingScope();
  await nextTask();
  const lang = scope.getState($locale);
  // A URL without lang was rendered in the server's guess; the language kept from the last visit wins.
  if (served !== null && parseLang(parseQuery(here.search).lang) === undefined) {
    const kept = readSlice(browserStorage(), localeSlice);
    if (kept !== lang) {
      window.location.replace(withLang(`${here.pathname}${here.search}`, kept));
      return;
    }
  }
  // The first page's messages; the shop's others join them in place (shared/router/shop-messages.ts).
  const messages = browserMessages(
    lang,
    (await (lang === 'th' ? import('virtual:messages/th') : import('virtual:messages/en'))).default,
  );
  await nextTask();
  await loadMatchedPage(lang);
  await nextTask();
  const root = document.getElementById('root') as HTMLElement;
  const app = (
    <App scope={scope} messages={messages} globalCssServed={served !== null}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </App>
  );
  if (served === null) {
    createRoot(root).render(app);
    await allSettled(appStarted, { scope });
  } else {
    // The served style tags stay where they are (see shared/ssr/served-styles.ts).
    const styles = servedStyleCache();
    performance.mark('app-hydrating');
    // Hydration as a transition yields to the browser between pieces of work.
    startTransition(() => {
      hydrateRoot(root, <CacheProvider value={styles}>{app}</CacheProvider>);
    });
    // What only the browser knows (the stored cart, the session) changes the page once it
    // has hydrated, never while React is still comparing it with the server's HTML.
    await shopLive;
    performance.mark('app-hydrated');
  }
  // The browser's own state is read from here on; some of what follows never settles (the
  // maintenance page keeps polling), so the page says it is live once the stored cart and
  // session are in (said on the document, for tools that wait until the page answers in place).
  const sessionRestored = new Promise<void>((resolve) => {
    const watch = createWatch({
      unit: restoreSessionFx.finally,
      scope,
      fn: () => {
        watch.unsubscribe();
        resolve();
      },
    });
  });
  void allSettled(clientStarted, { scope });
  await sessionRestored;
  document.documentElement.dataset.live = 'true';
  performance.mark('app-live');
  // The texts of the pages and dialogs not shown yet, once the page answers.
  void browserShopMessages();
}

/** Builds the design system, so that the first render finds it ready. */
export function prepareDesignSystem(): void {
  shopSystem();
}
