export { ItemDetailPage as default } from './view';
