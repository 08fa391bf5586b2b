import { combine } from 'effector';
import { DEFAULT_HEAD, opens, type PageHead, type PageModule } from '../../shared/router/page';
import { $title, listItemOpened } from './model';
import { ListItemPage } from './view';

const $head = combine($title, (title): PageHead =>
  title === null
    ? DEFAULT_HEAD
    : {
        title: { text: title },
        description: { id: 'storefront.meta.categoryDescription', values: { name: title } },
      },
);

const page: PageModule = {
  Component: ListItemPage,
  opening: opens(listItemOpened, ({ query }) => query),
  $head,
};
export default page;
