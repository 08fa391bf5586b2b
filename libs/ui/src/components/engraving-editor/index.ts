export * from './engraving-editor';
