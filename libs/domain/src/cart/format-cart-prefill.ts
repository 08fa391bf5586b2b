import type { EngravingLines } from '../engraving/engraving-lines';
import { PREFILL_ENGRAVING_LINE_SEPARATOR, type CartPrefillEntry } from './parse-cart-prefill';

/** The query values of a cart-prefill link, before the URL encodes them. */
export interface CartPrefillParams {
  readonly codes: string;
  readonly quantities: string;
  readonly hasAppleCares: string;
  readonly engravings: string;
}

function escapeLine(text: string): string {
  return text.replace(/%/g, '%25').replace(/,/g, '%2C').replace(/\|/g, '%7C');
}

function engravingEntry(engraving: EngravingLines): string {
  const first = escapeLine(engraving.persMesg1);
  return engraving.persMesg2 === ''
    ? first
    : `${first}${PREFILL_ENGRAVING_LINE_SEPARATOR}${escapeLine(engraving.persMesg2)}`;
}

/**
 * The query values of a link that prefills the cart with `entries`, the inverse of
 * `parseCartPrefill`: comma lists, care-plan flags as `Y`/`N`, each engraving as `line1` or
 * `line1|line2` with `%`, `,` and `|` inside a line percent-encoded. Set them with
 * `URLSearchParams`, which encodes the values once more for the URL.
 *
 * @throws RangeError when there is no entry, or a code holds a comma (item codes never do).
 */
export function formatCartPrefill(entries: readonly CartPrefillEntry[]): CartPrefillParams {
  if (entries.length === 0) throw new RangeError('A prefill link needs at least one item');
  if (entries.some((entry) => entry.code.includes(','))) {
    throw new RangeError('An item code cannot hold a comma');
  }
  return {
    codes: entries.map((entry) => entry.code).join(','),
    quantities: entries.map((entry) => String(entry.quantity)).join(','),
    hasAppleCares: entries.map((entry) => (entry.hasAppleCare ? 'Y' : 'N')).join(','),
    engravings: entries.map((entry) => engravingEntry(entry.engraving)).join(','),
  };
}
