import { createStore } from 'effector';
import { AFTER_SALE_MESSAGES } from '../../shared/router/after-sale-messages';
import { opens, type PageHead, type PageModule } from '../../shared/router/page';
import { historyOpened } from './model';
import { TransactionHistoryPage } from './view';

/** `/transaction-history`: a signed-in customer's orders, read in the browser only. */
const page: PageModule = {
  Component: TransactionHistoryPage,
  opening: opens(historyOpened, ({ query }) => query),
  $head: createStore<PageHead>(
    { title: { id: 'header.profile.purchaseHistory' } },
    { serialize: 'ignore' },
  ),
  messages: AFTER_SALE_MESSAGES,
  noindex: true,
};
export default page;
