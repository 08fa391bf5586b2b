export * from './item-grid';
