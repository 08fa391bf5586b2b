import { opens, type PageHead, type PageModule } from '../../shared/router/page';
import { $isCheckoutStep, $step, CHECKOUT_STEPS, cartPageOpened } from './model';
import { CartPage } from './view';

const page: PageModule = {
  Component: CartPage,
  opening: opens(cartPageOpened, ({ params }) => params.step ?? ''),
  $head: $isCheckoutStep.map((checkout): PageHead => ({
    title: { id: checkout ? 'storefront.checkout.title' : 'cartPage.title' },
  })),
  $notFound: $step.map((step) => step !== '1' && !CHECKOUT_STEPS.includes(step)),
};
export default page;
