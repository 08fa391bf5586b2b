import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allowedEmailDomains } from './allowed-email-domains';

describe('allowedEmailDomains: the semicolon-separated specialConditionValue', () => {
  it('splits on semicolons, trims and lower-cases', () => {
    expect(allowedEmailDomains(' kbank.com ; KasikornBank.COM')).toEqual([
      'kbank.com',
      'kasikornbank.com',
    ]);
  });

  it('ignores empty entries and a leading @', () => {
    expect(allowedEmailDomains('@kbank.com;;  ;')).toEqual(['kbank.com']);
  });

  it('is empty when the value is missing or blank', () => {
    expect(allowedEmailDomains(undefined)).toEqual([]);
    expect(allowedEmailDomains('  ')).toEqual([]);
  });

  describe('properties', () => {
    it('never yields an empty, padded or upper-case entry', () => {
      fc.assert(
        fc.property(fc.string({ maxLength: 40 }), (value) => {
          for (const domain of allowedEmailDomains(value)) {
            expect(domain).not.toBe('');
            expect(domain).toBe(domain.toLowerCase());
            expect(domain.includes(';')).toBe(false);
          }
        }),
      );
    });
  });
});
