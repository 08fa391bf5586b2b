export * from './auth-modal';
export * from './guest-checkout';
