export * from './use-reduced-motion';
export * from './use-scrolled-past';
export * from './use-element-on-screen';
export * from './use-typing';
export * from './use-blur-after-press';
export * from './use-page-loaded';
