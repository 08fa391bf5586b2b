import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeSearchText } from './sanitize-search-text';
import { searchTextArb } from '../testing/catalogue.arbitraries';
import { anyTextArb } from '../testing/account.arbitraries';

describe('Search text stripped to letters, digits and : . , - + space; max 100', () => {
  it('keeps English and Thai text with its vowel and tone marks', () => {
    expect(sanitizeSearchText('iPhone 16 Pro')).toBe('iPhone 16 Pro');
    expect(sanitizeSearchText('ไอโฟน สีดำ')).toBe('ไอโฟน สีดำ');
    expect(sanitizeSearchText('เคสกันกระแทก')).toBe('เคสกันกระแทก');
  });

  it('keeps : . , - + and digits of any script', () => {
    expect(sanitizeSearchText('USB-C 2.0, 20W+ 1:1')).toBe('USB-C 2.0, 20W+ 1:1');
    expect(sanitizeSearchText('รุ่น ๑๖')).toBe('รุ่น ๑๖');
  });

  it('drops every other symbol: quotes, brackets, %, &, emoji, the baht sign', () => {
    expect(sanitizeSearchText('"iPad" <script>alert(1)</script> 50% & more 😀 ฿')).toBe(
      'iPad scriptalert1script 50  more  ',
    );
  });

  it('turns a tab or a line break into a space, and never trims (the box is cleaned as the customer types)', () => {
    expect(sanitizeSearchText('air\tpods\nmax')).toBe('air pods max');
    expect(sanitizeSearchText('iphone ')).toBe('iphone ');
  });

  it('cuts to 100 characters (SEARCH_TEXT_MAX_LENGTH), never halving a character', () => {
    expect(sanitizeSearchText('a'.repeat(150))).toBe('a'.repeat(100));
    expect(sanitizeSearchText('a'.repeat(99) + '𝐀b')).toBe('a'.repeat(99));
  });

  it('a missing query is empty text', () => {
    expect(sanitizeSearchText(undefined)).toBe('');
    expect(sanitizeSearchText(['ipad'])).toBe('');
  });

  describe('properties', () => {
    const textArb = fc.oneof(searchTextArb(), anyTextArb(), fc.string({ maxLength: 300 }));

    it('sanitised text is a fixed point of sanitising', () => {
      fc.assert(
        fc.property(textArb, (text) => {
          const once = sanitizeSearchText(text);
          return sanitizeSearchText(once) === once;
        }),
      );
    });

    it('sanitised text is never longer than 100', () => {
      fc.assert(fc.property(textArb, (text) => sanitizeSearchText(text).length <= 100));
    });

    it('holds only letters, marks, digits, : . , - + and spaces', () => {
      fc.assert(
        fc.property(textArb, (text) =>
          /^[\p{L}\p{M}\p{Nd}:.,\-+ ]*$/u.test(sanitizeSearchText(text)),
        ),
      );
    });

    it('text already clean and within 100 is left as it is', () => {
      fc.assert(
        fc.property(
          fc.stringMatching(/^[a-zA-Z0-9ก-ฮ:.,+ -]{0,100}$/),
          (text) => sanitizeSearchText(text) === text,
        ),
      );
    });
  });
});
