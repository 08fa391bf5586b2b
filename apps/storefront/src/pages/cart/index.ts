import { opens, type PageModule } from '../../shared/router/page';
import { $head, cartPageOpened } from './model';
import { CartPage } from './view';

const page: PageModule = {
  Component: CartPage,
  opening: opens(cartPageOpened, () => undefined),
  $head,
};
export default page;
