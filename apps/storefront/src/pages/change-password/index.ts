import { createStore } from 'effector';
import { AFTER_SALE_MESSAGES } from '../../shared/router/after-sale-messages';
import { opens, type PageHead, type PageModule } from '../../shared/router/page';
import { changePasswordOpened } from './model';
import { ChangePasswordPage } from './view';

/** `/change-password`: a signed-in customer's page, its form only in the browser. */
const page: PageModule = {
  Component: ChangePasswordPage,
  opening: opens(changePasswordOpened, ({ query }) => query),
  $head: createStore<PageHead>(
    { title: { id: 'header.profile.changePassword' } },
    { serialize: 'ignore' },
  ),
  messages: AFTER_SALE_MESSAGES,
  noindex: true,
};
export default page;
