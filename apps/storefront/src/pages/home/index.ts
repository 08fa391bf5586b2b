import { opens, type PageModule } from '../../shared/router/page';
import { homeOpened } from './model';
import { HomePage } from './view';

/** `/`: the banners come with the page; the categories with start-up. */
const page: PageModule = { Component: HomePage, opening: opens(homeOpened, () => undefined) };
export default page;
