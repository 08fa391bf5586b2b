import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countryCodeOrDefault } from './country-code-or-default';
import { anyTextArb } from '../testing/account.arbitraries';

describe('Country code default +66', () => {
  it('a blank or missing country code becomes +66', () => {
    expect(countryCodeOrDefault('')).toBe('+66');
    expect(countryCodeOrDefault('  ')).toBe('+66');
    expect(countryCodeOrDefault(undefined)).toBe('+66');
  });

  it('a given country code is kept', () => {
    expect(countryCodeOrDefault('+852')).toBe('+852');
  });

  describe('properties', () => {
    it('never returns blank', () => {
      fc.assert(fc.property(anyTextArb(), (text) => countryCodeOrDefault(text).trim() !== ''));
    });
  });
});
