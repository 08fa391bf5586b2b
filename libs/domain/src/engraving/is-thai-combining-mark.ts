/**
 * Whether a character is a Thai vowel or tone mark written above or below its consonant
 * (MAI HAN-AKAT U+0E31, the vowels U+0E34-U+0E3A, and MAITAIKHU to YAMAKKAN U+0E47-U+0E4E).
 * A reader does not count these as characters of their own, and they take no width on the line.
 * Leading vowels (U+0E40-U+0E44), SARA A, SARA AA and SARA AM are written beside the consonant:
 * they are not combining marks and they count.
 */
export function isThaiCombiningMark(character: string): boolean {
  if (character.length !== 1) return false;
  const codePoint = character.charCodeAt(0);
  return (
    codePoint === 0x0e31 ||
    (codePoint >= 0x0e34 && codePoint <= 0x0e3a) ||
    (codePoint >= 0x0e47 && codePoint <= 0x0e4e)
  );
}
