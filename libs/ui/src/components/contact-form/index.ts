export * from './contact-form';
export * from './case-thread';
export * from './attachment-picker';
