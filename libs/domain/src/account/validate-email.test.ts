import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateEmail } from './validate-email';
import { anyTextArb, validEmailArb } from '../testing/account.arbitraries';

const formatInvalid = [{ code: 'email.invalidFormat' }];

describe("Email pattern ('Email format invalid'): the shop's one e-mail check", () => {
  it('plain addresses pass, with dots, plus tags, hyphens and sub-domains', () => {
    for (const email of [
      'somchai@example.com',
      'somchai.k+shop@mail-1.co.th',
      'A_B-c@EXAMPLE.ORG',
      "o'neil@example.com",
      'x@xn--72c1a1bt4awk9o.xn--o3cw4h',
    ]) {
      expect(validateEmail(email), email).toEqual([]);
    }
  });

  it("malformed addresses: 'Email format invalid'", () => {
    for (const email of [
      'somchai',
      'somchai@',
      '@example.com',
      'somchai@example',
      'somchai@example.c',
      'som chai@example.com',
      'somchai@@example.com',
      '.somchai@example.com',
      'somchai.@example.com',
      'som..chai@example.com',
      'somchai@-example.com',
      'somchai@example-.com',
      'somchai@example..com',
      'somchai@example.com.',
      'สมชาย@example.com',
      ' somchai@example.com',
      'somchai@example.com ',
      'somchai@[127.0.0.1]',
    ]) {
      expect(validateEmail(email), email).toEqual(formatInvalid);
    }
  });

  it('RFC 5321 limits: 64 characters before the @, 254 in all', () => {
    expect(validateEmail(`${'a'.repeat(64)}@example.com`)).toEqual([]);
    expect(validateEmail(`${'a'.repeat(65)}@example.com`)).toEqual(formatInvalid);
    const domain = `${'d'.repeat(60)}.${'d'.repeat(60)}.${'d'.repeat(60)}.${'d'.repeat(60)}.com`;
    expect(validateEmail(`a@${domain}`)).toEqual([]); // 249 characters
    expect(validateEmail(`abcdefghij@${domain}`)).toEqual(formatInvalid); // 258
  });

  it("empty: 'This field is required'", () => {
    expect(validateEmail('')).toEqual([{ code: 'field.required' }]);
    expect(validateEmail(null)).toEqual([{ code: 'field.required' }]);
  });

  describe('properties', () => {
    it('generated addresses pass', () => {
      fc.assert(fc.property(validEmailArb(), (email) => validateEmail(email).length === 0));
    });

    it('an address with a space or a second @ inserted anywhere fails', () => {
      fc.assert(
        fc.property(validEmailArb(), fc.nat(), fc.constantFrom(' ', '@'), (email, at, inserted) => {
          const position = at % (email.length + 1);
          const broken = email.slice(0, position) + inserted + email.slice(position);
          return validateEmail(broken)[0]?.code === 'email.invalidFormat';
        }),
      );
    });

    it('never throws, and a valid address always has exactly one @ and no white space', () => {
      fc.assert(
        fc.property(fc.oneof(anyTextArb(), validEmailArb()), (text) => {
          const valid = validateEmail(text).length === 0;
          return !valid || (text.split('@').length === 2 && !/\s/.test(text));
        }),
      );
    });

    it('runs in linear time on long near-misses (no catastrophic backtracking)', () => {
      fc.assert(
        fc.property(fc.integer({ min: 1000, max: 5000 }), (n) => {
          const started = performance.now();
          validateEmail(`${'a.'.repeat(n)}@${'b-'.repeat(n)}`);
          validateEmail(`a@${'b.'.repeat(n)}`);
          return performance.now() - started < 50;
        }),
        { numRuns: 20 },
      );
    });
  });
});
