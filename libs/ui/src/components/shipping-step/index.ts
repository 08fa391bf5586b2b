export * from './shipping-step';
