import type { CardBrand } from '../config/business-constants';
import type { CartLine } from '../cart/cart-line';
import type { EngravingSettings } from '../engraving/engraving-settings';
import type { Money } from '../money/money';

/**
 * An item as the catalogue describes it today, with everything a checkout needs:
 * the fields of a cart line that come from the catalogue, and its engraving
 * settings. Server data: the authority on every price and limit.
 */
export interface CheckoutItem extends Omit<
  CartLine,
  'uuid' | 'quantity' | 'hasAppleCare' | 'persMesg1' | 'persMesg2' | 'checked' | 'engraving'
> {
  readonly engraving: EngravingSettings;
}

/**
 * One unit the shopper buys, as the review step sends it (`txnDetailVMs`, one
 * entry per unit): which cart line it belongs to, the item, its care plan and
 * engraving, and the prices the shopper was shown. Untrusted.
 */
export interface OrderUnitRequest {
  /** The cart line the unit comes from; the units of one line form it. */
  readonly lineUuid: string;
  readonly code: string;
  readonly hasAppleCare: boolean;
  readonly persMesg1: string;
  readonly persMesg2: string;
  /** The unit price shown to the shopper. */
  readonly shownUnitPrice: Money;
  /** The care plan price shown, when the unit has one. */
  readonly shownCarePlanPrice?: Money | undefined;
}

/** The figures and choices the review step shows, as sent. Untrusted: compared, never used. */
export interface ShownFigures {
  /** The checked lines' total with care plans, before the discount. */
  readonly total: Money;
  readonly discount: Money;
  /** Should be one of `PAYMENT_TYPES`. */
  readonly paymentType: string;
  readonly cash: Money;
  readonly point: number;
  readonly termOfFlexi?: number | undefined;
  /** The instalment term's id. */
  readonly ippCustomer?: string | undefined;
  readonly cardEntity?: CardBrand | undefined;
}
