import type { PageMessages } from '../../shared/router/page';
import { PAGES } from '../../shared/router/page-registry';

/** The checkout's texts (`checkout.*`), which the first page does not carry. */
export const CHECKOUT_MESSAGES: PageMessages = {
  name: PAGES.checkout.messages,
  load: {
    en: () => import('virtual:messages/checkout.en'),
    th: () => import('virtual:messages/checkout.th'),
  },
};
