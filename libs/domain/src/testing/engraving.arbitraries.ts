import fc from 'fast-check';
import type { EngravingLines } from '../engraving/engraving-lines';
import type { EngravingSettings } from '../engraving/engraving-settings';
import { resolveEngravingRules, type EngravingRules } from '../engraving/resolve-engraving-rules';

const range = (from: number, to: number): string[] =>
  Array.from({ length: to - from + 1 }, (_, index) => String.fromCharCode(from + index));

/**
 * Any text at all, as untrusted input may hold: any code point, and lone UTF-16 surrogates.
 * (Cheaper to build than fast-check's `'binary'` unit, whose first use costs seconds.)
 */
export function untrustedTextArb({
  maxLength = 40,
}: { maxLength?: number } = {}): fc.Arbitrary<string> {
  const unit = fc.oneof(
    fc.integer({ min: 0, max: 0x10ffff }).map((codePoint) => String.fromCodePoint(codePoint)),
    fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => String.fromCharCode(unit)),
    fc.integer({ min: 0, max: 0x7f }).map((unit) => String.fromCharCode(unit)),
  );
  return fc.string({ unit, maxLength });
}

/** Thai consonants ก-ฮ (U+0E01-U+0E2E). */
export const THAI_CONSONANTS: readonly string[] = range(0x0e01, 0x0e2e);

/** The Thai marks written above or below a consonant, which a reader does not count. */
export const THAI_COMBINING_MARKS: readonly string[] = [
  '\u0E31',
  ...range(0x0e34, 0x0e3a),
  ...range(0x0e47, 0x0e4e),
];

/** Leading vowels เ แ โ ใ ไ (U+0E40-U+0E44), written before the consonant and counted. */
export const THAI_LEADING_VOWELS: readonly string[] = range(0x0e40, 0x0e44);

/** One Thai combining mark. */
export function thaiCombiningMarkArb(): fc.Arbitrary<string> {
  return fc.constantFrom(...THAI_COMBINING_MARKS);
}

/**
 * Thai text as typed: syllables of an optional leading vowel, a consonant, up to two marks
 * above or below it, and an optional SARA AA or SARA AM.
 */
export function thaiTextArb({
  maxSyllables = 8,
}: { maxSyllables?: number } = {}): fc.Arbitrary<string> {
  const syllable = fc
    .tuple(
      fc.option(fc.constantFrom(...THAI_LEADING_VOWELS), { nil: '' }),
      fc.constantFrom(...THAI_CONSONANTS),
      fc.array(thaiCombiningMarkArb(), { maxLength: 2 }),
      fc.option(fc.constantFrom('\u0E32', '\u0E33'), { nil: '' }),
    )
    .map(([lead, consonant, marks, trail]) => lead + consonant + marks.join('') + trail);
  return fc.array(syllable, { maxLength: maxSyllables }).map((parts) => parts.join(''));
}

const ENGLISH_CHARACTERS = [...range(0x41, 0x5a), ...range(0x61, 0x7a), ...range(0x30, 0x39), ' '];

/** A line of English letters, digits and spaces only, of `minLength` to `maxLength` characters. */
export function englishEngravingTextArb({
  minLength = 0,
  maxLength = 40,
}: { minLength?: number; maxLength?: number } = {}): fc.Arbitrary<string> {
  return fc.string({ unit: fc.constantFrom(...ENGLISH_CHARACTERS), minLength, maxLength });
}

/**
 * Any text a customer might type into an engraving field: English, Thai, symbols,
 * accented letters, emoji, control characters and lone surrogates.
 */
export function engravingInputArb({
  maxLength = 40,
}: { maxLength?: number } = {}): fc.Arbitrary<string> {
  const unit = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...ENGLISH_CHARACTERS) },
    { weight: 2, arbitrary: fc.constantFrom(...THAI_CONSONANTS, ...THAI_COMBINING_MARKS) },
    { weight: 2, arbitrary: fc.constantFrom(...'.,-\'&!?@#+/:()|%*_=~"<>[]{};') },
    { weight: 1, arbitrary: fc.constantFrom('é', 'ß', '€', '😀', '\t', '\n', '\u00A0', '\uD800') },
    { weight: 1, arbitrary: untrustedTextArb({ maxLength: 1 }) },
  );
  return fc.array(unit, { maxLength }).map((units) => units.join(''));
}

/** An item's engraving settings, including missing and zero values that fall back to defaults. */
export function engravingSettingsArb(): fc.Arbitrary<EngravingSettings> {
  const limit = fc.option(fc.integer({ min: 0, max: 40 }), { nil: undefined });
  const flag = fc.option(fc.boolean(), { nil: undefined });
  return fc.record({
    engraving: fc.boolean(),
    engravingLine: fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined }),
    engAndNumericMaxLenght: limit,
    localAndSpecialMaxLenght: limit,
    allowedSpecialCharacter: fc.option(fc.constantFrom('', '&-.', "!?'", '#A1 ', '/:ก'), {
      nil: undefined,
    }),
    specialCharacterMaxLength: limit,
    thaiAllowed: flag,
    uppercaseOnly: flag,
    autoResize: flag,
    autoResizeBlock: fc.option(fc.integer({ min: 0, max: 20 }), { nil: undefined }),
    desktopFontSize: fc.option(fc.integer({ min: 0, max: 60 }), { nil: undefined }),
    mobileFontSize: fc.option(fc.integer({ min: 0, max: 40 }), { nil: undefined }),
  });
}

/** The resolved rules of an item that can be engraved. */
export function engravingRulesArb(): fc.Arbitrary<EngravingRules> {
  return engravingSettingsArb().map((settings) =>
    resolveEngravingRules({ ...settings, engraving: true }),
  );
}

/**
 * Engraving lines that pass `rules`: English letters, digits and spaces within the English
 * limit, a non-blank first line, and a second line only when the item takes two.
 */
export function validEngravingLinesArb(rules: EngravingRules): fc.Arbitrary<EngravingLines> {
  const line = englishEngravingTextArb({ maxLength: rules.englishMaxLength });
  return fc
    .tuple(
      fc.constantFrom(...ENGLISH_CHARACTERS.filter((character) => character !== ' ')),
      englishEngravingTextArb({ maxLength: rules.englishMaxLength - 1 }),
      rules.lineCount === 2 ? line : fc.constant(''),
    )
    .map(([first, rest, second]) => ({
      persMesg1: first + rest,
      persMesg2: second.trim() === '' ? '' : second,
    }));
}
