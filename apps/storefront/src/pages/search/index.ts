export { SearchPage as default } from './view';
