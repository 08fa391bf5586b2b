import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  FULL_CASH_CHOICE,
  applyRefundCoupon,
  chooseInstalment,
  choosePoints,
  clearInstalment,
  domainError,
  offeredTerms,
  subtractMoney,
  thb,
  tickPointRedemption,
  untickPointRedemption,
  type CardBrand,
  type DomainError,
  type PaymentChoice,
} from '@rewards/domain';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { checkoutLines, checkoutTotals, storySplitContext } from '../../fixtures/checkout';
import { ippConfig } from '../../fixtures/item-detail';
import { localeOf, textOf } from '../../fixtures/story-text';
import { CheckoutLayout } from '../checkout-layout/checkout-layout';
import { CheckoutSummary } from '../checkout-summary/checkout-summary';
import { PaymentStep, type PaymentStepProps } from './payment-step';
import type { AppliedPromoView, PromoConfirmationRequest } from './promo-code-box';

/** The promotion codes the story's server knows. */
const FIXED = 'NEWYEAR-500';
const STAFF = 'STAFF-10';

/**
 * The step with the app's part played by the story: the choice goes through the domain's
 * payment-choice transitions, the terms through `offeredTerms`, and Apply through a
 * pretend promotion check.
 */
function StatefulPaymentStep(props: PaymentStepProps) {
  const [cardBrand, setCardBrand] = useState<CardBrand | undefined>(props.cardBrand);
  const [choice, setChoice] = useState<PaymentChoice>(props.choice);
  const [enabled, setEnabled] = useState(false);
  const [code, setCode] = useState('');
  const [applied, setApplied] = useState<AppliedPromoView | undefined>(undefined);
  const [confirmation, setConfirmation] = useState<PromoConfirmationRequest | undefined>();
  const [spcEmail, setSpcEmail] = useState('');
  const [tcAcknowledged, setTcAcknowledged] = useState(false);
  const [error, setError] = useState<DomainError | undefined>(undefined);
  const [emailError, setEmailError] = useState<DomainError | undefined>(undefined);
  const [refundCode, setRefundCode] = useState<string | null>(props.refundCodes?.chosen ?? null);
  const afterDiscount = subtractMoney(checkoutTotals.total, applied?.discount ?? thb(0));
  const chosenCode = props.refundCodes?.codes.find((option) => option.code === refundCode);
  const coupon =
    chosenCode === undefined ? undefined : applyRefundCoupon(afterDiscount, thb(chosenCode.value));
  const payable = coupon?.payable ?? afterDiscount;
  const terms = offeredTerms({ config: ippConfig, amount: payable, cardBrand });
  const continueReason =
    cardBrand === undefined
      ? domainError('payment.cardBrandRequired')
      : confirmation === undefined
        ? undefined
        : domainError('promotion.termsNotAcknowledged');
  return (
    <CheckoutLayout
      step={3}
      summary={
        <CheckoutSummary
          lines={checkoutLines}
          totals={{
            ...checkoutTotals,
            discount: applied?.discount ?? thb(0),
            total: afterDiscount,
          }}
          promoCode={applied?.code}
          {...(coupon === undefined || chosenCode === undefined
            ? {}
            : {
                refundCoupon: { code: chosenCode.code, applied: coupon.applied },
                cash: coupon.payable,
              })}
        />
      }
    >
      <PaymentStep
        {...props}
        cardBrand={cardBrand}
        onCardBrandChange={(brand) => {
          props.onCardBrandChange(brand);
          setCardBrand(brand);
        }}
        payable={payable}
        choice={choice}
        pointsSplit={
          props.pointsSplit === undefined ? undefined : { ...props.pointsSplit, payable }
        }
        onRedeemPointsChange={(checked) => {
          props.onRedeemPointsChange(checked);
          setChoice(checked ? tickPointRedemption : untickPointRedemption);
        }}
        onPointsChange={(points) => {
          props.onPointsChange(points);
          setChoice((was) => choosePoints(was, points));
        }}
        terms={terms}
        onTermChange={(term) => {
          props.onTermChange(term);
          setChoice((was) =>
            term === undefined ? clearInstalment(was) : chooseInstalment(was, term),
          );
        }}
        {...(props.refundCodes === undefined
          ? {}
          : {
              refundCodes: {
                ...props.refundCodes,
                chosen: refundCode,
                onChoose: (chosen) => {
                  props.refundCodes?.onChoose(chosen);
                  setRefundCode(chosen);
                },
              },
            })}
        canContinue={continueReason === undefined}
        continueReason={continueReason}
        promo={{
          enabled,
          onEnabledChange: setEnabled,
          code,
          onCodeChange: (text) => {
            setCode(text);
            setError(undefined);
          },
          onApply: () => {
            props.promo?.onApply();
            if (code === FIXED) setApplied({ code, discount: thb('500') });
            else if (code === STAFF) {
              setConfirmation({
                code,
                special: true,
                specialConditionName: 'Bank staff',
                tcRequired: true,
              });
            } else setError(domainError('promotion.minPaidAmountNotMet', { min: '200000.00' }));
          },
          applied,
          onRemove: () => {
            setApplied(undefined);
            setCode('');
          },
          confirmation,
          spcEmail,
          onSpcEmailChange: (text) => {
            setSpcEmail(text);
            setEmailError(undefined);
          },
          tcAcknowledged,
          onTcAcknowledgedChange: setTcAcknowledged,
          onConfirm: () => {
            if (!spcEmail.endsWith('@bank.example')) {
              setEmailError(domainError('promotion.emailDomainNotAllowed'));
              return;
            }
            setConfirmation(undefined);
            setApplied({ code, discount: thb('1000') });
          },
          error,
          emailError,
        }}
      />
    </CheckoutLayout>
  );
}

