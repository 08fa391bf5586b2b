import type { PageMessages } from './page';
import { PAGES } from './page-registry';

/**
 * The texts of Help & Contact (`help.*`): the contact page loads them with
 * its chunk, and the chat widget when it first opens; the first page does not.
 */
export const HELP_MESSAGES: PageMessages = {
  name: PAGES.contact.messages,
  load: {
    en: () => import('virtual:messages/help.en'),
    th: () => import('virtual:messages/help.th'),
  },
};
