import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isThaiCharacter } from './is-thai-character';
import { isThaiCombiningMark } from './is-thai-combining-mark';
import {
  THAI_COMBINING_MARKS,
  THAI_CONSONANTS,
  untrustedTextArb,
} from '../testing/engraving.arbitraries';

describe('isThaiCombiningMark: marks written above or below a consonant', () => {
  it('is true for U+0E31, U+0E34-U+0E3A and U+0E47-U+0E4E only', () => {
    expect(isThaiCombiningMark('\u0E31')).toBe(true);
    expect(isThaiCombiningMark('\u0E34')).toBe(true);
    expect(isThaiCombiningMark('\u0E3A')).toBe(true);
    expect(isThaiCombiningMark('\u0E47')).toBe(true);
    expect(isThaiCombiningMark('\u0E4E')).toBe(true);
    // SARA A, SARA AA, SARA AM and the leading vowels are written beside the consonant
    expect(
      ['\u0E30', '\u0E32', '\u0E33', '\u0E40', '\u0E44', '\u0E4F'].some(isThaiCombiningMark),
    ).toBe(false);
    expect(isThaiCombiningMark('')).toBe(false);
    expect(isThaiCombiningMark('\u0E31\u0E31')).toBe(false);
  });

  describe('properties', () => {
    it('every combining mark is Thai, and no consonant is a combining mark', () => {
      fc.assert(
        fc.property(
          fc.constantFrom(...THAI_COMBINING_MARKS),
          fc.constantFrom(...THAI_CONSONANTS),
          (mark, consonant) => {
            expect(isThaiCharacter(mark)).toBe(true);
            expect(isThaiCombiningMark(consonant)).toBe(false);
          },
        ),
      );
    });

    it('a combining mark is always a Thai character', () => {
      fc.assert(
        fc.property(untrustedTextArb({ maxLength: 1 }), (character) => {
          if (isThaiCombiningMark(character)) expect(isThaiCharacter(character)).toBe(true);
        }),
      );
    });
  });
});
