import { isThaiCombiningMark } from './is-thai-combining-mark';

/**
 * The length of an engraving line as a reader counts it, which is what the per-line
 * limits mean: every code point counts once (an emoji is one character, not two UTF-16
 * units), except the Thai marks written above or below a consonant, which count nothing
 * (`'กี่'` is 1 character, `'ไก่'` is 2, `'น้ำ'` is 2).
 */
export function countEngravingCharacters(text: string): number {
  let count = 0;
  for (const character of text) {
    if (!isThaiCombiningMark(character)) count += 1;
  }
  return count;
}
