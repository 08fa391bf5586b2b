export * from './confirm-dialog';
export * from './session-dialogs';
