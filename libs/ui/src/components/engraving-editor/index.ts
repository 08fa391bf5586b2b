export * from './engraving-editor';
export * from './engraving-preview';
