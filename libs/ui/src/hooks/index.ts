export * from './use-reduced-motion';
export * from './use-scrolled-past';
