export * from './chat-panel';
export * from './chat-lookup-form';
