import { combine } from 'effector';
import { localizedName } from '@rewards/domain';
import { $locale } from '../../entities/locale/model';
import { DEFAULT_HEAD, opens, type PageHead, type PageModule } from '../../shared/router/page';
import { $state, listCatalogueOpened } from './model';
import { ListCataloguePage } from './view';

const $head = combine($state, $locale, (state, lang): PageHead => {
  if (state.status !== 'ready') return DEFAULT_HEAD;
  const name = localizedName(state.category, lang);
  return {
    title: { text: name },
    description: { id: 'storefront.meta.categoryDescription', values: { name } },
  };
});

const page: PageModule = {
  Component: ListCataloguePage,
  opening: opens(listCatalogueOpened, ({ params }) => params.categoryId ?? ''),
  $head,
  $notFound: $state.map((state) => state.status === 'notFound'),
};
export default page;
