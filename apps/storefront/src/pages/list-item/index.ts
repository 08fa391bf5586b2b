export { ListItemPage as default } from './view';
