import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ENGRAVING_FONT_SIZE,
  DEFAULT_ENGRAVING_SPECIAL_CHARACTERS,
  resolveEngravingRules,
} from './resolve-engraving-rules';
import { engravingSettingsArb } from '../testing/engraving.arbitraries';

describe("resolveEngravingRules: an item's settings with the defaults of sections 5 and 9", () => {
  it('an item that sets nothing: "default set letters, digits, space, some symbols, up to 30"; "12 for special"', () => {
    const rules = resolveEngravingRules({ engraving: true });
    expect(rules).toEqual({
      offered: true,
      lineCount: 1,
      englishMaxLength: 30,
      thaiOrSpecialMaxLength: 12,
      specialCharacters: DEFAULT_ENGRAVING_SPECIAL_CHARACTERS,
      specialCharacterMaxLength: 12,
      thaiAllowed: false,
      uppercaseOnly: false,
      autoResize: false,
      autoResizeBlock: 10,
      fontSize: DEFAULT_ENGRAVING_FONT_SIZE,
    });
  });

  it('keeps every setting the item gives', () => {
    const rules = resolveEngravingRules({
      engraving: true,
      engravingLine: 2,
      engAndNumericMaxLenght: 12,
      localAndSpecialMaxLenght: 8,
      allowedSpecialCharacter: '&-',
      specialCharacterMaxLength: 3,
      thaiAllowed: true,
      uppercaseOnly: true,
      autoResize: true,
      autoResizeBlock: 6,
      desktopFontSize: 32,
      mobileFontSize: 20,
    });
    expect(rules).toEqual({
      offered: true,
      lineCount: 2,
      englishMaxLength: 12,
      thaiOrSpecialMaxLength: 8,
      specialCharacters: '&-',
      specialCharacterMaxLength: 3,
      thaiAllowed: true,
      uppercaseOnly: true,
      autoResize: true,
      autoResizeBlock: 6,
      fontSize: { desktop: 32, mobile: 20 },
    });
  });

  it('treats a zero limit or an empty symbol list as not set', () => {
    const rules = resolveEngravingRules({
      engraving: true,
      engAndNumericMaxLenght: 0,
      localAndSpecialMaxLenght: 0,
      specialCharacterMaxLength: 0,
      allowedSpecialCharacter: '',
    });
    expect(rules.englishMaxLength).toBe(30);
    expect(rules.thaiOrSpecialMaxLength).toBe(12);
    expect(rules.specialCharacterMaxLength).toBe(12);
    expect(rules.specialCharacters).toBe(DEFAULT_ENGRAVING_SPECIAL_CHARACTERS);
  });

  it('offers a second line only when the item allows two or more lines', () => {
    expect(resolveEngravingRules({ engraving: true, engravingLine: 1 }).lineCount).toBe(1);
    expect(resolveEngravingRules({ engraving: true, engravingLine: 2 }).lineCount).toBe(2);
    expect(resolveEngravingRules({ engraving: true, engravingLine: 3 }).lineCount).toBe(2);
    expect(resolveEngravingRules({ engraving: true, engravingLine: 0 }).lineCount).toBe(1);
  });

  it("drops letters, digits, space, Thai and repeats from the item's symbol list", () => {
    expect(
      resolveEngravingRules({ engraving: true, allowedSpecialCharacter: '#A1 ก##' })
        .specialCharacters,
    ).toBe('#');
  });

  it('an item with engraving N is not offered', () => {
    expect(resolveEngravingRules({ engraving: false }).offered).toBe(false);
  });

  describe('properties', () => {
    it('limits and sizes are always positive integers, and there are 1 or 2 lines', () => {
      fc.assert(
        fc.property(engravingSettingsArb(), (settings) => {
          const rules = resolveEngravingRules(settings);
          for (const value of [
            rules.englishMaxLength,
            rules.thaiOrSpecialMaxLength,
            rules.specialCharacterMaxLength,
            rules.autoResizeBlock,
            rules.fontSize.desktop,
            rules.fontSize.mobile,
          ]) {
            expect(Number.isInteger(value) && value > 0).toBe(true);
          }
          expect([1, 2]).toContain(rules.lineCount);
        }),
      );
    });

    it('special characters are never letters, digits, space or Thai, and each is listed once', () => {
      fc.assert(
        fc.property(engravingSettingsArb(), (settings) => {
          const symbols = [...resolveEngravingRules(settings).specialCharacters];
          expect(symbols.some((symbol) => /[A-Za-z0-9 \u0E00-\u0E7F]/.test(symbol))).toBe(false);
          expect(new Set(symbols).size).toBe(symbols.length);
        }),
      );
    });
  });
});
