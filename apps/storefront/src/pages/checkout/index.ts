import { createStore } from 'effector';
import { opens, type PageHead, type PageModule } from '../../shared/router/page';
import { CHECKOUT_MESSAGES } from './messages';
import { $step, checkoutOpened } from './model';
import { CheckoutPage } from './view';

const $head = createStore<PageHead>(
  { title: { id: 'storefront.checkout.title' } },
  { serialize: 'ignore' },
);

/**
 * `/cart/2` to `/cart/5` and `/cart/payment-process`: the checkout, a chunk of
 * its own that neither the first page nor the cart carries.
 *
 * Everything these steps show belongs to one shopper's browser session: the
 * cart and the session are read from the browser's storage, the addresses,
 * points and payment from the API with the shopper's token or guest id. So the
 * server renders only the shell (the layout, the stepper, a loading state),
 * never with a session: the page cache, keyed by address and language, then
 * holds nothing that belongs to a shopper, and the steps load in the browser
 * (`checkoutStarted`). Search engines are told not to index them, and a
 * payment's return (`payment-process`) is posted from the browser only, once.
 */
const page: PageModule = {
  Component: CheckoutPage,
  opening: opens(checkoutOpened, ({ params }) => params.step ?? ''),
  $head,
  $notFound: $step.map((step) => step === null),
  messages: CHECKOUT_MESSAGES,
  noindex: true,
};
export default page;
