import { createStore } from 'effector';
import type { PageHead, PageModule } from '../../shared/router/page';
import { NotFoundPage } from './view';

const page: PageModule = {
  Component: NotFoundPage,
  $head: createStore<PageHead>({ title: { id: 'notFound.title' } }, { serialize: 'ignore' }),
  $notFound: createStore(true, { serialize: 'ignore' }),
};
export default page;
