import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import { useUnit } from 'effector-react';
import { HomePage } from '../pages/home';
import { useMessage } from '../shared/i18n';
import { matchRoute } from '../shared/router/match-route';
import { $location } from '../shared/router/model';
import { RouteParams } from '../shared/router/route-params';
import { PageLoading } from '../shared/ui/page';
import { Layout } from './layout';

// Every route but home is its own chunk: the first page carries only what it shows.
const ListCataloguePage = lazy(() => import('../pages/list-catalogue'));
const ListItemPage = lazy(() => import('../pages/list-item'));
const ItemDetailPage = lazy(() => import('../pages/item-detail'));
const SearchPage = lazy(() => import('../pages/search'));
const CmsPage = lazy(() => import('../pages/cms'));
const HowItWorkPage = lazy(() => import('../pages/how-it-work'));
const MaintenancePage = lazy(() => import('../pages/maintenance'));
const VersionPage = lazy(() => import('../pages/version'));
const NotFoundPage = lazy(() => import('../pages/not-found'));

/** The routes of spec section 2 that exist so far, in the order they are tried. */
const ROUTES = [
  ['home', '/'],
  ['listCatalogue', '/listCatalogue/:categoryId'],
  ['listItem', '/listItem'],
  ['itemDetail', '/itemDetail'],
  ['search', '/search'],
  ['cms', '/cms/:slug'],
  ['howItWork', '/how-it-work'],
  ['maintenance', '/maintenance'],
  ['version', '/version'],
] as const;

type RouteKey = (typeof ROUTES)[number][0];

const PAGES: Record<RouteKey, { readonly Page: ComponentType; readonly layout: boolean }> = {
  home: { Page: HomePage, layout: true },
  listCatalogue: { Page: ListCataloguePage, layout: true },
  listItem: { Page: ListItemPage, layout: true },
  itemDetail: { Page: ItemDetailPage, layout: true },
  search: { Page: SearchPage, layout: true },
  cms: { Page: CmsPage, layout: true },
  howItWork: { Page: HowItWorkPage, layout: true },
  maintenance: { Page: MaintenancePage, layout: false },
  version: { Page: VersionPage, layout: true },
};

function Loading() {
  const message = useMessage();
  return <PageLoading label={message('storefront.loading')} />;
}

/** The page of the current location; anything that matches no route is the not-found page. */
export function AppRoutes() {
  const location = useUnit($location);
  const match = matchRoute(ROUTES, location.pathname);
  const { Page, layout } =
    match === undefined ? { Page: NotFoundPage, layout: true } : PAGES[match.key];
  const content: ReactNode = (
    <RouteParams.Provider value={match?.params ?? {}}>
      <Suspense fallback={<Loading />}>
        <Page />
      </Suspense>
    </RouteParams.Provider>
  );
  return layout ? <Layout>{content}</Layout> : content;
}
