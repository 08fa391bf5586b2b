export * from './error-codes';
export * from './validate-contact-form';
export * from './remaining-message-characters';
export * from './accept-attachments';
export * from './sniff-attachment';
