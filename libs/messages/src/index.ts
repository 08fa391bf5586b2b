/**
 * Every text the shop shows, in English and Thai, once: the UI formats them
 * with react-intl, the server uses them for the titles of its errors.
 */
export * from './en';
export * from './th';
export * from './format-message';
