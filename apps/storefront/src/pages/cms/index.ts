import { DEFAULT_HEAD, opens, type PageHead, type PageModule } from '../../shared/router/page';
import { $cms, cmsPageOpened } from './model';
import { CmsPageView } from './view';

const $head = $cms.map((state): PageHead =>
  state.status === 'ready' ? { title: { text: state.page.title } } : DEFAULT_HEAD,
);

const page: PageModule = {
  Component: CmsPageView,
  opening: opens(cmsPageOpened, ({ params }) => params.slug ?? ''),
  $head,
  $notFound: $cms.map((state) => state.status === 'notFound'),
};
export default page;
