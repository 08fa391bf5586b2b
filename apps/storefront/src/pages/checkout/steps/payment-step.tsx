import { useUnit } from 'effector-react';
import { PaymentStep, type PromoCodeBoxProps, type RefundCodeChoiceProps } from '@rewards/ui';
import { localizedText, type DomainError } from '@rewards/domain';
import { $cardBrand, $paymentChoice, $promo, $promoInputs } from '../../../entities/checkout/model';
import { $shopConfig } from '../../../entities/config/shop-config';
import { $locale } from '../../../entities/locale/model';
import { $isSignedIn } from '../../../entities/session/model';
import { useText } from '../../../shared/i18n';
import {
  $cartCheck,
  $offeredTerms,
  $paymentErrors,
  $paymentStepValid,
  $pointsBalance,
  $pointsOpen,
  $priceCode,
  $promoError,
  $promoOffered,
  $promoRecheckErrors,
  $payable,
  $refundCodeError,
  $refundCodes,
  $refundCouponApplied,
  backClicked,
  cardBrandChosen,
  checkPromoCodeFx,
  instalmentChosen,
  paymentContinued,
  pointRedemptionToggled,
  pointsChanged,
  promoApplyClicked,
  promoCodeChanged,
  promoConfirmClicked,
  promoEmailChanged,
  promoRemoved,
  promoTermsToggled,
  promoToggled,
  refundCodeChosen,
} from '../model';

const PROMO_PENDING: DomainError = { code: 'checkout.promo.blockedPending' };

/** The promotion code box, as the model holds it. */
function usePromoBox(): PromoCodeBoxProps {
  const text = useText();
  const [inputs, promo, error, recheck, checking, lang] = useUnit([
    $promoInputs,
    $promo,
    $promoError,
    $promoRecheckErrors,
    checkPromoCodeFx.pending,
    $locale,
  ]);
  const events = useUnit({
    toggled: promoToggled,
    code: promoCodeChanged,
    apply: promoApplyClicked,
    remove: promoRemoved,
    email: promoEmailChanged,
    terms: promoTermsToggled,
    confirm: promoConfirmClicked,
  });
  const pending = promo !== null && promo.status === 'NEEDS_CONFIRMATION';
  const refusal = error === null ? undefined : text(error);
  return {
    enabled: inputs.enabled,
    onEnabledChange: events.toggled,
    code: inputs.code,
    onCodeChange: events.code,
    onApply: events.apply,
    applied:
      promo !== null && promo.status === 'APPLIED'
        ? {
            code: promo.promotionCode,
            discount: promo.promotionDiscount,
            description: localizedText(promo.description, promo.thaiDescription, lang),
          }
        : undefined,
    onRemove: events.remove,
    confirmation: pending
      ? {
          code: promo.promotionCode,
          special: promo.special,
          specialConditionName: promo.specialConditionName,
          tcRequired: promo.tcRequired,
        }
      : undefined,
    spcEmail: inputs.email,
    onSpcEmailChange: events.email,
    tcAcknowledged: inputs.termsAcknowledged,
    onTcAcknowledgedChange: events.terms,
    onConfirm: events.confirm,
    // While the confirmation step is open, a refusal is the e-mail's; else the code's.
    error: pending ? undefined : (refusal ?? recheck[0]),
    emailError: pending ? refusal : undefined,
    checking,
  };
}

/** The signed-in customer's refund promo codes; none for a guest or without a code to offer. */
function useRefundCodes(): RefundCodeChoiceProps | undefined {
  const [signedIn, codes, applied, error, choose] = useUnit([
    $isSignedIn,
    $refundCodes,
    $refundCouponApplied,
    $refundCodeError,
    refundCodeChosen,
  ]);
  if (!signedIn || (codes.length === 0 && error === null)) return undefined;
  return {
    codes: codes.map((code) => ({
      code: code.promoCode,
      value: code.displayValue,
      expiredDate: code.expiredDate,
    })),
    chosen: applied?.code ?? null,
    onChoose: choose,
    error: error ?? undefined,
  };
}

/**
 * Step 3: the card, points (when open), an instalment term and the promotion
 * code. Every choice goes to the model, which applies the domain's
 * payment-choice transitions and derives the payment.
 */
export function PaymentStepView() {
  const promo = usePromoBox();
  const refundCodes = useRefundCodes();
  const [cardBrand, choice, payable, pointsOpen, priceCode, balance, config, signedIn] = useUnit([
    $cardBrand,
    $paymentChoice,
    $payable,
    $pointsOpen,
    $priceCode,
    $pointsBalance,
    $shopConfig,
    $isSignedIn,
  ]);
  const [terms, valid, paymentErrors, recheck, cart, promoOffered, promoState] = useUnit([
    $offeredTerms,
    $paymentStepValid,
    $paymentErrors,
    $promoRecheckErrors,
    $cartCheck,
    $promoOffered,
    $promo,
  ]);
  const events = useUnit({
    card: cardBrandChosen,
    redeem: pointRedemptionToggled,
    points: pointsChanged,
    term: instalmentChosen,
    back: backClicked,
    next: paymentContinued,
  });
  const reason: DomainError | undefined =
    (cart.ok ? undefined : cart.errors[0]) ??
    paymentErrors[0] ??
    (promoState !== null && promoState.status === 'NEEDS_CONFIRMATION'
      ? PROMO_PENDING
      : undefined) ??
    recheck[0];
  return (
    <PaymentStep
      cardBrand={cardBrand ?? undefined}
      onCardBrandChange={events.card}
      payable={payable}
      choice={choice}
      pointsOpen={pointsOpen}
      // A guest has no points to redeem: no slider.
      pointsSplit={
        priceCode === null || !signedIn
          ? undefined
          : {
              payable,
              rate: priceCode,
              pointsBalance: balance,
              maxPointsPerTransaction: config?.maxRedeemablePointsPerTransaction,
            }
      }
      onRedeemPointsChange={events.redeem}
      onPointsChange={(points) => events.points({ by: 'points', value: points })}
      terms={terms.map(({ term }) => term)}
      onTermChange={(months) => events.term(months ?? null)}
      {...(promoOffered ? { promo } : {})}
      {...(refundCodes === undefined ? {} : { refundCodes })}
      canContinue={valid}
      continueReason={reason}
      onBack={events.back}
      onContinue={events.next}
    />
  );
}
