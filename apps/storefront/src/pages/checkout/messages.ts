import type { PageMessages } from '../../shared/router/page';

/** The checkout's texts (`checkout.*`), which the first page does not carry. */
export const CHECKOUT_MESSAGES: PageMessages = {
  name: 'checkout',
  load: {
    en: () => import('virtual:messages/checkout.en'),
    th: () => import('virtual:messages/checkout.th'),
  },
};
