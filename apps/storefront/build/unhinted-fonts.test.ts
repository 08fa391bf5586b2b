import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { codePointsOf, LATIN_CORE_RANGE } from '../src/app/font-ranges';
import { latinCoreWoff2, unhintedWoff2 } from './unhinted-fonts';

/** The part of fontkit read here (it ships no types). */
interface Glyph {
  readonly id: number;
  readonly advanceWidth: number;
  readonly path: { toSVG(): string };
}
interface Font {
  readonly numGlyphs: number;
  readonly characterSet: number[];
  readonly directory: { readonly tables: Record<string, unknown> };
  glyphForCodePoint(codePoint: number): Glyph;
  layout(text: string): {
    readonly glyphs: Glyph[];
    readonly positions: { xAdvance: number; xOffset: number; yOffset: number }[];
  };
}

const require = createRequire(import.meta.url);
const fontkit = require('fontkit') as { create(buffer: Buffer): Font };
const files = (name: string) =>
  require.resolve(`@fontsource/ibm-plex-sans-thai/files/ibm-plex-sans-thai-${name}-normal.woff2`);

const SAMPLES = {
  // Thai letters, vowels and tone marks only: the Thai file has no space or digit.
  thai: 'แลกคะแนนสะสมไอโฟนโปรผ่อนนานสูงสุดเดือนฟรีกำลังซื้อญี่ปุ่นฐานปฏิทินฤดูกาล',
  latin: 'AVA Tw To Yo iPhone 17 Pro, THB 45,900 — 0% “Free” délivery fi fl',
};

describe('unhintedWoff2', () => {
  for (const name of ['thai-400', 'thai-600', 'latin-400', 'latin-600']) {
    it(`keeps every character's glyph, outline, advance and layout of ${name}, without the hinting`, async () => {
      const original = readFileSync(files(name));
      const unhinted = await unhintedWoff2(original);
      const before = fontkit.create(original);
      const after = fontkit.create(unhinted);

      expect(unhinted.subarray(0, 4).toString('latin1')).toBe('wOF2');
      expect(unhinted.length).toBeLessThan(original.length * 0.75);
      for (const table of ['fpgm', 'prep', 'cvt ']) {
        expect(before.directory.tables).toHaveProperty([table]);
        expect(after.directory.tables).not.toHaveProperty([table]);
      }
      expect(after.numGlyphs).toBe(before.numGlyphs);
      expect(after.characterSet).toEqual(before.characterSet);
      // Every glyph a character maps to. HarfBuzz's subsetter empties .notdef
      // (glyph 0), which a browser never draws for a web font: a character the
      // font lacks goes to the next font of the stack.
      for (const codePoint of before.characterSet) {
        const was = before.glyphForCodePoint(codePoint);
        const is = after.glyphForCodePoint(codePoint);
        if (was.id === 0) continue;
        expect(is.path.toSVG()).toBe(was.path.toSVG());
        expect(is.advanceWidth).toBe(was.advanceWidth);
      }
      const sample = SAMPLES[name.startsWith('thai') ? 'thai' : 'latin'];
      const laidBefore = before.layout(sample);
      const laidAfter = after.layout(sample);
      expect(laidAfter.positions).toEqual(laidBefore.positions);
      expect(laidAfter.glyphs.map((glyph) => glyph.path.toSVG())).toEqual(
        laidBefore.glyphs.map((glyph) => glyph.path.toSVG()),
      );
    });
  }
});

describe('latinCoreWoff2', () => {
  // Only characters of the core range: the quotes, the dash and the ligatures fi and fl among them.
  const sample =
    'AVA Tw To Yo iPhone 17 Pro, THB 45,900 \u2014 0% \u201cFree\u201d delivery fi fl \u00d7 2\u2026';

  for (const name of ['latin-400', 'latin-600']) {
    it(`draws every core character of ${name} as the whole font does, and nothing else`, async () => {
      const original = readFileSync(files(name));
      const core = await latinCoreWoff2(original);
      const before = fontkit.create(original);
      const after = fontkit.create(core);
      const wanted = codePointsOf(LATIN_CORE_RANGE);

      expect(core.subarray(0, 4).toString('latin1')).toBe('wOF2');
      expect(core.length).toBeLessThan((await unhintedWoff2(original)).length * 0.8);
      expect(after.directory.tables).not.toHaveProperty(['fpgm']);
      // Every core character the font has, and no character outside the core
      // (fontkit lists the cmap's closing 0xFFFF as a character).
      const mapped = after.characterSet.filter((point) => point !== 0xffff);
      expect([...mapped].sort((a, b) => a - b)).toEqual(
        wanted.filter((point) => before.characterSet.includes(point)),
      );
      // The font has no thin or narrow no-break space: the core's range holds
      // them so that a date's spaces do not download the rest of the Latin file.
      expect(wanted.filter((point) => !before.characterSet.includes(point))).toEqual([
        0x2009, 0x202f,
      ]);
      for (const codePoint of wanted) {
        const was = before.glyphForCodePoint(codePoint);
        const is = after.glyphForCodePoint(codePoint);
        if (was.id === 0) continue;
        expect(is.path.toSVG()).toBe(was.path.toSVG());
        expect(is.advanceWidth).toBe(was.advanceWidth);
      }
      const laidBefore = before.layout(sample);
      const laidAfter = after.layout(sample);
      expect(laidAfter.positions).toEqual(laidBefore.positions);
      expect(laidAfter.glyphs.map((glyph) => glyph.path.toSVG())).toEqual(
        laidBefore.glyphs.map((glyph) => glyph.path.toSVG()),
      );
    });
  }
});
