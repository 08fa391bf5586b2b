import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { HomePage } from '../pages/home';
import { useMessage } from '../shared/i18n';
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

function Loading() {
  const message = useMessage();
  return <PageLoading label={message('storefront.loading')} />;
}

function page(Component: ComponentType, withLayout = true): ReactNode {
  const content = (
    <Suspense fallback={<Loading />}>
      <Component />
    </Suspense>
  );
  return withLayout ? <Layout>{content}</Layout> : content;
}

/** The routes of spec section 2 that exist so far; anything else is the not-found page. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={page(HomePage)} />
      <Route path="/listCatalogue/:categoryId" element={page(ListCataloguePage)} />
      <Route path="/listItem" element={page(ListItemPage)} />
      <Route path="/itemDetail" element={page(ItemDetailPage)} />
      <Route path="/search" element={page(SearchPage)} />
      <Route path="/cms/:slug" element={page(CmsPage)} />
      <Route path="/how-it-work" element={page(HowItWorkPage)} />
      <Route path="/maintenance" element={page(MaintenancePage, false)} />
      <Route path="/version" element={page(VersionPage)} />
      <Route path="*" element={page(NotFoundPage)} />
    </Routes>
  );
}
