import { combine } from 'effector';
import { localizedName } from '@rewards/domain';
import { $locale } from '../../entities/locale/model';
import { DEFAULT_HEAD, opens, type PageHead, type PageModule } from '../../shared/router/page';
import { $itemState, itemDetailOpened } from './model';
import { ItemDetailPage } from './view';

const $head = combine($itemState, $locale, (state, lang): PageHead => {
  if (state.status !== 'ready') return DEFAULT_HEAD;
  const name = localizedName(state.item, lang);
  return {
    title: { text: name },
    description: { id: 'storefront.meta.itemDescription', values: { name } },
  };
});

const page: PageModule = {
  Component: ItemDetailPage,
  opening: opens(itemDetailOpened, ({ query }) => query),
  $head,
  $notFound: $itemState.map((state) => state.status === 'notFound'),
};
export default page;
