import type { RouteObject } from 'react-router-dom';
import { Outlet } from 'react-router-dom';
import type { PageModule } from '../shared/router/page';
import { Layout } from './layout';
import { RouteError, RoutePage } from './route-page';

type PageImport = () => Promise<{ readonly default: PageModule }>;

/**
 * A route's page, loaded with its own chunk when the route is first matched
 * (react-router's `lazy`): the view, and as the route's `handle` the page's
 * data opening and head, which the server renderer reads.
 */
function page(load: PageImport): RouteObject['lazy'] {
  return async () => {
    const module = (await load()).default;
    return {
      Component: () => <RoutePage page={module} />,
      handle: module,
    };
  };
}

function LayoutRoute() {
  return (
    <Layout>
      <Outlet />
    </Layout>
  );
}

/** A route inside the layout: its page, and its own error boundary so the header keeps working. */
function shopRoute(id: string, path: string, load: PageImport): RouteObject {
  return { id, path, caseSensitive: true, lazy: page(load), ErrorBoundary: RouteError };
}

/**
 * The source module of each route's page, as the client build's manifest names
 * it: the server preloads the chunk of the page it renders.
 */
export const ROUTE_SOURCES: Readonly<Record<string, string>> = {
  maintenance: 'src/pages/maintenance/index.ts',
  home: 'src/pages/home/index.ts',
  listCatalogue: 'src/pages/list-catalogue/index.ts',
  listItem: 'src/pages/list-item/index.ts',
  itemDetail: 'src/pages/item-detail/index.ts',
  search: 'src/pages/search/index.ts',
  cms: 'src/pages/cms/index.ts',
  howItWork: 'src/pages/how-it-work/index.ts',
  version: 'src/pages/version/index.ts',
  notFound: 'src/pages/not-found/index.ts',
};

/**
 * The routes of spec section 2 that exist so far, used by the server renderer
 * and by the browser alike. Every page is its own chunk; anything that matches
 * no route is the not-found page.
 */
export function createRoutes(): RouteObject[] {
  return [
    {
      id: 'maintenance',
      path: '/maintenance',
      caseSensitive: true,
      lazy: page(() => import('../pages/maintenance')),
    },
    {
      id: 'layout',
      Component: LayoutRoute,
      children: [
        shopRoute('home', '/', () => import('../pages/home')),
        shopRoute(
          'listCatalogue',
          '/listCatalogue/:categoryId',
          () => import('../pages/list-catalogue'),
        ),
        shopRoute('listItem', '/listItem', () => import('../pages/list-item')),
        shopRoute('itemDetail', '/itemDetail', () => import('../pages/item-detail')),
        shopRoute('search', '/search', () => import('../pages/search')),
        shopRoute('cms', '/cms/:slug', () => import('../pages/cms')),
        shopRoute('howItWork', '/how-it-work', () => import('../pages/how-it-work')),
        shopRoute('version', '/version', () => import('../pages/version')),
        shopRoute('notFound', '*', () => import('../pages/not-found')),
      ],
    },
  ];
}

/** The page module of a matched route, once its `lazy` has run. */
export function pageOfRoute(route: { readonly handle?: unknown }): PageModule | undefined {
  const handle = route.handle as PageModule | undefined;
  return handle?.Component === undefined ? undefined : handle;
}
