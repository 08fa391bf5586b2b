import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ENGRAVING_MIN_FONT_SIZE, engravingFontSize } from './engraving-font-size';
import { resolveEngravingRules } from './resolve-engraving-rules';
import {
  engravingInputArb,
  engravingRulesArb,
  thaiCombiningMarkArb,
} from '../testing/engraving.arbitraries';

const resizing = resolveEngravingRules({
  engraving: true,
  autoResize: true,
  autoResizeBlock: 8,
  desktopFontSize: 32,
  mobileFontSize: 20,
});

describe('engravingFontSize: "font shrinks with length if autoResize"', () => {
  it('uses the desktop and mobile base sizes up to autoResizeBlock (8) characters', () => {
    expect(engravingFontSize('ANNA', resizing, 'desktop')).toBe(32);
    expect(engravingFontSize('ANNA', resizing, 'mobile')).toBe(20);
    expect(engravingFontSize('12345678', resizing, 'desktop')).toBe(32);
  });

  it('beyond the block, shrinks in inverse proportion to keep the line as wide: 32 x 8 / 16 = 16 px', () => {
    expect(engravingFontSize('1234567890123456', resizing, 'desktop')).toBe(16);
    // 20 x 8 / 9 = 17.8, rounded down so the line stays inside the image
    expect(engravingFontSize('123456789', resizing, 'mobile')).toBe(17);
  });

  it('never goes below the minimum of 10 px', () => {
    expect(engravingFontSize('A'.repeat(30), resizing, 'desktop')).toBe(ENGRAVING_MIN_FONT_SIZE);
  });

  it('a base size below the minimum is kept as is', () => {
    const tiny = resolveEngravingRules({
      engraving: true,
      autoResize: true,
      autoResizeBlock: 2,
      mobileFontSize: 8,
    });
    expect(engravingFontSize('ABCDEFGH', tiny, 'mobile')).toBe(8);
  });

  it('Thai marks above or below a consonant take no width', () => {
    // สวัสดีครับ: 8 characters on the line, within the block of 8
    expect(engravingFontSize('สวัสดีครับ', resizing, 'desktop')).toBe(32);
  });

  it('without autoResize the base size is kept, however long the line', () => {
    const fixed = resolveEngravingRules({ engraving: true, desktopFontSize: 28 });
    expect(engravingFontSize('A'.repeat(30), fixed, 'desktop')).toBe(28);
  });

  describe('properties', () => {
    const screen = fc.constantFrom('desktop' as const, 'mobile' as const);

    it('never larger than the base, never below the minimum', () => {
      fc.assert(
        fc.property(engravingInputArb(), engravingRulesArb(), screen, (text, rules, on) => {
          const size = engravingFontSize(text, rules, on);
          const base = rules.fontSize[on];
          expect(size).toBeLessThanOrEqual(base);
          expect(size).toBeGreaterThanOrEqual(Math.min(base, ENGRAVING_MIN_FONT_SIZE));
          expect(Number.isInteger(size)).toBe(true);
        }),
      );
    });

    it('never grows when a character is added', () => {
      fc.assert(
        fc.property(
          engravingInputArb(),
          engravingInputArb({ maxLength: 1 }),
          engravingRulesArb(),
          screen,
          (text, added, rules, on) => {
            expect(engravingFontSize(text + added, rules, on)).toBeLessThanOrEqual(
              engravingFontSize(text, rules, on),
            );
          },
        ),
      );
    });

    it('adding a Thai mark above or below never changes the size', () => {
      fc.assert(
        fc.property(
          engravingInputArb(),
          thaiCombiningMarkArb(),
          engravingRulesArb(),
          screen,
          (text, mark, rules, on) => {
            expect(engravingFontSize(text + mark, rules, on)).toBe(
              engravingFontSize(text, rules, on),
            );
          },
        ),
      );
    });
  });
});
