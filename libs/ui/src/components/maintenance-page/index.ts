export * from './maintenance-page';
