export { MaintenancePage as default } from './view';
