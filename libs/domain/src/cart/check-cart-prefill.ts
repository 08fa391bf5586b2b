import type { EngravingSettings } from '../engraving/engraving-settings';
import { resolveEngravingRules } from '../engraving/resolve-engraving-rules';
import { validateEngraving } from '../engraving/validate-engraving';
import { accept, domainError, reject, type Checked } from '../shared/domain-error';
import type { CartError } from './error-codes';
import type { CartPrefillEntry } from './parse-cart-prefill';

/** What the prefill check needs to know of an item (a decoded catalogue item fits). */
export interface CartPrefillItem extends EngravingSettings {
  readonly code: string;
  /** Whether `maxQuantity` applies (Y/N). */
  readonly limit?: boolean;
  readonly maxQuantity?: number;
  /** The care plan the item offers, if any. */
  readonly appleCare?: unknown;
}

/**
 * Checks the entries of a parsed prefill link against the catalogue, collecting every error
 * with its 1-based `position`:
 * - an unknown item code, or more units than the item allows per transaction (when its `limit`
 *   is Y and it gives a `maxQuantity`): 'Item code or quantity is invalid'
 *   (`cart.itemCodeOrQuantityInvalid`);
 * - a care plan for an item that offers none, or an engraving that does not pass the item's
 *   engraving rules (`validateEngraving`: limits, characters, lines, engraving Y/N):
 *   'Url is invalid' (`cart.urlInvalid`).
 * Accepts the entries with each engraving as it will be engraved (upper-cased when the item says
 * so). The max quantity summed across the whole cart is checked when the entries are added
 * (`checkAddToCart`).
 */
export function checkCartPrefill(
  entries: readonly CartPrefillEntry[],
  findItem: (code: string) => CartPrefillItem | undefined,
): Checked<readonly CartPrefillEntry[], CartError> {
  const errors: CartError[] = [];
  const checked: CartPrefillEntry[] = [];
  entries.forEach((entry, index) => {
    const position = index + 1;
    const item = findItem(entry.code);
    if (item === undefined) {
      errors.push(domainError('cart.itemCodeOrQuantityInvalid', { position }));
      return;
    }
    const before = errors.length;
    if (
      item.limit === true &&
      item.maxQuantity !== undefined &&
      entry.quantity > item.maxQuantity
    ) {
      errors.push(domainError('cart.itemCodeOrQuantityInvalid', { position }));
    }
    if (entry.hasAppleCare && item.appleCare === undefined) {
      errors.push(domainError('cart.urlInvalid', { position }));
    }
    const engraving = validateEngraving(entry.engraving, resolveEngravingRules(item));
    if (!engraving.ok) {
      errors.push(domainError('cart.urlInvalid', { position }));
    } else if (errors.length === before) {
      checked.push({ ...entry, engraving: engraving.value });
    }
  });
  return errors.length > 0 ? reject(errors) : accept(checked);
}
