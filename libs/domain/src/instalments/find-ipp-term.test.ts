import { describe, expect, it } from 'vitest';
import { thb } from '../money/money';
import { findIppTerm } from './find-ipp-term';
import type { IppConfig } from './ipp-config';

const config: IppConfig = {
  ippConfig: {
    '3': { termValue: 3, termId: 'IPP03', custIpp: '0' },
    '10': { termValue: 10, termId: 'IPP10', custIpp: '0.89' },
  },
  cashInstallments: [
    { cashFrom: thb(3000), cashTo: thb(500_000), term: [3, 10], termCardBrands: [] },
  ],
};

describe('findIppTerm: the rate and id of a term, by its months', () => {
  it('finds the 10-month term at 0.89% per month', () => {
    expect(findIppTerm(config, 10)).toEqual({ termValue: 10, termId: 'IPP10', custIpp: '0.89' });
  });

  it('finds nothing for a term the config does not hold', () => {
    expect(findIppTerm(config, 6)).toBeUndefined();
  });

  it('relies on termValue, not on the key', () => {
    const rekeyed: IppConfig = {
      ...config,
      ippConfig: { ten: { termValue: 10, termId: 'X', custIpp: '1' } },
    };
    expect(findIppTerm(rekeyed, 10)?.termId).toBe('X');
  });
});
