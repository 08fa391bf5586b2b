import type { Messages } from './en';
import { thDomain } from './th/domain';
import { thServer } from './th/server';

/** The shop's Thai text: every id of `en.ts`, checked by the compiler. */
export const th: Messages = {
  ...thServer,
  ...thDomain,
};
