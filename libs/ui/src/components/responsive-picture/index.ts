export * from './responsive-picture';
