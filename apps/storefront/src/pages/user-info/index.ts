import { createStore } from 'effector';
import { AFTER_SALE_MESSAGES } from '../../shared/router/after-sale-messages';
import { opens, type PageHead, type PageModule } from '../../shared/router/page';
import { userInfoOpened } from './model';
import { UserInfoPage } from './view';

/** `/userInfo`: a signed-in customer's profile and addresses, read in the browser only. */
const page: PageModule = {
  Component: UserInfoPage,
  opening: opens(userInfoOpened, ({ query }) => query),
  $head: createStore<PageHead>(
    { title: { id: 'header.profile.editProfile' } },
    { serialize: 'ignore' },
  ),
  messages: AFTER_SALE_MESSAGES,
  noindex: true,
};
export default page;
