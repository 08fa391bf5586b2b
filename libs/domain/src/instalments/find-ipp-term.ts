import type { IppConfig, IppTerm } from './ipp-config';

/**
 * The term of `months` monthly payments in the instalment config, or `undefined`
 * when the config holds no rate for it (such a term is never offered).
 * Looked up by `termValue` rather than by key, so a key written as `'10'` or
 * `'10M'` makes no difference.
 */
export function findIppTerm(config: IppConfig, months: number): IppTerm | undefined {
  return Object.values(config.ippConfig).find((term) => term.termValue === months);
}
