import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isThaiCharacter } from './is-thai-character';

describe('isThaiCharacter: the assigned characters of the Thai block', () => {
  it('recognises consonants, vowels, tone marks, digits and the baht sign', () => {
    expect(['ก', 'ฮ', 'ะ', 'ำ', '่', '๙', '฿', '๛'].every(isThaiCharacter)).toBe(true);
  });

  it('refuses Latin, the unassigned code points of the block and anything not one character', () => {
    expect(isThaiCharacter('A')).toBe(false);
    expect(isThaiCharacter('\u0E00')).toBe(false);
    expect(isThaiCharacter('\u0E3B')).toBe(false);
    expect(isThaiCharacter('\u0E5C')).toBe(false);
    expect(isThaiCharacter('')).toBe(false);
    expect(isThaiCharacter('กข')).toBe(false);
  });

  describe('properties', () => {
    it('is true exactly for the assigned code points of the Thai block', () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 0x10ffff }), (codePoint) => {
          const assigned =
            (codePoint >= 0x0e01 && codePoint <= 0x0e3a) ||
            (codePoint >= 0x0e3f && codePoint <= 0x0e5b);
          expect(isThaiCharacter(String.fromCodePoint(codePoint))).toBe(assigned);
        }),
      );
      fc.assert(
        fc.property(fc.integer({ min: 0x0e00, max: 0x0e7f }), (codePoint) => {
          const assigned =
            (codePoint >= 0x0e01 && codePoint <= 0x0e3a) ||
            (codePoint >= 0x0e3f && codePoint <= 0x0e5b);
          expect(isThaiCharacter(String.fromCodePoint(codePoint))).toBe(assigned);
        }),
      );
    });
  });
});
