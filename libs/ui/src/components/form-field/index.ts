export * from './form-field';
export * from './use-validated-form';
export * from './visible-field-errors';
export * from './server-error';
