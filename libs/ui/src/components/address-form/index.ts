export * from './address-form';
export * from './address-types';
export * from './address-view';
