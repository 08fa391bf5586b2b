import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** The family name pictures use for Thai text: listed first in `SVG_FONT_FAMILY`. */
export const EMBEDDED_THAI_FAMILY = 'IBM Plex Sans Thai';

const THAI_RANGE = 'U+0E01-0E5B, U+200C-200D, U+25CC';

let cached: string | undefined;

/**
 * `@font-face` rules carrying the Thai glyphs of IBM Plex Sans Thai (regular
 * and bold) as data URLs. A picture shown with <img> cannot load fonts, not
 * even the page's, and many systems have no Thai font, so pictures with Thai
 * headlines carry their own (about 12 KB per weight, Thai only; Latin text
 * uses the system's sans-serif). Empty when the font package is missing: the
 * pictures then fall back to the system's fonts.
 */
export function embeddedThaiFontCss(): string {
  if (cached !== undefined) return cached;
  try {
    const require = createRequire(import.meta.url);
    cached = ([400, 700] as const)
      .map((weight) => {
        const file = require.resolve(
          `@fontsource/ibm-plex-sans-thai/files/ibm-plex-sans-thai-thai-${weight}-normal.woff2`,
        );
        const data = readFileSync(file).toString('base64');
        return `@font-face{font-family:'${EMBEDDED_THAI_FAMILY}';font-style:normal;font-weight:${weight};src:url(data:font/woff2;base64,${data}) format('woff2');unicode-range:${THAI_RANGE};}`;
      })
      .join('\n');
  } catch {
    cached = '';
  }
  return cached;
}
