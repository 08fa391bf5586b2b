import { useUnit } from 'effector-react';
import { ReviewStep } from '@rewards/ui';
import type { DomainError } from '@rewards/domain';
import { $billing, $cardBrand, $promo, $shipping } from '../../../entities/checkout/model';
import { useText } from '../../../shared/i18n';
import {
  $agreed,
  $boughtLines,
  $cashShown,
  $cartPayment,
  $paymentCheck,
  $paying,
  $promoRecheckErrors,
  $refundCouponShown,
  $regions,
  $reviewError,
  $totals,
  agreeToggled,
  backClicked,
  cardBrandChosen,
  editClicked,
  payNowClicked,
} from '../model';

/**
 * Step 4: the order once more, I agree and Pay now. The model asks the
 * payment condition, places the order under its key and sends the browser to
 * the payment provider; a refusal comes back here at the top. Once the server
 * has quoted the order, its refund promo code line and card part are the
 * server's.
 */
export function ReviewStepView() {
  const text = useText();
  const [lines, totals, payment, check, billing, shipping, regions] = useUnit([
    $boughtLines,
    $totals,
    $cartPayment,
    $paymentCheck,
    $billing,
    $shipping,
    $regions,
  ]);
  const [cardBrand, promo, agreed, paying, reviewError, recheck, coupon, cash] = useUnit([
    $cardBrand,
    $promo,
    $agreed,
    $paying,
    $reviewError,
    $promoRecheckErrors,
    $refundCouponShown,
    $cashShown,
  ]);
  const events = useUnit({
    card: cardBrandChosen,
    agree: agreeToggled,
    edit: editClicked,
    back: backClicked,
    pay: payNowClicked,
  });
  // A card the review changes may no longer offer the chosen term: the rules say so at the top.
  const ruleBroken: DomainError | undefined =
    (check === null || check.ok
      ? undefined
      : check.errors.find((error) => error.code !== 'payment.cardBrandRequired')) ?? recheck[0];
  return (
    <ReviewStep
      lines={lines}
      totals={totals}
      promoCode={promo !== null && promo.status === 'APPLIED' ? promo.promotionCode : undefined}
      {...(coupon === null ? {} : { refundCoupon: { code: coupon.code, applied: coupon.applied } })}
      billing={billing}
      shipping={shipping}
      regions={regions}
      onEditBilling={() => events.edit('2')}
      onEditShipping={() => events.edit('2')}
      payment={{
        ...payment,
        cash,
        instalment: check !== null && check.ok ? check.value.instalment : undefined,
      }}
      cardBrand={cardBrand ?? undefined}
      onCardBrandChange={events.card}
      agreed={agreed}
      onAgreedChange={events.agree}
      processing={paying}
      errorTitle={reviewError === null ? ruleBroken : text(reviewError)}
      onBack={events.back}
      onPayNow={events.pay}
    />
  );
}
