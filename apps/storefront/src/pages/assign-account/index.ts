import { createStore } from 'effector';
import { AFTER_SALE_MESSAGES } from '../../shared/router/after-sale-messages';
import { opens, type PageHead, type PageModule } from '../../shared/router/page';
import { assignAccountOpened } from './model';
import { AssignAccountPage } from './view';

/** `/assign-account`: a signed-in customer's form, in the browser only. */
const page: PageModule = {
  Component: AssignAccountPage,
  opening: opens(assignAccountOpened, ({ query }) => query),
  $head: createStore<PageHead>(
    { title: { id: 'header.profile.assignOrder' } },
    { serialize: 'ignore' },
  ),
  messages: AFTER_SALE_MESSAGES,
  noindex: true,
};
export default page;
