import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as hb from 'harfbuzzjs';
import { decompress } from 'wawoff2';

/** The weights pictures set text in. */
export type TextWeight = 400 | 600 | 700;

const WEIGHTS: readonly TextWeight[] = [400, 600, 700];

/** fontsource's two files per weight: Thai letters, and Latin with digits and punctuation. */
type Subset = 'thai' | 'latin';

const THAI_LETTER = /[\u0E00-\u0E7F]/u;

/** One line of text to draw: the pen starts at (`x`, `y`) on the baseline, or is centred on `x`. */
export interface TextLine {
  readonly text: string;
  readonly x: number;
  readonly y: number;
  /** The font size in pixels. */
  readonly size: number;
  readonly weight: TextWeight;
  readonly anchor: 'start' | 'middle';
}

/**
 * Text set in the shop's typeface (IBM Plex Sans Thai), as outlines. A picture
 * shown with `<img>` is a document of its own that cannot use the page's web
 * fonts: text in it would need a font embedded in every picture, which the
 * browser decodes, shapes and lays out on the page's main thread (measured at
 * about half of a home page's main-thread time), or a system font that differs
 * from phone to phone. Outlines are drawn the same everywhere and cost the
 * browser only their painting. Shaped with HarfBuzz (`harfbuzzjs`, the shaper
 * browsers use), so Thai marks sit where the font puts them.
 */
export interface TextOutliner {
  /** The width in pixels of `text` set at `size` pixels. */
  width(text: string, size: number, weight: TextWeight): number;
  /** SVG path data of the line's glyphs, in the picture's coordinates. */
  outline(line: TextLine): string;
}

interface PlacedGlyph {
  readonly path: string;
  /** Where the glyph's origin sits, in font units from the start of the line. */
  readonly x: number;
  readonly y: number;
}

interface ShapedLine {
  readonly glyphs: readonly PlacedGlyph[];
  /** The line's advance in font units. */
  readonly advance: number;
}

function subsetOf(character: string): Subset {
  return THAI_LETTER.test(character) ? 'thai' : 'latin';
}

/** `text` cut where it changes between Thai and the rest (each part is shaped with its file). */
function runsOf(text: string): { readonly text: string; readonly subset: Subset }[] {
  const runs: { text: string; subset: Subset }[] = [];
  for (const character of text) {
    const subset = subsetOf(character);
    const last = runs[runs.length - 1];
    if (last !== undefined && last.subset === subset) last.text += character;
    else runs.push({ text: character, subset });
  }
  return runs;
}

function fontFile(subset: Subset, weight: TextWeight): Uint8Array {
  const require = createRequire(import.meta.url);
  return readFileSync(
    require.resolve(
      `@fontsource/ibm-plex-sans-thai/files/ibm-plex-sans-thai-${subset}-${weight}-normal.woff2`,
    ),
  );
}

/** Rounds to one decimal: a tenth of a pixel is finer than any screen shows the picture. */
function round(value: number): number {
  return Math.round(value * 10) / 10;
}

async function load(): Promise<TextOutliner> {
  const fonts = new Map<string, hb.Font>();
  let upem = 1000;
  for (const subset of ['thai', 'latin'] as const) {
    for (const weight of WEIGHTS) {
      const sfnt = await decompress(fontFile(subset, weight));
      const face = new hb.Face(new hb.Blob(sfnt));
      upem = face.upem;
      fonts.set(`${subset} ${weight}`, new hb.Font(face));
    }
  }
  const paths = new Map<string, string>();
  const shaped = new Map<string, ShapedLine>();

  function shape(text: string, weight: TextWeight): ShapedLine {
    const key = `${weight} ${text}`;
    const known = shaped.get(key);
    if (known !== undefined) return known;
    const glyphs: PlacedGlyph[] = [];
    let pen = 0;
    for (const run of runsOf(text)) {
      const fontKey = `${run.subset} ${weight}`;
      const font = fonts.get(fontKey);
      if (font === undefined) throw new Error(`No font for ${fontKey}`);
      const buffer = new hb.Buffer();
      buffer.addText(run.text);
      buffer.guessSegmentProperties();
      hb.shape(font, buffer);
      const positions = buffer.getGlyphPositions();
      for (const [index, info] of buffer.getGlyphInfos().entries()) {
        const position = positions[index];
        if (position === undefined) continue;
        const glyphKey = `${fontKey} ${info.codepoint}`;
        let path = paths.get(glyphKey);
        if (path === undefined) {
          path = font.glyphToPath(info.codepoint);
          paths.set(glyphKey, path);
        }
        if (path !== '') {
          glyphs.push({ path, x: pen + position.xOffset, y: position.yOffset });
        }
        pen += position.xAdvance;
      }
    }
    const line = { glyphs, advance: pen };
    shaped.set(key, line);
    return line;
  }

  return {
    width: (text, size, weight) => (shape(text, weight).advance * size) / upem,
    outline({ text, x, y, size, weight, anchor }) {
      const line = shape(text, weight);
      const scale = size / upem;
      const left = anchor === 'middle' ? x - (line.advance * scale) / 2 : x;
      // Font units point up; the picture's y axis points down.
      return line.glyphs
        .map((glyph) =>
          glyph.path.replace(
            /(-?[\d.]+),(-?[\d.]+)/g,
            (_, gx: string, gy: string) =>
              `${round(left + (glyph.x + Number(gx)) * scale)},${round(y - (glyph.y + Number(gy)) * scale)}`,
          ),
        )
        .join('');
    },
  };
}

let outliner: Promise<TextOutliner> | undefined;

/** The outliner, its fonts read and decoded on first use (once per process). */
export function textOutliner(): Promise<TextOutliner> {
  outliner ??= load();
  return outliner;
}
