import { combine, sample } from 'effector';
import {
  canApplyPromoCode,
  localizedText,
  validateEmail,
  validatePromoCode,
} from '@rewards/domain';
import {
  $cardBrand,
  $promo,
  $promoInputs,
  EMPTY_PROMO_INPUTS,
} from '../../entities/checkout/model';
import { $shopConfig } from '../../entities/config/shop-config';
import { $locale } from '../../entities/locale/model';
import { $guestUuid, $isSignedIn } from '../../entities/session/model';
import { signInClicked } from '../../features/auth/model';
import { describeFailure } from '../../shared/api/errors';
import { $boughtLines, $cartPayment } from './derived';
import { errorBodyOf, isPromoGroupError, promoErrorRoute } from './payment-errors';
import { promoItemCarts } from './promo-rules';
import {
  $promoError,
  $promoSignInWarning,
  checkPromoCodeFx,
  promoApplyClicked,
  promoCodeChanged,
  promoConfirmClicked,
  promoEmailChanged,
  promoRemoved,
  promoSignInClicked,
  promoSignInWarningClosed,
  promoTermsToggled,
  promoToggled,
} from './units';

/** Whether promotion codes are offered at all (`FE_ENABLE_PROMOTION_CODE`). */
export const $promoOffered = $shopConfig.map((config) => config?.promotionCodeEnabled ?? true);

/** The e-mail and T&C step of a special promotion is waiting. */
export const $promoConfirmationPending = $promo.map(
  (promo) => promo !== null && promo.status === 'NEEDS_CONFIRMATION',
);

/** The code field's own rule (1-40 letters, digits, - and _), as typed. */
export const $promoCodeErrors = $promoInputs.map((inputs) => {
  const checked = validatePromoCode(inputs.code);
  return checked.ok ? [] : checked.errors;
});

/** Apply: a valid code, no discount yet and no confirmation waiting (the domain's `canApplyPromoCode`). */
export const $canApplyPromo = combine(
  $promoInputs,
  $promo,
  $promoOffered,
  checkPromoCodeFx.pending,
  (inputs, promo, offered, checking) =>
    offered &&
    !checking &&
    inputs.enabled &&
    canApplyPromoCode({
      code: inputs.code,
      discountApplied: promo !== null && promo.status === 'APPLIED',
      emailStepPending: promo !== null && promo.status === 'NEEDS_CONFIRMATION',
    }),
);

/** The confirmation step's own rules: an e-mail when the promotion is special, the T&Cs when required. */
export const $promoConfirmationErrors = combine($promo, $promoInputs, (promo, inputs) => ({
  email: promo !== null && promo.special ? validateEmail(inputs.email) : [],
  termsAcknowledged:
    promo !== null && promo.tcRequired && !inputs.termsAcknowledged
      ? [{ code: 'promotion.termsNotAcknowledged' }]
      : [],
}));

export const $canConfirmPromo = combine(
  $promoConfirmationPending,
  $promoConfirmationErrors,
  checkPromoCodeFx.pending,
  (pending, errors, checking) =>
    pending && !checking && errors.email.length === 0 && errors.termsAcknowledged.length === 0,
);

// The checkbox opens the code field; closing it takes the promotion away.
sample({
  clock: promoToggled,
  source: $promoInputs,
  fn: (inputs, enabled) => (enabled ? { ...inputs, enabled } : EMPTY_PROMO_INPUTS),
  target: $promoInputs,
});
sample({
  clock: promoToggled,
  filter: (enabled) => !enabled,
  fn: () => null,
  target: [$promo, $promoError],
});

