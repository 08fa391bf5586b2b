import { opens, type PageHead, type PageModule } from '../../shared/router/page';
import { $search, searchOpened } from './model';
import { SearchPage } from './view';

const $head = $search.map((search): PageHead => ({
  title:
    search.q === ''
      ? { id: 'storefront.search.title' }
      : { id: 'storefront.search.resultsFor', values: { q: search.q } },
}));

const page: PageModule = {
  Component: SearchPage,
  opening: opens(searchOpened, ({ query }) => query),
  $head,
};
export default page;
