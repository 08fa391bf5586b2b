import { createStore } from 'effector';
import type { PageHead, PageModule } from '../../shared/router/page';
import { MaintenancePage } from './view';

/** Polling is the browser's business: the view starts it when it mounts, the server only renders. */
const page: PageModule = {
  Component: MaintenancePage,
  $head: createStore<PageHead>({ title: { id: 'maintenance.title' } }, { serialize: 'ignore' }),
};
export default page;
