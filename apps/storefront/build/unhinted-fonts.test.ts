import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { unhintedWoff2 } from './unhinted-fonts';

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
