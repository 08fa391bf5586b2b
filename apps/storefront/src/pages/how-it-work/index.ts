import { createStore } from 'effector';
import { opens, type PageHead, type PageModule } from '../../shared/router/page';
import { howItWorkOpened } from './model';
import { HowItWorkPage } from './view';

const page: PageModule = {
  Component: HowItWorkPage,
  opening: opens(howItWorkOpened, () => undefined),
  $head: createStore<PageHead>(
    { title: { id: 'storefront.howItWork.title' } },
    { serialize: 'ignore' },
  ),
};
export default page;
