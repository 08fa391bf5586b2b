import thai400 from '@fontsource/ibm-plex-sans-thai/files/ibm-plex-sans-thai-thai-400-normal.woff2?unhinted';
import thai600 from '@fontsource/ibm-plex-sans-thai/files/ibm-plex-sans-thai-thai-600-normal.woff2?unhinted';
import latin400 from '@fontsource/ibm-plex-sans-thai/files/ibm-plex-sans-thai-latin-400-normal.woff2?unhinted';
import latin600 from '@fontsource/ibm-plex-sans-thai/files/ibm-plex-sans-thai-latin-600-normal.woff2?unhinted';
import type { Language } from '@rewards/domain';

/** The unicode ranges of fontsource's subsets of IBM Plex Sans Thai. */
const THAI_RANGE = 'U+02D7,U+0303,U+0331,U+0E01-0E5B,U+200C-200D,U+25CC';
const LATIN_RANGE =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

/**
 * Two weights per script: regular, and the semibold face standing for bold
 * too (the weight range `600 700`), so a page downloads two font files per
 * script instead of three and nothing is drawn in a synthetic bold.
 */
const FACES = [
  [thai400, '400', THAI_RANGE],
  [thai600, '600 700', THAI_RANGE],
  [latin400, '400', LATIN_RANGE],
  [latin600, '600 700', LATIN_RANGE],
] as const;

/**
 * The shop's typeface for both scripts (shipped from npm, never a CDN, and
 * built without its hinting: build/unhinted-fonts.ts), as
 * `@font-face` rules the server writes into every page's head. `optional`
 * display: a font that is not there within the first moment is not swapped in
 * later, so text never reflows (with the preloads below it is there).
 */
export const FONT_FACES_CSS = FACES.map(
  ([url, weight, range]) =>
    `@font-face{font-family:'IBM Plex Sans Thai';font-style:normal;font-display:optional;font-weight:${weight};src:url(${url}) format('woff2');unicode-range:${range}}`,
).join('');

/**
 * The fonts to preload: the regular weight of the page's scripts, which most
 * of its text is set in. Bold weights load when used; with `optional` display
 * a late one never moves text, it only waits for the next page.
 */
export function fontPreloads(lang: Language): readonly string[] {
  return lang === 'th' ? [thai400, latin400] : [latin400];
}
