export * from './carousel';
