import { createStore } from 'effector';
import type { PageHead, PageModule } from '../../shared/router/page';
import { VersionPage } from './view';

const page: PageModule = {
  Component: VersionPage,
  $head: createStore<PageHead>(
    { title: { id: 'storefront.version.title', values: { ip: __APP_VERSION__ } } },
    { serialize: 'ignore' },
  ),
};
export default page;
