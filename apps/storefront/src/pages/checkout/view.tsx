import { useEffect, useRef } from 'react';
import { Box } from '@chakra-ui/react';
import { useUnit } from 'effector-react';
import { CheckoutLayout, CheckoutSummary, PromoSignInWarning } from '@rewards/ui';
import { $promo } from '../../entities/checkout/model';
import { $locale } from '../../entities/locale/model';
import { useMessage } from '../../shared/i18n';
import { loadedPageMessages } from '../../shared/router/page-messages';
import { Page, PageLoading, PageTitle } from '../../shared/ui/page';
import { PageMessagesProvider, useNoIndex } from '../../shared/ui/page-messages';
import { NotFoundPage } from '../../shared/ui/not-found-page';
import { CHECKOUT_MESSAGES } from './messages';
import {
  $boughtLines,
  $cartPayment,
  $cashShown,
  $promoSignInWarning,
  $refundCouponShown,
  $step,
  $stepShown,
  $totals,
  promoSignInClicked,
  promoSignInWarningClosed,
} from './model';
import { stepNumber, type CheckoutStep } from './steps';
import { AddressStepView } from './steps/address-step';
import { PaymentStepView } from './steps/payment-step';
import { ResultStepView } from './steps/result-step';
import { ReviewStepView } from './steps/review-step';

/** The order beside the steps: the lines bought and the totals after the discount. */
function Summary() {
  const [lines, totals, payment, promo, coupon, cash] = useUnit([
    $boughtLines,
    $totals,
    $cartPayment,
    $promo,
    $refundCouponShown,
    $cashShown,
  ]);
  const applied = promo !== null && promo.status === 'APPLIED' ? promo.promotionCode : undefined;
  return (
    <CheckoutSummary
      lines={lines}
      totals={totals}
      promoCode={applied}
      {...(payment.point > 0 ? { points: payment.point } : {})}
      {...(payment.point > 0 || coupon !== null ? { cash } : {})}
      {...(coupon === null ? {} : { refundCoupon: { code: coupon.code, applied: coupon.applied } })}
    />
  );
}

function StepBody({ step }: { readonly step: CheckoutStep }) {
  switch (step) {
    case '2':
      return <AddressStepView />;
    case '3':
      return <PaymentStepView />;
    case '4':
      return <ReviewStepView />;
    default:
      return <ResultStepView />;
  }
}

function CheckoutSteps() {
  const message = useMessage();
  const [lang, step, shown, warning, signIn, closeWarning] = useUnit([
    $locale,
    $step,
    $stepShown,
    $promoSignInWarning,
    promoSignInClicked,
    promoSignInWarningClosed,
  ]);
  useNoIndex();
  // Moving on to another step within the visit takes the focus to it, where a screen reader reads on.
  const body = useRef<HTMLDivElement>(null);
  const shownStep = useRef<CheckoutStep | null>(null);
  useEffect(() => {
    if (!shown || step === null || shownStep.current === step) return;
    if (shownStep.current !== null) body.current?.focus({ preventScroll: true });
    shownStep.current = step;
  }, [shown, step]);
  if (step === null) return <NotFoundPage lang={lang} />;
  // Steps 2 and 3 show the order beside them; the review shows it in full, the result has its own.
  const withSummary = shown && (step === '2' || step === '3');
  return (
    <Page>
      <CheckoutLayout
        step={stepNumber(step)}
        heading={<PageTitle>{message('storefront.checkout.title')}</PageTitle>}
        {...(withSummary ? { summary: <Summary /> } : {})}
      >
        <Box ref={body} tabIndex={-1} outline="none">
          {shown ? <StepBody step={step} /> : <PageLoading label={message('storefront.loading')} />}
        </Box>
      </CheckoutLayout>
      <PromoSignInWarning open={warning} onSignIn={signIn} onClose={closeWarning} />
    </Page>
  );
}

/**
 * The checkout (steps 2-5 and payment-process) with its own messages. Until a
 * step's guards have passed, and always on the server, it shows the stepper
 * and a loading state: everything else belongs to the shopper's browser.
 */
export function CheckoutPage() {
  const lang = useUnit($locale);
  return (
    <PageMessagesProvider messages={loadedPageMessages(CHECKOUT_MESSAGES, lang)}>
      <CheckoutSteps />
    </PageMessagesProvider>
  );
}
