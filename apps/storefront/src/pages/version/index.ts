export { VersionPage as default } from './view';