// What is typed is kept; a new code forgets the last refusal.
sample({
  clock: promoCodeChanged,
  source: $promoInputs,
  fn: (inputs, code) => ({ ...inputs, code }),
  target: $promoInputs,
});
sample({ clock: promoCodeChanged, fn: () => null, target: $promoError });
sample({
  clock: promoEmailChanged,
  source: $promoInputs,
  fn: (inputs, email) => ({ ...inputs, email }),
  target: $promoInputs,
});
sample({
  clock: promoTermsToggled,
  source: $promoInputs,
  fn: (inputs, termsAcknowledged) => ({ ...inputs, termsAcknowledged }),
  target: $promoInputs,
});

const $promoRequest = combine(
  {
    inputs: $promoInputs,
    lines: $boughtLines,
    payment: $cartPayment,
    brand: $cardBrand,
    signedIn: $isSignedIn,
    guest: $guestUuid,
  },
  ({ inputs, lines, payment, brand, signedIn, guest }) => ({
    promoCode: inputs.code.trim(),
    itemCarts: promoItemCarts(lines),
    paymentType: payment.paymentType,
    ...(brand === null ? {} : { cardEntity: brand }),
    ...(signedIn || guest === null ? {} : { guest_uuid: guest }),
  }),
);

// Apply checks the code against the checked lines and the payment chosen so far.
sample({
  clock: promoApplyClicked,
  source: { can: $canApplyPromo, request: $promoRequest },
  filter: ({ can }) => can,
  fn: ({ request }) => request,
  target: checkPromoCodeFx,
});

// The e-mail and T&C step filled in, the code is applied again with them.
sample({
  clock: promoConfirmClicked,
  source: { can: $canConfirmPromo, request: $promoRequest, inputs: $promoInputs, promo: $promo },
  filter: ({ can }) => can,
  fn: ({ request, inputs, promo }) => ({
    ...request,
    promoCode: promo?.promotionCode ?? request.promoCode,
    ...(promo?.special === true ? { spcEmail: inputs.email.trim() } : {}),
    ...(promo?.tcRequired === true ? { tcAcknowledged: inputs.termsAcknowledged } : {}),
  }),
  target: checkPromoCodeFx,
});

// The server's answer: the discount applied, or the confirmation step it needs first.
sample({ clock: checkPromoCodeFx.doneData, target: $promo });
sample({ clock: checkPromoCodeFx.doneData, fn: () => null, target: $promoError });

// E614: the promotion is for signed-in customers, and the promo sign-in warning says so.
sample({
  clock: checkPromoCodeFx.failData,
  filter: (failure) => promoErrorRoute(failure) === 'signInWarning',
  fn: () => true,
  target: $promoSignInWarning,
});
// E607-E609 show under the field (under the e-mail while the confirmation step is open, which
// stays open to be corrected): the rule the server names for the e-mail or the code, in the asked
// language ('Invalid email address'), else the key's title; anything else its usual message.
sample({
  clock: checkPromoCodeFx.failData,
  source: $locale,
  filter: (_, failure) => promoErrorRoute(failure) === 'field',
  fn: (lang, failure) => {
    const body = errorBodyOf(failure);
    if (!isPromoGroupError(failure) || body === undefined) return describeFailure(failure, lang);
    const rule = body.fieldErrors?.find(
      (error) =>
        (error.field === 'spcEmail' || error.field === 'promoCode') && error.message !== undefined,
    );
    return { text: rule?.message ?? localizedText(body.title, body.thaiTitle, lang) };
  },
  target: $promoError,
});

// Remove takes the discount away and empties the field; the box stays open for another code.
sample({ clock: promoRemoved, fn: () => null, target: [$promo, $promoError] });
sample({
  clock: promoRemoved,
  source: $promoInputs,
  fn: (inputs) => ({ ...EMPTY_PROMO_INPUTS, enabled: inputs.enabled }),
  target: $promoInputs,
});

// The warning's Sign in opens the sign-in modal; the shopper stays on this step.
sample({ clock: promoSignInClicked, target: signInClicked });
sample({
  clock: [promoSignInWarningClosed, promoSignInClicked],
  fn: () => false,
  target: $promoSignInWarning,
});
