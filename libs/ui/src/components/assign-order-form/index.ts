export * from './assign-order-form';
