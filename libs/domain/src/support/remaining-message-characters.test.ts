import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { remainingMessageCharacters } from './remaining-message-characters';

describe('remainingMessageCharacters: "Message 1-2000 with live counter"', () => {
  it('counts down from 2000', () => {
    expect(remainingMessageCharacters(undefined)).toBe(2000);
    expect(remainingMessageCharacters('')).toBe(2000);
    expect(remainingMessageCharacters('Where is my parcel?')).toBe(1981);
    expect(remainingMessageCharacters('x'.repeat(2000))).toBe(0);
  });

  it('goes below zero by the number of characters too many', () => {
    expect(remainingMessageCharacters('x'.repeat(2003))).toBe(-3);
  });

  it('counts a Thai letter or an emoji as one character', () => {
    expect(remainingMessageCharacters('สวัสดี')).toBe(1994);
    expect(remainingMessageCharacters('📦')).toBe(1999);
  });

  describe('properties', () => {
    it('typing one more character takes exactly one off the counter', () => {
      fc.assert(
        fc.property(
          fc.string({ maxLength: 50, unit: 'grapheme-ascii' }),
          fc.constantFrom('a', 'ก', '📦'),
          (text, character) => {
            expect(remainingMessageCharacters(text + character)).toBe(
              remainingMessageCharacters(text) - 1,
            );
          },
        ),
      );
    });
  });
});
