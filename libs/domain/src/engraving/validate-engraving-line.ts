import { accept, domainError, reject, type Checked } from '../shared/domain-error';
import { countEngravingCharacters } from './count-engraving-characters';
import type { EngravingError } from './error-codes';
import { isThaiCharacter } from './is-thai-character';
import type { EngravingRules } from './resolve-engraving-rules';

const ENGLISH_OR_NUMERIC = /^[A-Za-z0-9 ]$/;

/**
 * Checks one engraving line against an item's rules and collects every error:
 * - characters outside letters, digits, space, the item's symbols and (when allowed) Thai:
 *   `engraving.bannedCharacters`, each offender listed once in the order typed;
 * - Thai on an item that does not allow it: `engraving.thaiNotAllowed` (not repeated as banned);
 * - more symbols than `specialCharacterMaxLength`: `engraving.tooManySpecialCharacters`;
 * - too long: `engraving.tooLong` with both limits. A line of English letters, digits and spaces
 *   only is held to `englishMaxLength`; a line with any Thai or other character to
 *   `thaiOrSpecialMaxLength`; length is {@link countEngravingCharacters}.
 *
 * The accepted value is the text to engrave: in capitals when the item is `uppercaseOnly`
 * (only a-z change, so the count never changes), and `''` when the line holds only spaces.
 * Never throws, whatever the text.
 */
export function validateEngravingLine(
  text: string,
  rules: EngravingRules,
  line: 1 | 2,
): Checked<string, EngravingError> {
  const engraved = rules.uppercaseOnly
    ? text.replace(/[a-z]/g, (letter) => letter.toUpperCase())
    : text;
  // A set of code points, so that half of an allowed emoji never passes for a symbol.
  const allowedSymbols = new Set(rules.specialCharacters);
  const banned = new Set<string>();
  const blockedThai = new Set<string>();
  let symbols = 0;
  let englishOnly = true;
  for (const character of engraved) {
    if (ENGLISH_OR_NUMERIC.test(character)) continue;
    englishOnly = false;
    if (isThaiCharacter(character)) {
      if (!rules.thaiAllowed) blockedThai.add(character);
    } else if (allowedSymbols.has(character)) {
      symbols += 1;
    } else {
      banned.add(character);
    }
  }

  const errors: EngravingError[] = [];
  if (banned.size > 0) {
    errors.push(
      domainError('engraving.bannedCharacters', { line, characters: [...banned].join(' ') }),
    );
  }
  if (blockedThai.size > 0) {
    errors.push(
      domainError('engraving.thaiNotAllowed', { line, characters: [...blockedThai].join(' ') }),
    );
  }
  if (symbols > rules.specialCharacterMaxLength) {
    errors.push(
      domainError('engraving.tooManySpecialCharacters', {
        line,
        max: rules.specialCharacterMaxLength,
      }),
    );
  }
  const limit = englishOnly ? rules.englishMaxLength : rules.thaiOrSpecialMaxLength;
  if (countEngravingCharacters(engraved) > limit) {
    errors.push(
      domainError('engraving.tooLong', {
        line,
        en: rules.englishMaxLength,
        th: rules.thaiOrSpecialMaxLength,
      }),
    );
  }
  if (errors.length > 0) return reject(errors);
  return accept(engraved.trim() === '' ? '' : engraved);
}
