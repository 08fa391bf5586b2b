export * from './info-modal';
