import { pictureProcess, type Shaped, type TextToShape } from './encoder-process';

/** The weights pictures set text in. */
export type TextWeight = TextToShape['weight'];

/** A line of text a picture sets, in a weight. */
export type TextToSet = TextToShape;

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
 * browsers use), so Thai marks sit where the font puts them. HarfBuzz, the
 * fonts and wawoff2 (their decompression) run in the picture process
 * (`encoder-process.ts`), not in the server: an outliner answers for the lines
 * it was made for.
 */
export interface TextOutliner {
  /** The width in pixels of `text` set at `size` pixels. */
  width(text: string, size: number, weight: TextWeight): number;
  /** SVG path data of the line's glyphs, in the picture's coordinates. */
  outline(line: TextLine): string;
}

/** Rounds to one decimal: a tenth of a pixel is finer than any screen shows the picture. */
function round(value: number): number {
  return Math.round(value * 10) / 10;
}

function keyOf(text: string, weight: TextWeight): string {
  return `${weight} ${text}`;
}

/** The outliner of lines already set: `texts` and their `shaped` glyphs, in the same order. */
export function outlinerOf(texts: readonly TextToSet[], shaped: Shaped): TextOutliner {
  const lines = new Map(
    texts.map(({ text, weight }, index) => [keyOf(text, weight), shaped.lines[index]]),
  );
  const { upem } = shaped;

  function line(text: string, weight: TextWeight) {
    const found = lines.get(keyOf(text, weight));
    if (found === undefined) throw new Error(`The line "${text}" (${weight}) was not set`);
    return found;
  }

  return {
    width: (text, size, weight) => (line(text, weight).advance * size) / upem,
    outline({ text, x, y, size, weight, anchor }) {
      const set = line(text, weight);
      const scale = size / upem;
      const left = anchor === 'middle' ? x - (set.advance * scale) / 2 : x;
      // Font units point up; the picture's y axis points down.
      return set.glyphs
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

/**
 * An outliner of `texts`, set in the picture process (started if it is not
 * running; it ends once idle).
 */
export async function textOutliner(texts: readonly TextToSet[]): Promise<TextOutliner> {
  return outlinerOf(texts, await pictureProcess.shape(texts));
}
