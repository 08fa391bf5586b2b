export { ListCataloguePage as default } from './view';
