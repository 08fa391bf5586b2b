import { Suspense, use } from 'react';
import { Outlet, useRoutes, type RouteObject } from 'react-router-dom';
import { useUnit } from 'effector-react';
import type { Language } from '@rewards/domain';
import { $locale } from '../entities/locale/model';
import { useMessage } from '../shared/i18n';
import type { PageModule } from '../shared/router/page';
import { loadPageMessages, loadedPageMessages } from '../shared/router/page-messages';
import { PageLoading } from '../shared/ui/page';
import { Layout } from './layout';
import { NavigationBridge, RouteErrorBoundary, RoutePage } from './route-page';

type PageImport = () => Promise<{ readonly default: PageModule }>;

/** Each route's page, loaded with its own chunk when the route is first shown. */
const PAGE_IMPORTS = {
  maintenance: () => import('../pages/maintenance'),
  home: () => import('../pages/home'),
  listCatalogue: () => import('../pages/list-catalogue'),
  listItem: () => import('../pages/list-item'),
  itemDetail: () => import('../pages/item-detail'),
  search: () => import('../pages/search'),
  cms: () => import('../pages/cms'),
  howItWork: () => import('../pages/how-it-work'),
  version: () => import('../pages/version'),
  contact: () => import('../pages/contact'),
  resetPassword: () => import('../pages/reset-password'),
  cart: () => import('../pages/cart'),
  checkout: () => import('../pages/checkout'),
  notFound: () => import('../pages/not-found'),
} satisfies Record<string, PageImport>;

/** The id of a route's page. */
export type PageId = keyof typeof PAGE_IMPORTS;

/**
 * The source module of each route's page, as the client build's manifest names
 * it: the server preloads the chunk of the page it renders.
 */
export const PAGE_SOURCES: Readonly<Record<PageId, string>> = {
  maintenance: 'src/pages/maintenance/index.ts',
  home: 'src/pages/home/index.ts',
  listCatalogue: 'src/pages/list-catalogue/index.ts',
  listItem: 'src/pages/list-item/index.ts',
  itemDetail: 'src/pages/item-detail/index.ts',
  search: 'src/pages/search/index.ts',
  cms: 'src/pages/cms/index.ts',
  howItWork: 'src/pages/how-it-work/index.ts',
  version: 'src/pages/version/index.ts',
  contact: 'src/pages/contact/index.ts',
  resetPassword: 'src/pages/reset-password/index.ts',
  cart: 'src/pages/cart/index.ts',
  checkout: 'src/pages/checkout/index.ts',
  notFound: 'src/pages/not-found/index.ts',
};

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
  const promise = PAGE_IMPORTS[id]().then((module) => {
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
 * A route's page with its own messages in the language, loaded once: the
 * renderer on the server and the browser before hydration wait for it, so
 * both render the page with its texts at once.
 */
export function pageReady(id: PageId, lang: Language): Promise<PageModule> {
  const key = `${id}.${lang}`;
  const running = ready.get(key);
  if (running !== undefined) return running;
  const promise = loadPage(id).then(async (page) => {
    if (page.messages !== undefined) await loadPageMessages(page.messages, lang);
    return page;
  });
  ready.set(key, promise);
  promise.catch(() => ready.delete(key));
  return promise;
}

/** The page if its chunk and its messages in the language are there already. */
function readyPage(id: PageId, lang: Language): PageModule | undefined {
  const page = loadedPage(id);
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

function shopRoute(id: PageId, path: string): RouteObject {
  return { id, path, caseSensitive: true, element: <PageSlot id={id} /> };
}

/**
 * The routes of spec section 2 that exist so far, one table for the server
 * renderer and the browser alike. Every page is its own chunk; anything that
 * matches no route is the not-found page. The layout's pages each have an
 * error boundary of their own, so a page that fails leaves the header working.
 */
export const ROUTES: RouteObject[] = [
  shopRoute('maintenance', '/maintenance'),
  {
    id: 'layout',
    element: <LayoutRoute />,
    children: [
      shopRoute('home', '/'),
      shopRoute('listCatalogue', '/listCatalogue/:categoryId'),
      shopRoute('listItem', '/listItem'),
      shopRoute('itemDetail', '/itemDetail'),
      shopRoute('search', '/search'),
      shopRoute('cms', '/cms/:slug'),
      shopRoute('howItWork', '/how-it-work'),
      shopRoute('version', '/version'),
      shopRoute('contact', '/contactus'),
      shopRoute('resetPassword', '/reset-password'),
      // The cart is step 1; steps 2-5 and payment-process are the checkout, a chunk of its own.
      shopRoute('cart', '/cart/1'),
      shopRoute('checkout', '/cart/:step'),
      shopRoute('notFound', '*'),
    ],
  },
];

/** The page of a matched route's id, when the id is a page's. */
export function pageIdOf(routeId: string | undefined): PageId | undefined {
  return routeId !== undefined && routeId in PAGE_IMPORTS ? (routeId as PageId) : undefined;
}

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
