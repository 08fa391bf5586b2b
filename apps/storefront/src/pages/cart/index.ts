import { createStore } from 'effector';
import { opens, type PageHead, type PageModule } from '../../shared/router/page';
import { $step, cartPageOpened } from './model';
import { CartPage } from './view';

const page: PageModule = {
  Component: CartPage,
  opening: opens(cartPageOpened, ({ params }) => params.step ?? ''),
  $head: createStore<PageHead>({ title: { id: 'cartPage.title' } }, { serialize: 'ignore' }),
  $notFound: $step.map((step) => step !== '1'),
};
export default page;
