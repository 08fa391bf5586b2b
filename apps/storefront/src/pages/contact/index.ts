import { createStore } from 'effector';
import type { PageHead, PageModule } from '../../shared/router/page';
import { ContactPage } from './view';

const page: PageModule = {
  Component: ContactPage,
  $head: createStore<PageHead>(
    {
      title: { id: 'storefront.contact.title' },
      description: { id: 'storefront.contact.intro' },
    },
    { serialize: 'ignore' },
  ),
};
export default page;
