import type { CardBrand } from '../config/business-constants';
import type { Money } from '../money/money';
import type { CheckoutItem } from './checkout-item';

/**
 * What one unit of an item costs in cash with a card brand (spec section 3, "Price
 * entry": prices per price code): the item's CASH price entry for the brand. An
 * item that lists no CASH entry at all costs its `unitPrice` with any card, as
 * does any item before a card is chosen; an item that lists CASH entries but none
 * for this brand is not sold with it (`undefined`).
 */
export function unitPriceForCard(
  item: Pick<CheckoutItem, 'unitPrice' | 'prices'>,
  cardBrand: CardBrand | undefined,
): Money | undefined {
  const cash = item.prices.filter((entry) => entry.type === 'CASH');
  if (cardBrand === undefined || cash.length === 0) return item.unitPrice;
  return cash.find((entry) => entry.priceCode === cardBrand)?.cash;
}
