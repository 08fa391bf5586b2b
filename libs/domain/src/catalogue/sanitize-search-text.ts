import { SEARCH_TEXT_MAX_LENGTH } from '../config/business-constants';

/**
 * What search text may hold: letters of any script with their combining marks
 * (Thai vowel and tone marks are marks, not letters), decimal digits of any
 * script, `: . , - +` and the space. Everything else is dropped.
 */
const DISALLOWED = /[^\p{L}\p{M}\p{Nd}:.,\-+ ]/gu;

/**
 * Cleans search text as typed or as read from the `q` query: any white space
 * becomes a space (so a pasted tab still separates words), every other
 * character outside the allowed set is removed, and the text is cut to 100
 * UTF-16 units (SEARCH_TEXT_MAX_LENGTH, what an input's maxlength counts),
 * never splitting a character in two. Spaces are not trimmed or collapsed:
 * the box is cleaned on every key stroke and must let the customer type the
 * space between two words; the search call trims.
 *
 * Applying it twice changes nothing, and the result is never longer than 100.
 */
export function sanitizeSearchText(raw: unknown): string {
  if (typeof raw !== 'string') return '';
  const cleaned = raw.replace(/\s/gu, ' ').replace(DISALLOWED, '');
  if (cleaned.length <= SEARCH_TEXT_MAX_LENGTH) return cleaned;
  let kept = '';
  for (const character of cleaned) {
    if (kept.length + character.length > SEARCH_TEXT_MAX_LENGTH) break;
    kept += character;
  }
  return kept;
}
