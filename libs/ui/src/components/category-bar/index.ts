export * from './category-bar';
