/**
 * Whether a character (one code point) is Thai script: the assigned letters, vowels, tone
 * marks, digits and signs of the Thai block (U+0E01-U+0E3A and U+0E3F-U+0E5B). The
 * unassigned code points of the block are not Thai text, so they are never engravable.
 */
export function isThaiCharacter(character: string): boolean {
  const codePoint = character.codePointAt(0);
  if (codePoint === undefined || character.length !== 1) return false;
  return (
    (codePoint >= 0x0e01 && codePoint <= 0x0e3a) || (codePoint >= 0x0e3f && codePoint <= 0x0e5b)
  );
}
