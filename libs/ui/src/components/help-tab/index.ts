export * from './help-tab';
