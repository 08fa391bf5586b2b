export * from './price-tag';
