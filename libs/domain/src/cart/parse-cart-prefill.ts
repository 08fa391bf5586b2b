import { QUANTITY_INPUT_MAX_LENGTH } from '../config/business-constants';
import type { EngravingLines } from '../engraving/engraving-lines';
import { accept, domainError, reject, type Checked } from '../shared/domain-error';
import type { CartError } from './error-codes';

/** The query parameters of a cart-prefill link (step 1, spec section 2), as read from the URL. */
export type CartPrefillQuery = Partial<
  Record<'codes' | 'quantities' | 'hasAppleCares' | 'engravings', unknown>
>;

/** One item a prefill link asks to put in the cart. */
export interface CartPrefillEntry {
  readonly code: string;
  readonly quantity: number;
  readonly hasAppleCare: boolean;
  readonly engraving: EngravingLines;
}

/** The longest item code the shop uses (the API contract's limit). */
const ITEM_CODE_MAX_LENGTH = 40;

/** The character between the two engraving lines of one `engravings` entry. */
export const PREFILL_ENGRAVING_LINE_SEPARATOR = '|';

const QUANTITY_DIGITS = new RegExp(`^[0-9]{1,${QUANTITY_INPUT_MAX_LENGTH}}$`);
const YES = new Set(['y', 'true']);
const NO = new Set(['', 'n', 'false']);

/** A line with its percent-escapes decoded, or `null` when an escape is broken. */
function decodeLine(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/**
 * Reads a cart-prefill link (spec section 5, "Cart prefill"): `codes`, `quantities`,
 * `hasAppleCares` and `engravings`, each a comma list, position by position
 * (`?codes=IPH16,APW10&quantities=1,2&hasAppleCares=Y,N&engravings=FOR+ANNA|LOVE+TOM,`).
 * A link with none of them prefills nothing (an empty list).
 *
 * - `codes` and `quantities` are required and non-empty; `hasAppleCares` and `engravings` are
 *   optional; every list given has as many entries as `codes`. Otherwise: 'Url is invalid'
 *   (`cart.urlInvalid`), alone.
 * - A quantity is 1 to 3 digits and at least 1, else 'Quantity is invalid' (`cart.quantityInvalid`).
 * - A code is 1 to 40 characters, else 'Item code or quantity is invalid'
 *   (`cart.itemCodeOrQuantityInvalid`).
 * - A care-plan flag is `Y`/`true` or `N`/`false`/empty (any case), else 'Url is invalid'.
 * - An engraving entry is `line1` or `line1|line2`; commas, bars and percent signs inside a line
 *   are percent-encoded (`%2C`, `%7C`, `%25`; `formatCartPrefill` writes them so) and any other
 *   percent-escape is decoded too. More than two lines or a broken escape: 'Url is invalid'.
 * Position errors carry the 1-based `position` and are all collected. Whether the items exist and
 * the engravings pass their item's rules is checked next, by `checkCartPrefill`. Never throws.
 */
export function parseCartPrefill(
  query: CartPrefillQuery,
): Checked<readonly CartPrefillEntry[], CartError> {
  const { codes, quantities, hasAppleCares, engravings } = query;
  const given = [codes, quantities, hasAppleCares, engravings].filter(
    (value) => value !== undefined && value !== null,
  );
  if (given.length === 0) return accept([]);
  const urlInvalid = reject([domainError('cart.urlInvalid')]);
  if (!given.every((value) => typeof value === 'string')) return urlInvalid;
  if (
    typeof codes !== 'string' ||
    typeof quantities !== 'string' ||
    codes === '' ||
    quantities === ''
  ) {
    return urlInvalid;
  }
  const codeList = codes.split(',');
  const quantityList = quantities.split(',');
  const careList = typeof hasAppleCares === 'string' ? hasAppleCares.split(',') : undefined;
  const engravingList = typeof engravings === 'string' ? engravings.split(',') : undefined;
  const count = codeList.length;
  if (
    quantityList.length !== count ||
    (careList !== undefined && careList.length !== count) ||
    (engravingList !== undefined && engravingList.length !== count)
  ) {
    return urlInvalid;
  }

  const errors: CartError[] = [];
  const entries: CartPrefillEntry[] = [];
  codeList.forEach((rawCode, index) => {
    const position = index + 1;
    const code = rawCode.trim();
    if (code === '' || code.length > ITEM_CODE_MAX_LENGTH) {
      errors.push(domainError('cart.itemCodeOrQuantityInvalid', { position }));
    }
    const quantityText = (quantityList[index] ?? '').trim();
    const quantity = Number(quantityText);
    if (!QUANTITY_DIGITS.test(quantityText) || quantity < 1) {
      errors.push(domainError('cart.quantityInvalid', { position }));
    }
    const careFlag = (careList?.[index] ?? '').trim().toLowerCase();
    if (!YES.has(careFlag) && !NO.has(careFlag)) {
      errors.push(domainError('cart.urlInvalid', { position }));
    }
    const parts = (engravingList?.[index] ?? '').split(PREFILL_ENGRAVING_LINE_SEPARATOR);
    const [first, second, ...more] = parts.map(decodeLine);
    if (typeof first !== 'string' || second === null || more.length > 0) {
      errors.push(domainError('cart.urlInvalid', { position }));
      return;
    }
    entries.push({
      code,
      quantity,
      hasAppleCare: YES.has(careFlag),
      engraving: { persMesg1: first, persMesg2: second ?? '' },
    });
  });
  return errors.length > 0 ? reject(errors) : accept(entries);
}
