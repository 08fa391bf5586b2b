import type { PageMessages } from './page';
import { PAGES } from './page-registry';

/**
 * The texts of the customer's pages after the sale (`afterSale.*`): the
 * profile, the password, the history, the refund promotion codes and the
 * order assignment load them with their chunks; the first page does not.
 */
export const AFTER_SALE_MESSAGES: PageMessages = {
  name: PAGES.userInfo.messages,
  load: {
    en: () => import('virtual:messages/afterSale.en'),
    th: () => import('virtual:messages/afterSale.th'),
  },
};
