import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countEngravingCharacters } from './count-engraving-characters';
import { resolveEngravingRules } from './resolve-engraving-rules';
import { validateEngravingLine } from './validate-engraving-line';
import {
  engravingInputArb,
  engravingRulesArb,
  englishEngravingTextArb,
  thaiTextArb,
  untrustedTextArb,
} from '../testing/engraving.arbitraries';

const defaults = resolveEngravingRules({ engraving: true });
const thaiItem = resolveEngravingRules({
  engraving: true,
  engAndNumericMaxLenght: 12,
  localAndSpecialMaxLenght: 8,
  thaiAllowed: true,
  allowedSpecialCharacter: '&-',
  specialCharacterMaxLength: 2,
});

describe('validateEngravingLine: one line of engraving', () => {
  describe("per-line limits: 'The maximum no. of characters for each line is {en} characters (for English language) and {th} characters (for Thai language) including spacing'", () => {
    it('a line of English letters, digits and spaces may use the full 12 English characters', () => {
      expect(validateEngravingLine('HAPPY BDAY 1', thaiItem, 1)).toEqual({
        ok: true,
        value: 'HAPPY BDAY 1',
      });
    });

    it('the 13th English character breaks the limit; the error carries both limits, en 12 and th 8', () => {
      expect(validateEngravingLine('HAPPY BDAY 12', thaiItem, 2)).toEqual({
        ok: false,
        errors: [{ code: 'engraving.tooLong', line: 2, en: 12, th: 8 }],
      });
    });

    it('a line with Thai is held to the Thai/special limit of 8, counted as a reader counts', () => {
      // รักเธอเสมอ: 11 code points, 10 characters (MAI HAN-AKAT is not counted) > 8
      expect(validateEngravingLine('รักเธอเสมอ', thaiItem, 1)).toEqual({
        ok: false,
        errors: [{ code: 'engraving.tooLong', line: 1, en: 12, th: 8 }],
      });
      // สวัสดีครับ: 8 characters, the two marks above do not count
      expect(validateEngravingLine('สวัสดีครับ', thaiItem, 1).ok).toBe(true);
    });

    it('a line with a special character is held to the Thai/special limit too', () => {
      expect(validateEngravingLine('TOM & JERRY', thaiItem, 1)).toEqual({
        ok: false,
        errors: [{ code: 'engraving.tooLong', line: 1, en: 12, th: 8 }],
      });
      expect(validateEngravingLine('TOM & JO', thaiItem, 1).ok).toBe(true);
    });

    it('an item that sets nothing takes up to 30 English characters ("up to 30")', () => {
      expect(validateEngravingLine('A'.repeat(30), defaults, 1).ok).toBe(true);
      expect(validateEngravingLine('A'.repeat(31), defaults, 1)).toEqual({
        ok: false,
        errors: [{ code: 'engraving.tooLong', line: 1, en: 30, th: 12 }],
      });
    });

    it('spacing counts', () => {
      expect(validateEngravingLine(' '.repeat(4) + 'A'.repeat(9), thaiItem, 1).ok).toBe(false);
    });
  });

  describe("'These characters cannot be engraved'", () => {
    it('lists each offending character once, in the order typed', () => {
      expect(validateEngravingLine('é*é€*', defaults, 1)).toEqual({
        ok: false,
        errors: [{ code: 'engraving.bannedCharacters', line: 1, characters: 'é * €' }],
      });
    });

    it('the default set accepts letters, digits, space and the default symbols', () => {
      expect(validateEngravingLine("O'NEIL & CO", defaults, 1).ok).toBe(true);
      expect(validateEngravingLine('(01/02):', defaults, 1).ok).toBe(true);
      expect(validateEngravingLine('a-b,c!?@#+', defaults, 1).ok).toBe(true);
    });

    it("an item's own symbol list replaces the default set", () => {
      expect(validateEngravingLine('A&B-C', thaiItem, 1).ok).toBe(true);
      expect(validateEngravingLine('A.B', thaiItem, 1)).toEqual({
        ok: false,
        errors: [{ code: 'engraving.bannedCharacters', line: 1, characters: '.' }],
      });
    });

    it('tabs, line breaks, emoji and non-breaking spaces cannot be engraved', () => {
      const checked = validateEngravingLine('A\tB\nC😀\u00A0', defaults, 1);
      expect(checked).toEqual({
        ok: false,
        errors: [{ code: 'engraving.bannedCharacters', line: 1, characters: '\t \n 😀 \u00A0' }],
      });
    });

    it('more special characters than specialCharacterMaxLength (2) is an error of its own', () => {
      expect(validateEngravingLine('A&B&C-D', thaiItem, 1)).toEqual({
        ok: false,
        errors: [{ code: 'engraving.tooManySpecialCharacters', line: 1, max: 2 }],
      });
    });
  });

  describe('Thai blocked if thaiAllowed N', () => {
    it('reports the Thai characters typed, and only as Thai (not also as banned)', () => {
      expect(validateEngravingLine('รักเธอ', defaults, 1)).toEqual({
        ok: false,
        errors: [{ code: 'engraving.thaiNotAllowed', line: 1, characters: 'ร ั ก เ ธ อ' }],
      });
    });
  });

  describe('uppercased if uppercaseOnly Y', () => {
    it('turns the text to capitals instead of refusing it', () => {
      const upper = resolveEngravingRules({ engraving: true, uppercaseOnly: true });
      expect(validateEngravingLine('Love you', upper, 1)).toEqual({ ok: true, value: 'LOVE YOU' });
    });
  });

  it('collects every error of the line at once', () => {
    const checked = validateEngravingLine('สวัสดี*&&&'.padEnd(20, 'A'), thaiItem, 2);
    expect(checked.ok).toBe(false);
    expect(checked.ok ? [] : checked.errors.map((error) => error.code)).toEqual([
      'engraving.bannedCharacters',
      'engraving.tooManySpecialCharacters',
      'engraving.tooLong',
    ]);
  });

  it('a line of spaces only is an empty line', () => {
    expect(validateEngravingLine('   ', defaults, 2)).toEqual({ ok: true, value: '' });
    expect(validateEngravingLine('', defaults, 2)).toEqual({ ok: true, value: '' });
  });

  describe('properties', () => {
    it('never throws, whatever is typed', () => {
      fc.assert(
        fc.property(
          fc.oneof(untrustedTextArb(), engravingInputArb()),
          engravingRulesArb(),
          (text, rules) => {
            validateEngravingLine(text, rules, 1);
          },
        ),
      );
    });

    it('an English line is accepted exactly when it fits the English limit', () => {
      fc.assert(
        fc.property(
          englishEngravingTextArb({ maxLength: 45 }),
          engravingRulesArb(),
          (text, rules) => {
            const checked = validateEngravingLine(text, rules, 1);
            expect(checked.ok).toBe(text.length <= rules.englishMaxLength);
            if (!checked.ok) {
              expect(checked.errors).toEqual([
                {
                  code: 'engraving.tooLong',
                  line: 1,
                  en: rules.englishMaxLength,
                  th: rules.thaiOrSpecialMaxLength,
                },
              ]);
            }
          },
        ),
      );
    });

    it('Thai text on a Thai item is accepted exactly when its reader count fits the Thai limit', () => {
      fc.assert(
        fc.property(thaiTextArb({ maxSyllables: 14 }), engravingRulesArb(), (text, base) => {
          const rules = { ...base, thaiAllowed: true };
          const checked = validateEngravingLine(text, rules, 1);
          const limit = /[\u0E00-\u0E7F]/.test(text)
            ? rules.thaiOrSpecialMaxLength
            : rules.englishMaxLength;
          expect(checked.ok).toBe(countEngravingCharacters(text) <= limit);
        }),
      );
    });

    it('the banned list names each offender once, and only characters outside the allowed set', () => {
      fc.assert(
        fc.property(engravingInputArb(), engravingRulesArb(), (text, rules) => {
          const checked = validateEngravingLine(text, rules, 1);
          const banned = checked.ok
            ? undefined
            : checked.errors.find((error) => error.code === 'engraving.bannedCharacters');
          const listed = banned === undefined ? [] : String(banned['characters']).split(' ');
          const typed = [...text];
          const outside = typed.filter(
            (character) =>
              !/^[A-Za-z0-9 \u0E01-\u0E3A\u0E3F-\u0E5B]$/.test(character) &&
              ![...rules.specialCharacters].includes(character),
          );
          expect(new Set(listed).size).toBe(listed.length);
          expect(new Set(outside).size > 0).toBe(banned !== undefined);
          if (banned !== undefined) {
            expect(String(banned['characters'])).toBe([...new Set(outside)].join(' '));
          }
        }),
      );
    });

    it('with uppercaseOnly Y an accepted line has no small letter and the same count as typed', () => {
      fc.assert(
        fc.property(engravingInputArb(), engravingRulesArb(), (text, base) => {
          const rules = { ...base, uppercaseOnly: true };
          const checked = validateEngravingLine(text, rules, 1);
          if (checked.ok) {
            expect(checked.value).not.toMatch(/[a-z]/);
            if (checked.value !== '') {
              expect(countEngravingCharacters(checked.value)).toBe(countEngravingCharacters(text));
            }
          }
        }),
      );
    });

    it('with thaiAllowed N no accepted line holds Thai', () => {
      fc.assert(
        fc.property(engravingInputArb(), engravingRulesArb(), (text, base) => {
          const checked = validateEngravingLine(text, { ...base, thaiAllowed: false }, 1);
          if (checked.ok) expect(checked.value).not.toMatch(/[\u0E00-\u0E7F]/);
        }),
      );
    });

    it('an accepted line never exceeds the larger of the two limits', () => {
      fc.assert(
        fc.property(engravingInputArb({ maxLength: 50 }), engravingRulesArb(), (text, rules) => {
          const checked = validateEngravingLine(text, rules, 2);
          if (checked.ok) {
            expect(countEngravingCharacters(checked.value)).toBeLessThanOrEqual(
              Math.max(rules.englishMaxLength, rules.thaiOrSpecialMaxLength),
            );
          }
        }),
      );
    });
  });
});
