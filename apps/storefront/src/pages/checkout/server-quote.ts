import { combine, createStore, sample } from 'effector';
import type { PaymentQuote } from '@rewards/api-client/contract';
import { $cartPayment, $refundCouponApplied } from './derived';
import { $orderInput } from './pay-now';
import { checkPaymentConditionFx } from './units';

/**
 * The server's quote of the order as it now is (Pay now's answer to
 * `checkPaymentCondition`); forgotten as soon as anything of the order changes.
 */
export const $serverQuote = createStore<PaymentQuote | null>(null, { serialize: 'ignore' });
sample({ clock: checkPaymentConditionFx.doneData, target: $serverQuote });
sample({ clock: $orderInput.updates, fn: () => null, target: $serverQuote });

/**
 * The refund promo code's line as the order shows it: what the server quoted
 * once it has quoted this order, else the instant preview (the domain's
 * `applyRefundCoupon`, the function the server quotes with).
 */
export const $refundCouponShown = combine($serverQuote, $refundCouponApplied, (quote, preview) => {
  if (quote === null) return preview;
  const coupon = quote.refundCoupon;
  return coupon === undefined
    ? null
    : { code: coupon.code, applied: coupon.amount, payable: coupon.payable };
});

/** What the card pays as the order shows it: the server's quote once there is one, else the preview. */
export const $cashShown = combine(
  $serverQuote,
  $cartPayment,
  (quote, payment) => quote?.cash ?? payment.cash,
);