const meta = {
  title: 'Checkout/PaymentStep',
  component: PaymentStep,
  args: {
    cardBrand: 'KCC',
    onCardBrandChange: fn(),
    payable: checkoutTotals.total,
    choice: FULL_CASH_CHOICE,
    pointsOpen: false,
    onRedeemPointsChange: fn(),
    onPointsChange: fn(),
    terms: [],
    onTermChange: fn(),
    canContinue: true,
    onBack: fn(),
    onContinue: fn(),
    promo: {
      enabled: false,
      onEnabledChange: fn(),
      code: '',
      onCodeChange: fn(),
      onApply: fn(),
      onRemove: fn(),
      spcEmail: '',
      onSpcEmailChange: fn(),
      tcAcknowledged: false,
      onTcAcknowledgedChange: fn(),
      onConfirm: fn(),
    },
  },
  render: (args) => <StatefulPaymentStep {...args} />,
} satisfies Meta<typeof PaymentStep>;
export default meta;
type Story = StoryObj<typeof meta>;

type Globals = Readonly<Record<string, unknown>>;

function money(globals: Globals, digits: string): string {
  return localeOf(globals) === 'th' ? `${digits} บาท` : `THB ${digits}`;
}

/**
 * Points closed (the shop today): the card, Pay in full and the three terms, each with its
 * monthly amount; choosing a term raises the event and marks it.
 */
export const CashAndInstalments: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas, globals, args }) => {
    await expect(
      canvas.queryByRole('region', { name: textOf(globals, 'checkout.payment.pointsTitle') }),
    ).toBeNull();
    const radios = canvas.getAllByRole('radio');
    await expect(radios).toHaveLength(4);
    await expect(radios[0]).toBeChecked();
    // The 24-month plan has satang, so the whole list shows them.
    await expect(canvas.getByText(money(globals, '11,276.00'))).toBeVisible();
    await expect(canvas.getByText(money(globals, '5,701.90'))).toBeVisible();
    await userEvent.click(radios[2] as HTMLElement);
    await expect(args.onTermChange).toHaveBeenCalledWith(10);
    await expect(radios[2]).toBeChecked();
    await expect(radios[0]).not.toBeChecked();
    await userEvent.click(
      canvas.getByRole('button', { name: textOf(globals, 'checkout.continue') }),
    );
    await expect(args.onContinue).toHaveBeenCalledOnce();
  },
};

/**
 * Points open: ticking them clears the chosen term, the slider and the boxes stay within the
 * balance; choosing a term unticks them again.
 */
