import { sample } from 'effector';
import { $refundCoupon, type RefundCouponChoice } from '../../entities/checkout/model';
import { $isSignedIn, signedIn } from '../../entities/session/model';
import { checkoutStarted } from './start';
import {
  $refundCodeError,
  $refundCodes,
  $step,
  fetchRefundCodesFx,
  refundCodeChosen,
} from './units';

// A signed-in customer's codes are read again each time the payment step opens (a guest has none).
sample({
  clock: [checkoutStarted, signedIn],
  source: { signedIn: $isSignedIn, step: $step },
  filter: ({ signedIn: isIn, step }) => isIn && step === '3',
  fn: () => undefined,
  target: fetchRefundCodesFx,
});
sample({ clock: fetchRefundCodesFx.doneData, target: $refundCodes });
// A list that cannot be read offers no code (the order can still be paid without one).
sample({ clock: fetchRefundCodesFx.fail, fn: () => [], target: $refundCodes });

// A code chosen is kept with the value its list gave it; "Don't use" keeps none.
sample({
  clock: refundCodeChosen,
  source: $refundCodes,
  fn: (codes, code): RefundCouponChoice | null => {
    const found = code === null ? undefined : codes.find((entry) => entry.promoCode === code);
    return found === undefined ? null : { code: found.promoCode, value: found.displayValue };
  },
  target: $refundCoupon,
});
// Another choice answers the last refusal.
sample({ clock: refundCodeChosen, fn: () => null, target: $refundCodeError });

// A code no longer in the customer's list (spent or expired since it was chosen) is not kept.
sample({
  clock: fetchRefundCodesFx.doneData,
  source: $refundCoupon,
  filter: (chosen, codes) =>
    chosen !== null && !codes.some((code) => code.promoCode === chosen.code),
  fn: () => null,
  target: $refundCoupon,
});
