export * from './attribute-picker';
