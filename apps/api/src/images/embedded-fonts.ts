import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** The family name of the embedded Thai font, to list first in a `font-family`. */
export const EMBEDDED_THAI_FAMILY = 'IBM Plex Sans Thai';

const THAI_RANGE = 'U+0E01-0E5B, U+200C-200D, U+25CC';
const THAI_CHARACTER = /[\u0E01-\u0E5B]/gu;
const SARA_AM_PARTS = ['\u0E4D', '\u0E32'] as const;
const WEIGHTS = [400, 700] as const;

/** Rules made so far, by the Thai characters they carry; pictures are few, but the memory is bounded anyway. */
const made = new Map<string, Promise<string>>();
const MAX_REMEMBERED = 200;

let fonts: ReadonlyMap<number, Buffer> | null | undefined;

/** The Thai files of IBM Plex Sans Thai by weight, or `null` when the font package is missing. */
function thaiFonts(): ReadonlyMap<number, Buffer> | null {
  if (fonts !== undefined) return fonts;
  try {
    const require = createRequire(import.meta.url);
    fonts = new Map(
      WEIGHTS.map((weight) => [
        weight,
        readFileSync(
          require.resolve(
            `@fontsource/ibm-plex-sans-thai/files/ibm-plex-sans-thai-thai-${weight}-normal.woff2`,
          ),
        ),
      ]),
    );
  } catch {
    fonts = null;
  }
  return fonts;
}

async function rulesFor(characters: string): Promise<string> {
  const files = thaiFonts();
  if (files === null) return '';
  // Loaded on the sandbox page's first Thai text, not at the server's start.
  const { default: subsetFont } = await import('subset-font');
  const rules = await Promise.all(
    WEIGHTS.map(async (weight) => {
      const file = files.get(weight);
      if (file === undefined) return '';
      const subset = await subsetFont(file, characters, { targetFormat: 'woff2' });
      return `@font-face{font-family:'${EMBEDDED_THAI_FAMILY}';font-style:normal;font-weight:${weight};src:url(data:font/woff2;base64,${subset.toString('base64')}) format('woff2');unicode-range:${THAI_RANGE};}`;
    }),
  );
  return rules.join('\n');
}

/**
 * `@font-face` rules carrying the Thai glyphs that `text` uses, of IBM Plex
 * Sans Thai (regular and bold), as data URLs, for a page outside the shop's
 * build (the payment sandbox's) that shows Thai on systems that may have no
 * Thai font. Only the glyphs the text uses are kept (subset with HarfBuzz
 * through `subset-font`): a few KB where the whole Thai block is about 12 KB
 * per weight. Latin text uses the system's sans-serif. Empty when the text has
 * no Thai, and when the font package is missing or cannot be read (the page
 * then falls back to the system's fonts). Pictures draw their text as outlines
 * instead (`text-outline.ts`).
 */
export async function embeddedThaiFontCss(text: string): Promise<string> {
  const used = new Set(text.match(THAI_CHARACTER) ?? []);
  // SARA AM is drawn as NIKHAHIT and SARA AA once shaped ("ชำระ"): both glyphs must be kept.
  if (used.has('\u0E33')) for (const part of SARA_AM_PARTS) used.add(part);
  const characters = [...used].sort().join('');
  if (characters === '') return '';
  let rules = made.get(characters);
  if (rules === undefined) {
    rules = rulesFor(characters).catch(() => '');
    made.set(characters, rules);
    if (made.size > MAX_REMEMBERED) {
      const oldest = made.keys().next().value;
      if (oldest !== undefined) made.delete(oldest);
    }
  }
  return rules;
}
