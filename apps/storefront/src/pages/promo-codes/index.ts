import { createStore } from 'effector';
import { AFTER_SALE_MESSAGES } from '../../shared/router/after-sale-messages';
import { opens, type PageHead, type PageModule } from '../../shared/router/page';
import { promoCodesOpened } from './model';
import { PromoCodesPage } from './view';

/** `/promo-codes`: a signed-in customer's refund promotion codes, read in the browser only. */
const page: PageModule = {
  Component: PromoCodesPage,
  opening: opens(promoCodesOpened, ({ query }) => query),
  $head: createStore<PageHead>(
    { title: { id: 'header.profile.refundPromoCodes' } },
    { serialize: 'ignore' },
  ),
  messages: AFTER_SALE_MESSAGES,
  noindex: true,
};
export default page;
