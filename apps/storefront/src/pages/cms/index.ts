export { CmsPageView as default } from './view';
