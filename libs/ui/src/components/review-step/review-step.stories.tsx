import type { Meta, StoryObj } from '@storybook/react-vite';
import { thb, type CardBrand } from '@rewards/domain';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  billingAddress,
  checkoutLines,
  checkoutTotals,
  shippingAddress,
  storyRegions,
  tenMonthPlan,
} from '../../fixtures/checkout';
import { localeOf, textOf } from '../../fixtures/story-text';
import { CheckoutLayout } from '../checkout-layout/checkout-layout';
import { ReviewStep, type ReviewStepProps } from './review-step';

/** The review with I agree, the card and the payment's progress kept in the story. */
function StatefulReviewStep(props: ReviewStepProps) {
  const [agreed, setAgreed] = useState(props.agreed);
  const [cardBrand, setCardBrand] = useState<CardBrand | undefined>(props.cardBrand);
  const [processing, setProcessing] = useState(props.processing);
  return (
    <CheckoutLayout step={4}>
      <ReviewStep
        {...props}
        agreed={agreed}
        onAgreedChange={(checked) => {
          props.onAgreedChange(checked);
          setAgreed(checked);
        }}
        cardBrand={cardBrand}
        onCardBrandChange={(brand) => {
          props.onCardBrandChange(brand);
          setCardBrand(brand);
        }}
        processing={processing}
        onPayNow={() => {
          props.onPayNow();
          setProcessing(true);
        }}
      />
    </CheckoutLayout>
  );
}

const meta = {
  title: 'Checkout/ReviewStep',
  component: ReviewStep,
  args: {
    lines: checkoutLines,
    totals: checkoutTotals,
    billing: billingAddress,
    shipping: shippingAddress,
    regions: storyRegions,
    onEditBilling: fn(),
    onEditShipping: fn(),
    payment: {
      paymentType: 'CASH_INSTALLMENT',
      cash: checkoutTotals.total,
      point: 0,
      instalment: tenMonthPlan,
    },
    cardBrand: 'KCC',
    onCardBrandChange: fn(),
    agreed: false,
    onAgreedChange: fn(),
    processing: false,
    onBack: fn(),
    onPayNow: fn(),
  },
  render: (args) => <StatefulReviewStep {...args} />,
} satisfies Meta<typeof ReviewStep>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Pay now waits for I agree and says so; ticked, it pays, then shows that it is processing
 * and refuses a second click; Back to selection waits too.
 */
export const PayNow: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas, globals, args }) => {
    const payNow = canvas.getByRole('button', { name: textOf(globals, 'checkout.review.payNow') });
    await expect(payNow).toHaveAttribute('aria-disabled', 'true');
    await expect(payNow).toHaveAccessibleDescription(
      textOf(globals, 'checkout.review.blockedAgree'),
    );
    await userEvent.click(payNow);
    await expect(args.onPayNow).not.toHaveBeenCalled();
    await userEvent.click(
      canvas.getByRole('checkbox', { name: textOf(globals, 'checkout.review.agree') }),
    );
    await expect(args.onAgreedChange).toHaveBeenCalledWith(true);
    await expect(payNow).not.toHaveAttribute('aria-disabled');
    await userEvent.click(payNow);
    await expect(args.onPayNow).toHaveBeenCalledOnce();
    await expect(canvas.getByText(textOf(globals, 'checkout.review.processing'))).toBeVisible();
    await expect(payNow).toBeDisabled();
    await expect(
      canvas.getByRole('button', { name: textOf(globals, 'checkout.review.backToSelection') }),
    ).toBeDisabled();
  },
};

/**
 * Everything once more: items with More details, both addresses with Edit, the instalment
 * plan, and the policy pages, each opening in a new tab.
 */
export const Details: Story = {
  play: async ({ canvas, globals, args }) => {
    const items = within(
      canvas.getByRole('region', { name: textOf(globals, 'checkout.review.items') }),
    );
    await expect(items.getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(
      items.getByRole('button', { name: textOf(globals, 'checkout.summary.moreDetails') }),
    );
    await expect(items.getAllByRole('listitem')).toHaveLength(4);
    await userEvent.click(
      canvas.getByRole('button', { name: textOf(globals, 'checkout.review.editShipping') }),
    );
    await expect(args.onEditShipping).toHaveBeenCalledOnce();
    await userEvent.click(
      canvas.getByRole('button', { name: textOf(globals, 'checkout.review.editBilling') }),
    );
    await expect(args.onEditBilling).toHaveBeenCalledOnce();
    const th = localeOf(globals) === 'th';
    await expect(canvas.getByText(th ? '11,276 บาท/เดือน' : 'THB 11,276/month')).toBeVisible();
    await expect(canvas.getByText(th ? 'ภูเก็ต 83150' : 'Phuket 83150')).toBeVisible();
    await expect(
      canvas.getByText(textOf(globals, 'checkout.paymentType.CASH_INSTALLMENT')),
    ).toBeVisible();
    for (const [id, href] of [
      ['footer.termsOfUse', '/cms/term-and-condition'],
      ['footer.privacyPolicy', '/cms/privacy'],
      ['header.page.salesRefund', '/cms/sales-refund'],
    ] as const) {
      const link = canvas.getByRole('link', { name: new RegExp(textOf(globals, id)) });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
    }
  },
};

/** Cash to pay and no card: Pay now asks for the card, and goes on once one is chosen. */
export const CardNeeded: Story = {
  args: { cardBrand: undefined, agreed: true },
  play: async ({ canvas, globals }) => {
    const payNow = canvas.getByRole('button', { name: textOf(globals, 'checkout.review.payNow') });
    const why = textOf(globals, 'payment.cardBrandRequired');
    await expect(payNow).toHaveAccessibleDescription(why);
    const card = canvas.getByRole('combobox', { name: textOf(globals, 'cardBrand.label') });
    await expect(card).toHaveAccessibleDescription(why);
    await userEvent.selectOptions(card, textOf(globals, 'cardBrand.AYCAP'));
    await expect(payNow).not.toHaveAttribute('aria-disabled');
  },
};

/** The payment check refused: the alert at the top takes the focus. */
export const PaymentConditionError: Story = {
  args: { agreed: true, errorTitle: { code: 'cart.priceChanged' } },
  play: async ({ canvas, globals }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(textOf(globals, 'cart.priceChanged'));
    await expect(alert).toHaveFocus();
  },
};

/** Points and cash: the points redeemed and what the card pays. */
export const PointsAndCash: Story = {
  args: {
    agreed: true,
    payment: { paymentType: 'POINT_CASH', cash: thb('112040'), point: 120_000 },
  },
  play: async ({ canvas, globals }) => {
    const th = localeOf(globals) === 'th';
    await expect(canvas.getByText(th ? '120,000 คะแนน' : '120,000 points')).toBeVisible();
    await expect(canvas.getByText(th ? '112,040 บาท' : 'THB 112,040')).toBeVisible();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
