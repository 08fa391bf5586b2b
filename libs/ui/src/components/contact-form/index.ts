export * from './contact-form';
export * from './contact-form-views';
export * from './case-thread';
export * from './attachment-picker';
