export * from './catalogue-tile';
