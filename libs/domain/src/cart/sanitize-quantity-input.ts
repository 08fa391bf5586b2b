import { QUANTITY_INPUT_MAX_LENGTH } from '../config/business-constants';

/**
 * What the quantity box keeps of what is typed or pasted: digits only, at most
 * `QUANTITY_INPUT_MAX_LENGTH` (3) of them. `'1a2'` stays `'12'`, `'12345'` becomes `'123'`.
 */
export function sanitizeQuantityInput(typed: string): string {
  return typed.replace(/[^0-9]/g, '').slice(0, QUANTITY_INPUT_MAX_LENGTH);
}
