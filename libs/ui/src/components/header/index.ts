export * from './header';
export * from './language-toggle';
export * from './profile-menu';
export * from './mobile-menu';
