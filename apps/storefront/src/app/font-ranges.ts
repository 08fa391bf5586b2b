/**
 * The unicode ranges of the shop's font files, as `@font-face` writes them
 * (`U+0E01-0E5B,U+200C`). fontsource cuts IBM Plex Sans Thai into a Thai and
 * a Latin file; the Latin file is cut once more here, so that a page gets
 * only the characters the shop's own texts are set in.
 */

/** fontsource's Thai subset. */
export const THAI_RANGE = 'U+02D7,U+0303,U+0331,U+0E01-0E5B,U+200C-200D,U+25CC';

/** fontsource's Latin subset: Latin-1, the general punctuation and a few signs. */
export const LATIN_RANGE =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

/**
 * The Latin characters every page loads: ASCII, the spaces dates and numbers
 * are formatted with (no-break, thin, narrow no-break), and the marks the
 * shop's texts use (quotes, dashes, ellipsis, middle dot, ©, ®, ™, ×, −).
 * The rest of the Latin file (accented letters, the rarer punctuation) is a
 * face of its own, downloaded only by a page that shows one of them. The
 * font has no thin or narrow no-break space: they stay in this range all the
 * same, so that a formatted date does not download the rest for a space the
 * next font of the stack draws.
 */
export const LATIN_CORE_RANGE =
  'U+0020-007E,U+00A0,U+00A9,U+00AE,U+00B7,U+00D7,U+2009,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026,U+202F,U+2122,U+2212';

/** The code points of a unicode range, in ascending order. */
export function codePointsOf(range: string): number[] {
  const points = new Set<number>();
  for (const part of range.split(',')) {
    const [from = '', to = from] = part.trim().replace(/^U\+/i, '').split('-');
    const first = Number.parseInt(from, 16);
    const last = Number.parseInt(to, 16);
    for (let point = first; point <= last; point += 1) points.add(point);
  }
  return [...points].sort((a, b) => a - b);
}

/** A unicode range of code points, runs written as `U+first-last`. */
export function rangeOf(codePoints: Iterable<number>): string {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const parts: string[] = [];
  const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, '0');
  for (let at = 0; at < sorted.length;) {
    let end = at;
    while (end + 1 < sorted.length && sorted[end + 1] === sorted[end]! + 1) end += 1;
    const first = sorted[at]!;
    const last = sorted[end]!;
    parts.push(first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`);
    at = end + 1;
  }
  return parts.join(',');
}

/** The Latin file's characters that are not in the core: its face's range. */
const CORE_POINTS = new Set(codePointsOf(LATIN_CORE_RANGE));
export const LATIN_REST_RANGE = rangeOf(
  codePointsOf(LATIN_RANGE).filter((point) => !CORE_POINTS.has(point)),
);

/** The characters of the core Latin file, as text for the font subsetter. */
export function latinCoreText(): string {
  return String.fromCodePoint(...codePointsOf(LATIN_CORE_RANGE));
}