export const PointsOrInstalment: Story = {
  args: { pointsOpen: true, pointsSplit: storySplitContext },
  play: async ({ canvas, globals, args }) => {
    const radios = () => canvas.getAllByRole('radio');
    await userEvent.click(radios()[1] as HTMLElement);
    await expect(args.onTermChange).toHaveBeenLastCalledWith(3);
    const redeem = canvas.getByRole('checkbox', {
      name: textOf(globals, 'checkout.payment.redeem', { reward: 'reward points' }),
    });
    await userEvent.click(redeem);
    await expect(args.onRedeemPointsChange).toHaveBeenCalledWith(true);
    await expect(redeem).toBeChecked();
    for (const radio of radios()) await expect(radio).not.toBeChecked();

    const slider = canvas.getByRole('slider', {
      name: textOf(globals, 'checkout.payment.pointsSlider'),
    });
    await expect(slider).toHaveValue('120000');
    const points = canvas.getByRole('textbox', {
      name: textOf(globals, 'checkout.payment.pointsInput'),
    });
    const cash = canvas.getByRole('textbox', {
      name: textOf(globals, 'checkout.payment.cashInput'),
    });
    await expect(points).toHaveValue('120,000');
    await expect(cash).toHaveValue('112,040.00');
    await userEvent.clear(points);
    await userEvent.type(points, '60000{Enter}');
    await expect(args.onPointsChange).toHaveBeenLastCalledWith(60_000);
    await expect(cash).toHaveValue('112,400.00');
    await userEvent.clear(points);
    await userEvent.type(points, '999999');
    await userEvent.tab();
    await expect(args.onPointsChange).toHaveBeenLastCalledWith(120_000);
    await expect(points).toHaveValue('120,000');
    await userEvent.clear(cash);
    await userEvent.type(cash, '112,700{Enter}');
    await expect(args.onPointsChange).toHaveBeenLastCalledWith(10_000);

    await userEvent.click(radios()[2] as HTMLElement);
    await expect(args.onTermChange).toHaveBeenLastCalledWith(10);
    await expect(redeem).not.toBeChecked();
    await expect(canvas.queryByRole('slider')).toBeNull();
  },
};

/** A GCS card cannot take points: the box is refused and says why. */
export const NoPointsWithGcs: Story = {
  args: { pointsOpen: true, pointsSplit: storySplitContext, cardBrand: 'GCS' },
  play: async ({ canvas, globals }) => {
    const why = textOf(globals, 'checkout.payment.pointsNotForCard', {
      card: textOf(globals, 'cardBrand.GCS'),
    });
    const redeem = canvas.getByRole('checkbox', {
      name: textOf(globals, 'checkout.payment.redeem', { reward: 'reward points' }),
    });
    await expect(redeem).toBeDisabled();
    await expect(redeem).toHaveAccessibleDescription(why);
  },
};

/**
 * Apply needs a code and says so; a code of the e-mail kind opens its confirmation and Apply
 * waits; a wrong e-mail gets 'Invalid email address'; confirmed, the discount shows with
 * Remove and Apply stays refused while it is applied.
 */
