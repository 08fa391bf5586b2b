export * from './item-card';
