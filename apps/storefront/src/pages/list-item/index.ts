import { combine } from 'effector';
import { DEFAULT_HEAD, opens, type PageHead, type PageModule } from '../../shared/router/page';
import { $heading, listItemOpened } from './model';
import { ListItemPage } from './view';

const $head = combine($heading, (heading): PageHead =>
  heading === null
    ? DEFAULT_HEAD
    : 'text' in heading
      ? {
          title: heading,
          description: {
            id: 'storefront.meta.categoryDescription',
            values: { name: heading.text },
          },
        }
      : { title: heading },
);

const page: PageModule = {
  Component: ListItemPage,
  opening: opens(listItemOpened, ({ query }) => query),
  $head,
};
export default page;