export const PromoCode: Story = {
  play: async ({ canvas, globals }) => {
    await userEvent.click(
      canvas.getByRole('checkbox', { name: textOf(globals, 'checkout.promo.enable') }),
    );
    const apply = canvas.getByRole('button', { name: textOf(globals, 'checkout.promo.apply') });
    await expect(apply).toHaveAttribute('aria-disabled', 'true');
    await expect(apply).toHaveAccessibleDescription(
      textOf(globals, 'checkout.promo.blockedNoCode'),
    );
    const code = canvas.getByRole('textbox', { name: textOf(globals, 'checkout.promo.code') });
    await userEvent.type(code, 'NEW YEAR');
    await expect(code).toHaveAccessibleDescription(
      textOf(globals, 'promotion.codeInvalidCharacters'),
    );
    await expect(apply).toHaveAttribute('aria-disabled', 'true');
    await userEvent.clear(code);
    await userEvent.type(code, 'WELCOME');
    await expect(apply).not.toHaveAttribute('aria-disabled');
    await userEvent.click(apply);
    await expect(code).toHaveAccessibleDescription(
      textOf(globals, 'promotion.minPaidAmountNotMet', { min: '200,000' }),
    );

    await userEvent.clear(code);
    await userEvent.type(code, STAFF);
    await userEvent.click(apply);
    await expect(apply).toHaveAccessibleDescription(
      textOf(globals, 'checkout.promo.blockedPending'),
    );
    const confirmBox = within(
      canvas.getByRole('region', { name: textOf(globals, 'checkout.promo.confirmTitle') }),
    );
    const email = confirmBox.getByRole('textbox', {
      name: new RegExp(textOf(globals, 'checkout.promo.email')),
    });
    await userEvent.type(email, 'somchai@example.com');
    await userEvent.click(
      confirmBox.getByRole('checkbox', { name: textOf(globals, 'checkout.promo.terms') }),
    );
    await userEvent.click(
      confirmBox.getByRole('button', { name: textOf(globals, 'checkout.promo.confirm') }),
    );
    await expect(email).toHaveAccessibleDescription(
      new RegExp(textOf(globals, 'promotion.emailDomainNotAllowed')),
    );
    await userEvent.clear(email);
    await userEvent.type(email, 'somchai@bank.example');
    await userEvent.click(
      confirmBox.getByRole('button', { name: textOf(globals, 'checkout.promo.confirm') }),
    );
    const remove = canvas.getByRole('button', {
      name: textOf(globals, 'checkout.promo.removeCode', { code: STAFF }),
    });
    await expect(remove).toBeVisible();
    await expect(apply).toHaveAttribute('aria-disabled', 'true');
    await expect(apply).toHaveAccessibleDescription(
      textOf(globals, 'checkout.promo.blockedApplied'),
    );
    await userEvent.click(remove);
    await expect(canvas.queryByRole('button', { name: /STAFF-10/ })).toBeNull();
  },
};

/** No card yet: Continue refuses with 'Please choose your card.'. */
export const NoCardYet: Story = {
  args: { cardBrand: undefined },
  play: async ({ canvas, globals, args }) => {
    const continueButton = canvas.getByRole('button', {
      name: textOf(globals, 'checkout.continue'),
    });
    await expect(continueButton).toHaveAccessibleDescription(
      textOf(globals, 'payment.cardBrandRequired'),
    );
    await userEvent.click(continueButton);
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

export const Phone: Story = {
  args: {
    pointsOpen: true,
    pointsSplit: storySplitContext,
    choice: tickPointRedemption(FULL_CASH_CHOICE),
  },
  globals: { viewport: { value: 'phone' } },
};

/** A signed-in customer's refund promo codes. */
const REFUND_CODES = [
  { code: 'RFKSC-7Q2M9X', value: '1500.00', expiredDate: '2026-09-30T16:59:59Z' },
  { code: 'RFKSC-K4D8PA', value: '250.50', expiredDate: '2027-01-31T16:59:59Z' },
];

/**
 * Refund promo codes: "Don't use" first, then each code with its value and expiry; choosing
 * one shows its deduction in the summary and the card's part reduced by it.
 */
export const RefundCodes: Story = {
  args: {
    refundCodes: { codes: REFUND_CODES, chosen: null, onChoose: fn() },
  },
  play: async ({ canvas, globals, args }) => {
    const group = canvas.getByRole('group', {
      name: textOf(globals, 'checkout.refundCode.title'),
    });
    const radios = within(group).getAllByRole('radio');
    await expect(radios).toHaveLength(3);
    await expect(radios[0]).toBeChecked();
    await userEvent.click(radios[1] as HTMLElement);
    await expect(args.refundCodes?.onChoose).toHaveBeenCalledWith('RFKSC-7Q2M9X');
    await expect(radios[1]).toBeChecked();
    // The summary's line names the code, an element of its own (kept on one line).
    await expect(
      canvas.getByText(
        (_, element) =>
          element?.tagName === 'DT' && /\(RFKSC-7Q2M9X\)$/.test(element.textContent ?? ''),
      ),
    ).toBeVisible();
    await expect(canvas.getByText(/^−.*1,500/)).toBeVisible();
  },
};

/** The server refused the code sent: its reason above the choice, "Don't use" chosen again. */
export const RefundCodeRefused: Story = {
  args: {
    refundCodes: {
      codes: REFUND_CODES.slice(1),
      chosen: null,
      onChoose: fn(),
      error: domainError('checkout.refundCouponUsed'),
    },
  },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      textOf(globals, 'checkout.refundCouponUsed'),
    );
  },
};
