import { PROMO_CODE_MAX_LENGTH } from '../config/business-constants';
import {
  accept,
  domainError,
  reject,
  type Checked,
  type DomainError,
} from '../shared/domain-error';
import type { PromotionErrorCode } from './error-codes';

/**
 * The symbols a promotion code may hold besides ASCII letters and digits. The
 * spec says only "some symbols"; the hyphen and the underscore are the ones
 * campaign codes use as separators (`NEWYEAR-2025`, `KSC_500`), and neither can
 * be confused with spacing or punctuation typed by mistake.
 */
export const PROMO_CODE_SYMBOLS = '-_';

const ALLOWED_CHARACTER = /^[A-Za-z0-9_-]$/;

/**
 * Checks the promotion-code field: optional, 1-40 ASCII letters, digits and
 * {@link PROMO_CODE_SYMBOLS}. Surrounding spaces are dropped, so a blank field
 * is accepted as "no code" (`undefined`). Letter case is kept: whether codes
 * are case-sensitive is the server's lookup's business.
 */
export function validatePromoCode(
  text: string | null | undefined,
): Checked<string | undefined, DomainError<PromotionErrorCode>> {
  const code = (typeof text === 'string' ? text : '').trim();
  if (code === '') return accept(undefined);
  const errors: DomainError<PromotionErrorCode>[] = [];
  const characters = [...code];
  if (characters.length > PROMO_CODE_MAX_LENGTH) {
    errors.push(domainError('promotion.codeTooLong', { max: PROMO_CODE_MAX_LENGTH }));
  }
  if (!characters.every((character) => ALLOWED_CHARACTER.test(character))) {
    errors.push(domainError('promotion.codeInvalidCharacters', { symbols: PROMO_CODE_SYMBOLS }));
  }
  return errors.length === 0 ? accept(code) : reject(errors);
}
