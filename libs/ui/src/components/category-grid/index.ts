export * from './category-grid';
