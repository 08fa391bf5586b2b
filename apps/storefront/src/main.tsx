import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  createBrowserRouter,
  matchRoutes,
  RouterProvider,
  type RouteObject,
} from 'react-router-dom';
import { allSettled, fork, scopeBind } from 'effector';
import { App } from './app/app';
// The start-up rules (ping, settings, maintenance) are registered by importing the model.
import './app/model';
import { createRoutes } from './app/routes';
import { $locale, localeSlice } from './entities/locale/model';
import { appStarted, clientStarted } from './shared/lifecycle';
import { $location, installNavigator, locationChanged } from './shared/router/model';
import { locationKey } from './shared/router/page';
import { browserStorage, readSlice } from './shared/persistence/storage';
import { SCOPE_STATE_ID, stateFromJson } from './shared/ssr/scope-state';
import { parseLang, parseQuery, withLang } from './shared/url/query';

const served = document.getElementById(SCOPE_STATE_ID);
const here = { pathname: window.location.pathname, search: window.location.search };

/**
 * The scope the page starts from: the server's, store by store, so the first
 * render in the browser is the HTML it sent; or, when no server rendered the
 * page (the development server), the language of the URL or of the last visit.
 */
function startingScope() {
  if (served?.textContent) return fork({ values: stateFromJson(served.textContent) });
  const lang = parseLang(parseQuery(here.search).lang) ?? readSlice(browserStorage(), localeSlice);
  return fork({
    values: [
      [$locale, lang],
      [$location, here],
    ],
  });
}

/** The matched routes' chunks before the first render, so hydration finds the page's code there. */
async function loadMatchedRoutes(routes: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

async function start(): Promise<void> {
  const scope = startingScope();
  const lang = scope.getState($locale);
  // A URL without lang was rendered in the server's guess; the language kept from the last visit wins.
  if (parseLang(parseQuery(here.search).lang) === undefined && served !== null) {
    const kept = readSlice(browserStorage(), localeSlice);
    if (kept !== lang) {
      window.location.replace(withLang(`${here.pathname}${here.search}`, kept));
      return;
    }
  }
  const routes = createRoutes();
  const [{ default: messages }] = await Promise.all([
    lang === 'th' ? import('virtual:messages/th') : import('virtual:messages/en'),
    loadMatchedRoutes(routes),
  ]);
  const router = createBrowserRouter(routes);
  installNavigator((to, { replace }) => router.navigate(to, { replace }));
  // The models follow the router: back, forward and every navigation end in `locationChanged`.
  const changed = scopeBind(locationChanged, { scope });
  let shown = locationKey(here);
  router.subscribe((state) => {
    const key = locationKey(state.location);
    if (key === shown) return;
    shown = key;
    changed({ pathname: state.location.pathname, search: state.location.search });
  });
  const root = document.getElementById('root') as HTMLElement;
  const app = (
    <App scope={scope} messages={messages}>
      <RouterProvider router={router} />
    </App>
  );
  if (served === null) {
    createRoot(root).render(app);
    await allSettled(appStarted, { scope });
  } else {
    // Hydration as a transition yields to the browser between pieces of work.
    startTransition(() => {
      hydrateRoot(root, app);
    });
  }
  await allSettled(clientStarted, { scope });
  // Rules such as "every URL carries lang" run on where the shop is now.
  changed(here);
}

void start();
