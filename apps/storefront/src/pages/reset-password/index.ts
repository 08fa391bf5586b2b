import { createStore } from 'effector';
import { opens, type PageHead, type PageModule } from '../../shared/router/page';
import { resetPasswordOpened } from './model';
import { ResetPasswordPage } from './view';

const page: PageModule = {
  Component: ResetPasswordPage,
  opening: opens(resetPasswordOpened, ({ query }) => query),
  $head: createStore<PageHead>({ title: { id: 'auth.reset.title' } }, { serialize: 'ignore' }),
};
export default page;
