import { Suspense, use } from 'react';
import { Outlet, useRoutes, type RouteObject } from 'react-router-dom';
import { useUnit } from 'effector-react';
import type { Language } from '@rewards/domain';
import { $locale } from '../entities/locale/model';
import { useMessage } from '../shared/i18n';
import type { PageModule } from '../shared/router/page';
import {
  PAGE_IDS,
  PAGES,
  needsShopMessages,
  pageFolder,
  type PageEntry,
  type PageId,
} from '../shared/router/page-registry';
import { loadPageMessages, loadedPageMessages } from '../shared/router/page-messages';
import { loadShopMessages, shopMessagesLoaded } from '../shared/router/shop-messages';
import { PageLoading } from '../shared/ui/page';
import { Layout } from './layout';
import { NavigationBridge, RouteErrorBoundary, RoutePage } from './route-page';

/**
 * Each page's module, loaded with its own chunk when its route is first shown:
 * the folders of the page registry (shared/router/page-registry.ts).
 */
const PAGE_MODULES = import.meta.glob<{ readonly default: PageModule }>('./*/index.ts', {
  base: '../pages',
});

/** The loader of a page's chunk. */
function importPage(id: PageId): Promise<{ readonly default: PageModule }> {
  const load = PAGE_MODULES[`./${pageFolder(id)}/index.ts`];
  if (load === undefined) throw new Error(`No page module for ${id}`);
  return load();
}

const loaded = new Map<PageId, PageModule>();
const loading = new Map<PageId, Promise<PageModule>>();

/**
 * A route's page module, loaded once. The renderer on the server and the
 * browser before hydration load the matched page first, so both render it at
 * once; later navigations suspend until its chunk is there.
 */
export function loadPage(id: PageId): Promise<PageModule> {
  const running = loading.get(id);
  if (running !== undefined) return running;
  const promise = importPage(id).then((module) => {
    loaded.set(id, module.default);
    return module.default;
  });
  loading.set(id, promise);
  promise.catch(() => loading.delete(id));
  return promise;
}

/** The page module if its chunk has loaded already. */
export function loadedPage(id: PageId): PageModule | undefined {
  return loaded.get(id);
}

const ready = new Map<string, Promise<PageModule>>();

/**
 * A route's page with its own messages and (but for the first page) the
 * shop's in the language, loaded once: the renderer on the server and the
 * browser before hydration wait for it, so both render the page with its
 * texts at once.
 */
export function pageReady(id: PageId, lang: Language): Promise<PageModule> {
  const key = `${id}.${lang}`;
  const running = ready.get(key);
  if (running !== undefined) return running;
  const shop = needsShopMessages(id) ? loadShopMessages(lang) : undefined;
  const promise = loadPage(id).then(async (page) => {
    await Promise.all([
      shop,
      page.messages === undefined ? undefined : loadPageMessages(page.messages, lang),
    ]);
    return page;
  });
  ready.set(key, promise);
  promise.catch(() => ready.delete(key));
  return promise;
}

/** The page if its chunk and its messages in the language are there already. */
function readyPage(id: PageId, lang: Language): PageModule | undefined {
  const page = loadedPage(id);
  if (needsShopMessages(id) && !shopMessagesLoaded(lang)) return undefined;
  if (page?.messages === undefined) return page;
  return loadedPageMessages(page.messages, lang) === undefined ? undefined : page;
}

/** A route's page: at once when its chunk (and its messages) are there, else after they load. */
function PageSlot({ id }: { readonly id: PageId }) {
  const lang = useUnit($locale);
  const page = readyPage(id, lang) ?? use(pageReady(id, lang));
  return <RoutePage page={page} />;
}

function Loading() {
  const message = useMessage();
  return <PageLoading label={message('storefront.loading')} />;
}

function LayoutRoute() {
  return (
    <Layout>
      <RouteErrorBoundary>
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
    </Layout>
  );
}

function shopRoute(id: PageId): RouteObject {
  return { id, path: PAGES[id].path, caseSensitive: true, element: <PageSlot id={id} /> };
}

const framed = (bare: boolean) =>
  PAGE_IDS.filter((id) => ((PAGES[id] as PageEntry).frame === 'bare') === bare).map(shopRoute);

/**
 * The routes of spec section 2 that exist so far, derived from the page
 * registry: one table for the server renderer and the browser alike. Every
 * page is its own chunk; anything that matches no route is the not-found
 * page. The layout's pages each have an error boundary of their own, so a
 * page that fails leaves the header working.
 */
export const ROUTES: RouteObject[] = [
  ...framed(true),
  { id: 'layout', element: <LayoutRoute />, children: framed(false) },
];

/**
 * The page of the current location, inside whichever router (the browser's or
 * the server's) holds it. Server and browser render the same tree, the bridge
 * included, so React's generated ids match when the page hydrates.
 */
export function AppRoutes() {
  const routes = useRoutes(ROUTES);
  return (
    <>
      <NavigationBridge />
      <Suspense fallback={null}>{routes}</Suspense>
    </>
  );
}
