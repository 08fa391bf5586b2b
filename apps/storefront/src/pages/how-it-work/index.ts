export { HowItWorkPage as default } from './view';
