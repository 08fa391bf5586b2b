import { allSettled, type Scope } from 'effector';
import { describe, expect, it } from 'vitest';
import type { CheckPromoCodeBody } from '@rewards/api-client/contract';
import { moneyToString } from '@rewards/domain';
import { $promo, $promoInputs, $paymentChoice } from '../../entities/checkout/model';
import { $authModal } from '../../features/auth/model';
import {
  GOOD_ADDRESS,
  checkoutScope,
  phoneLine,
  promoResult,
  refusal,
} from '../../testing/checkout';
import {
  $canApplyPromo,
  $canConfirmPromo,
  $paymentStepValid,
  $promoError,
  $promoRecheckErrors,
  $promoSignInWarning,
  $promoValid,
  $totals,
  cardBrandChosen,
  checkPromoCodeFx,
  checkoutOpened,
  instalmentChosen,
  promoApplyClicked,
  promoCodeChanged,
  promoConfirmClicked,
  promoEmailChanged,
  promoRemoved,
  promoSignInClicked,
  promoTermsToggled,
  promoToggled,
} from './model';

async function withCode(
  answer: (body: CheckPromoCodeBody) => unknown,
  lines = [phoneLine('a', 2)],
) {
  const asked: CheckPromoCodeBody[] = [];
  const set = checkoutScope({
    lines,
    inputs: { billing: GOOD_ADDRESS, shipping: GOOD_ADDRESS },
    handlers: [
      [
        checkPromoCodeFx as never,
        (body: CheckPromoCodeBody) => {
          asked.push(body);
          return answer(body);
        },
      ],
    ],
  });
  await allSettled(checkoutOpened, { scope: set.scope, params: '3' });
  await allSettled(promoToggled, { scope: set.scope, params: true });
  await allSettled(promoCodeChanged, { scope: set.scope, params: ' SAVE500 ' });
  return { ...set, asked };
}

const total = (scope: Scope) => moneyToString(scope.getState($totals).total);

