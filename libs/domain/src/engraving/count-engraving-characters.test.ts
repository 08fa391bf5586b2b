import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countEngravingCharacters } from './count-engraving-characters';
import {
  engravingInputArb,
  thaiCombiningMarkArb,
  thaiTextArb,
  untrustedTextArb,
} from '../testing/engraving.arbitraries';

describe('countEngravingCharacters: characters counted as a reader counts them', () => {
  it('counts English letters, digits and spacing one each', () => {
    expect(countEngravingCharacters('')).toBe(0);
    expect(countEngravingCharacters('LOVE YOU 2026')).toBe(13);
  });

  it('does not count a Thai vowel or tone mark written above or below a consonant', () => {
    // ก + ี (U+0E35, above) + ่ (U+0E48, tone mark): one character on the line
    expect(countEngravingCharacters('กี่')).toBe(1);
    // ส ว ั ส ด ี : MAI HAN-AKAT (U+0E31) and SARA II (U+0E35) sit above
    expect(countEngravingCharacters('สวัสดี')).toBe(4);
    // ค + ุ (U+0E38, below)
    expect(countEngravingCharacters('คุณ')).toBe(2);
    // THANTHAKHAT (U+0E4C) over the last consonant
    expect(countEngravingCharacters('รักษ์')).toBe(3);
  });

  it('counts leading vowels and SARA AM', () => {
    // ไ (leading vowel U+0E44) + ก + ่ : 2
    expect(countEngravingCharacters('ไก่')).toBe(2);
    // น + ้ + ำ (SARA AM U+0E33): 2
    expect(countEngravingCharacters('น้ำ')).toBe(2);
    expect(countEngravingCharacters('เพื่อน')).toBe(4);
  });

  it('counts an emoji as one character, not two UTF-16 units', () => {
    expect(countEngravingCharacters('A😀')).toBe(2);
  });

  describe('properties', () => {
    it('adding a combining mark anywhere never changes the count', () => {
      fc.assert(
        fc.property(engravingInputArb(), thaiCombiningMarkArb(), fc.nat(), (text, mark, at) => {
          const characters = [...text];
          const position = at % (characters.length + 1);
          const marked = [...characters.slice(0, position), mark, ...characters.slice(position)];
          expect(countEngravingCharacters(marked.join(''))).toBe(countEngravingCharacters(text));
        }),
      );
    });

    it('the count never exceeds the number of code points', () => {
      fc.assert(
        fc.property(fc.oneof(engravingInputArb(), thaiTextArb(), untrustedTextArb()), (text) => {
          expect(countEngravingCharacters(text)).toBeLessThanOrEqual([...text].length);
        }),
      );
    });

    it('text without Thai marks counts exactly its code points', () => {
      fc.assert(
        fc.property(untrustedTextArb(), (text) => {
          const withoutMarks = text.replace(/[\u0E31\u0E34-\u0E3A\u0E47-\u0E4E]/g, '');
          expect(countEngravingCharacters(withoutMarks)).toBe([...withoutMarks].length);
        }),
      );
    });

    it('the count of a concatenation is the sum of the counts', () => {
      fc.assert(
        fc.property(engravingInputArb(), thaiTextArb(), (a, b) => {
          expect(countEngravingCharacters(a + b)).toBe(
            countEngravingCharacters(a) + countEngravingCharacters(b),
          );
        }),
      );
    });
  });
});
