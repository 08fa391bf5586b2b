export * from './card-brand-select';
