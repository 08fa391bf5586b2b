import type { PromoCheckResult, PromoItemCart } from '@rewards/api-client/contract';
import {
  PAYMENT_TYPES,
  applyPromotion,
  moneyEquals,
  parseMoney,
  type AppliedPromotion,
  type CardBrand,
  type CartLine,
  type Checked,
  type PaymentType,
  type PromoCartLine,
  type Promotion,
  type PromotionDiscount,
} from '@rewards/domain';

/** The checked lines as a promotion check sends them: the item, how many, and the care plan. */
export function promoItemCarts(lines: readonly CartLine[]): PromoItemCart[] {
  return lines
    .filter((line) => line.checked)
    .map((line) => ({ code: line.code, quantity: line.quantity, hasAppleCare: line.hasAppleCare }));
}

/** The lines as the domain's promotion rules read them. */
export function promoCartLines(lines: readonly CartLine[]): PromoCartLine[] {
  return lines.map((line) => ({
    checked: line.checked,
    unitPrice: line.unitPrice,
    quantity: line.quantity,
    ...(line.hasAppleCare && line.appleCare !== undefined
      ? { carePlan: { price: line.appleCare.price, quantity: line.quantity } }
      : {}),
  }));
}

/** `originalPromotionValue` (`"500.00"` or `"10%"`) as the domain's discount; the server's figure when unreadable. */
function discountOf(result: PromoCheckResult): PromotionDiscount {
  const value = result.originalPromotionValue.trim();
  if (value.endsWith('%')) {
    const percent = Number(value.slice(0, -1));
    if (Number.isFinite(percent) && percent > 0 && percent <= 100)
      return { kind: 'percent', percent };
  }
  const amount = parseMoney(value);
  return { kind: 'amount', amount: amount ?? result.promotionDiscount };
}

/**
 * The server's promotion as the domain's `Promotion`, to check again on every
 * change of the payment whether it still applies. The e-mail and T&C step is
 * left out: the server confirmed it, and the allowed e-mail domains never
 * reach the browser.
 */
export function promotionOf(result: PromoCheckResult): Promotion {
  const paymentMethods = (result.promotionPaymentMethod ?? []).filter(
    (method): method is PaymentType => PAYMENT_TYPES.some((type) => type === method),
  );
  return {
    code: result.promotionCode,
    discount: discountOf(result),
    ...(result.minPaidAmount === undefined ? {} : { minPaidAmount: result.minPaidAmount }),
    ...(paymentMethods.length === 0 ? {} : { paymentMethods }),
    ...(result.priceCode === undefined ? {} : { priceCodes: result.priceCode }),
    applyCarePlan: result.applyAppleCare,
    ...(result.termIds === undefined ? {} : { termIds: result.termIds }),
    special: false,
    tcRequired: false,
  };
}

/** The order changed since the code was applied (its discount would differ): apply it again. */
export const PROMO_CHANGED = 'checkout.promo.changed';

/** How the promotion's rules are checked again: the lines, and the payment as derived. */
export interface PromoRecheck {
  readonly promo: PromoCheckResult;
  readonly lines: readonly CartLine[];
  readonly paymentType: PaymentType;
  readonly cardBrand: CardBrand | null;
  readonly pointsBalance: number;
}

/**
 * Whether an applied promotion still applies (spec section 4: "If a promo is no
 * longer valid the cart button is disabled"): the domain's `applyPromotion` on
 * the lines and the payment as they are now, giving the same discount as the
 * server did. A different discount means the order changed under the code: the
 * shopper removes it and applies it again.
 */
export function recheckPromotion(input: PromoRecheck): Checked<AppliedPromotion> {
  let checked: Checked<AppliedPromotion>;
  try {
    checked = applyPromotion(promotionOf(input.promo), promoCartLines(input.lines), {
      paymentType: input.paymentType,
      ...(input.cardBrand === null ? {} : { cardBrand: input.cardBrand }),
      pointsBalance: input.pointsBalance,
    });
  } catch {
    // A promotion the rules cannot read (a negative figure) is not one to pay with.
    return { ok: false, errors: [{ code: PROMO_CHANGED }] };
  }
  if (!checked.ok) return checked;
  return moneyEquals(checked.value.discount, input.promo.promotionDiscount)
    ? checked
    : { ok: false, errors: [{ code: PROMO_CHANGED }] };
}
