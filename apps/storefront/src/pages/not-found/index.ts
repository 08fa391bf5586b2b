export { NotFoundPage as default } from './view';
