export * from './to-top-button';
