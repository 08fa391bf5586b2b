import thai400 from '@fontsource/ibm-plex-sans-thai/files/ibm-plex-sans-thai-thai-400-normal.woff2?unhinted';
import thai600 from '@fontsource/ibm-plex-sans-thai/files/ibm-plex-sans-thai-thai-600-normal.woff2?unhinted';
import latin400 from '@fontsource/ibm-plex-sans-thai/files/ibm-plex-sans-thai-latin-400-normal.woff2?unhinted';
import latin600 from '@fontsource/ibm-plex-sans-thai/files/ibm-plex-sans-thai-latin-600-normal.woff2?unhinted';
import latin400Core from '@fontsource/ibm-plex-sans-thai/files/ibm-plex-sans-thai-latin-400-normal.woff2?unhinted-core';
import latin600Core from '@fontsource/ibm-plex-sans-thai/files/ibm-plex-sans-thai-latin-600-normal.woff2?unhinted-core';
import type { Language } from '@rewards/domain';
import { LATIN_CORE_RANGE, LATIN_REST_RANGE, THAI_RANGE } from './font-ranges';

/**
 * Two weights per script: regular, and the semibold face standing for bold
 * too (the weight range `600 700`), so a page downloads two font files per
 * script instead of three and nothing is drawn in a synthetic bold. The
 * Latin characters come in two faces with ranges that do not overlap: the
 * core (ASCII and the shop's marks, every page) and the rest of fontsource's
 * Latin file (accented letters: only a page that shows one downloads it).
 */
const FACES = [
  [thai400, '400', THAI_RANGE],
  [thai600, '600 700', THAI_RANGE],
  [latin400Core, '400', LATIN_CORE_RANGE],
  [latin600Core, '600 700', LATIN_CORE_RANGE],
  [latin400, '400', LATIN_REST_RANGE],
  [latin600, '600 700', LATIN_REST_RANGE],
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
  return lang === 'th' ? [thai400, latin400Core] : [latin400Core];
}
