export * from './sticky-bar';