describe('the promotion code (step 3)', () => {
  it('the checkbox opens the field; Apply sends the checked lines and the payment, and the discount applies', async () => {
    const { scope, asked } = await withCode(() => promoResult());
    expect(scope.getState($canApplyPromo)).toBe(true);
    await allSettled(promoApplyClicked, { scope });
    expect(asked).toEqual([
      {
        promoCode: 'SAVE500',
        itemCarts: [{ code: 'IP17P-256-BLK', quantity: 2, hasAppleCare: false }],
        paymentType: 'CASH',
        guest_uuid: 'guest-1',
      },
    ]);
    expect(total(scope)).toBe('91300.00');
    expect(scope.getState($promoValid)).toBe(true);
    // A second code never stacks on the first.
    expect(scope.getState($canApplyPromo)).toBe(false);
  });

  it('a code that needs its e-mail and T&Cs first gives no discount until applied again with them', async () => {
    const { scope, asked } = await withCode((body) =>
      body.spcEmail === undefined
        ? promoResult({
            status: 'NEEDS_CONFIRMATION',
            promotionDiscount: '0.00',
            special: 'Y',
            tcRequired: 'Y',
          })
        : promoResult({ special: 'Y', tcRequired: 'Y' }),
    );
    await allSettled(promoApplyClicked, { scope });
    expect(scope.getState($promo)?.status).toBe('NEEDS_CONFIRMATION');
    expect(total(scope)).toBe('91800.00');
    expect(scope.getState($promoValid)).toBe(false);
    expect(scope.getState($paymentStepValid)).toBe(false);
    expect(scope.getState($canApplyPromo)).toBe(false);
    expect(scope.getState($canConfirmPromo)).toBe(false);
    await allSettled(promoEmailChanged, { scope, params: 'somchai@kbank.com' });
    await allSettled(promoTermsToggled, { scope, params: true });
    expect(scope.getState($canConfirmPromo)).toBe(true);
    await allSettled(promoConfirmClicked, { scope });
    expect(asked[1]).toMatchObject({ spcEmail: 'somchai@kbank.com', tcAcknowledged: true });
    expect(scope.getState($promo)?.status).toBe('APPLIED');
    expect(total(scope)).toBe('91300.00');
    expect(scope.getState($paymentStepValid)).toBe(true);
  });

  it('E614 opens the promo sign-in warning, whose Sign in opens the sign-in modal', async () => {
    const { scope } = await withCode(() => {
      throw refusal('E614', 'This promotion is for signed-in customers');
    });
    await allSettled(promoApplyClicked, { scope });
    expect(scope.getState($promoSignInWarning)).toBe(true);
    expect(scope.getState($promoError)).toBeNull();
    expect(scope.getState($promo)).toBeNull();
    await allSettled(promoSignInClicked, { scope });
    expect(scope.getState($promoSignInWarning)).toBe(false);
    expect(scope.getState($authModal)).toBe('signIn');
  });

  it("E608 shows the server's title under the field, in the page's language, and nothing is applied", async () => {
    const { scope } = await withCode(() => {
      throw refusal('E608', 'This code does not apply to your order');
    });
    await allSettled(promoApplyClicked, { scope });
    expect(scope.getState($promoError)).toEqual({ text: 'This code does not apply to your order' });
    expect(scope.getState($promo)).toBeNull();
    expect(total(scope)).toBe('91800.00');
    // A new code forgets the refusal.
    await allSettled(promoCodeChanged, { scope, params: 'OTHER' });
    expect(scope.getState($promoError)).toBeNull();
  });

  it('E608 for the special e-mail shows the rule the server names for it, not the title', async () => {
    const { scope } = await withCode(() => {
      throw refusal('E608', 'This promotion code cannot be used with this order.', [
        {
          field: 'spcEmail',
          code: 'promotion.emailDomainNotAllowed',
          message: 'Invalid email address',
        },
      ]);
    });
    await allSettled(promoApplyClicked, { scope });
    expect(scope.getState($promoError)).toEqual({ text: 'Invalid email address' });
    expect(scope.getState($promo)).toBeNull();
  });

  it('Remove takes the discount away and empties the field; unticking closes it', async () => {
    const { scope } = await withCode(() => promoResult());
    await allSettled(promoApplyClicked, { scope });
    await allSettled(promoRemoved, { scope });
    expect(scope.getState($promo)).toBeNull();
    expect(scope.getState($promoInputs)).toMatchObject({ enabled: true, code: '' });
    expect(total(scope)).toBe('91800.00');
    await allSettled(promoToggled, { scope, params: false });
    expect(scope.getState($promoInputs).enabled).toBe(false);
  });

  it('a promotion the payment no longer meets disables Continue until it is removed', async () => {
    const { scope } = await withCode(() => promoResult({ promotionPaymentMethod: ['CASH'] }));
    await allSettled(promoApplyClicked, { scope });
    await allSettled(cardBrandChosen, { scope, params: 'KCC' });
    expect(scope.getState($paymentStepValid)).toBe(true);
    await allSettled(instalmentChosen, { scope, params: 3 });
    expect(scope.getState($promoRecheckErrors).map((error) => error.code)).toEqual([
      'promotion.paymentMethodNotAllowed',
    ]);
    expect(scope.getState($paymentStepValid)).toBe(false);
    await allSettled(promoRemoved, { scope });
    expect(scope.getState($paymentStepValid)).toBe(true);
  });

  it('a code that leaves nothing to pay turns the instalment off', async () => {
    const { scope } = await withCode(
      () => promoResult({ promotionDiscount: '45900.00', originalPromotionValue: '100%' }),
      [phoneLine('a', 1)],
    );
    await allSettled(instalmentChosen, { scope, params: 3 });
    await allSettled(promoApplyClicked, { scope });
    expect(total(scope)).toBe('0.00');
    expect(scope.getState($paymentChoice).termOfFlexi).toBeUndefined();
  });
});
