export * from './catalogue-slider';
