export * from './care-plan-option';
