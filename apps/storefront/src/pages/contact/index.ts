import { createStore } from 'effector';
import { HELP_MESSAGES } from '../../shared/router/help-messages';
import { opens, type PageHead, type PageModule } from '../../shared/router/page';
import { contactOpened } from './model';
import { ContactPage } from './view';

/** `/contactus`: the contact form for anyone, and a signed-in customer's cases. */
const page: PageModule = {
  Component: ContactPage,
  opening: opens(contactOpened, ({ query }) => query),
  $head: createStore<PageHead>(
    {
      title: { id: 'storefront.contact.title' },
      description: { id: 'storefront.contact.intro' },
    },
    { serialize: 'ignore' },
  ),
  messages: HELP_MESSAGES,
};
export default page;
