import { accountErrorCodes } from '../account/error-codes';
import { cartErrorCodes } from '../cart/error-codes';
import { catalogueErrorCodes } from '../catalogue/error-codes';
import { checkoutErrorCodes } from '../checkout/error-codes';
import { engravingErrorCodes } from '../engraving/error-codes';
import { instalmentsErrorCodes } from '../instalments/error-codes';
import { itemSelectionErrorCodes } from '../item-selection/error-codes';
import { ordersErrorCodes } from '../orders/error-codes';
import { paymentErrorCodes } from '../payment/error-codes';
import { pointsErrorCodes } from '../points/error-codes';
import { promotionErrorCodes } from '../promotion/error-codes';
import { supportErrorCodes } from '../support/error-codes';

/**
 * Every code a rule of the domain can return, across all areas. The messages
 * library must hold an English and a Thai text for each (its compiler checks it).
 */
export const DOMAIN_ERROR_CODES = [
  ...accountErrorCodes,
  ...cartErrorCodes,
  ...catalogueErrorCodes,
  ...checkoutErrorCodes,
  ...engravingErrorCodes,
  ...instalmentsErrorCodes,
  ...itemSelectionErrorCodes,
  ...ordersErrorCodes,
  ...paymentErrorCodes,
  ...pointsErrorCodes,
  ...promotionErrorCodes,
  ...supportErrorCodes,
] as const;

export type DomainErrorCode = (typeof DOMAIN_ERROR_CODES)[number];
