import type { Migration } from './migrate';
import catalogue from '../../migrations/0001_catalogue.sql';

/** Every migration, in order. A new one is a new numbered file added here. */
export const migrations: readonly Migration[] = [
  { version: 1, name: '0001_catalogue', sql: catalogue },
];
