export * from './ui-link';
