import type { Meta, StoryObj } from '@storybook/react-vite';
import { chakra } from '@chakra-ui/react';
import { expect, fn, userEvent } from 'storybook/test';
import { checkoutLines, checkoutTotals } from '../../fixtures/checkout';
import { textOf } from '../../fixtures/story-text';
import { CheckoutSummary } from '../checkout-summary/checkout-summary';
import { CheckoutLayout } from './checkout-layout';
import { StepActions } from './step-actions';

const meta = {
  title: 'Checkout/CheckoutLayout',
  component: CheckoutLayout,
  args: { step: 3, children: null },
  render: (args, { globals }) => (
    <CheckoutLayout
      {...args}
      heading={
        <chakra.h1 fontSize="3xl" fontWeight="bold">
          {textOf(globals, 'cartPage.checkout')}
        </chakra.h1>
      }
      summary={<CheckoutSummary lines={checkoutLines} totals={checkoutTotals} />}
    >
      <chakra.p>{textOf(globals, 'checkout.step.3')}</chakra.p>
      <StepActions
        backLabel={textOf(globals, 'checkout.back')}
        onBack={fn()}
        primaryLabel={textOf(globals, 'checkout.continue')}
        blocked
        reason={textOf(globals, 'payment.cardBrandRequired')}
      />
    </CheckoutLayout>
  ),
} satisfies Meta<typeof CheckoutLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The stepper above, the summary beside the step on wide screens; the refused primary
 * button says why on focus.
 */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByRole('navigation', { name: textOf(globals, 'checkout.stepper.label') }),
    ).toBeVisible();
    await expect(canvas.getByRole('complementary')).toBeVisible();
    const why = textOf(globals, 'payment.cardBrandRequired');
    await expect(canvas.getByText(why)).not.toBeVisible();
    await userEvent.tab();
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', { name: textOf(globals, 'checkout.continue') }),
    ).toHaveFocus();
    await expect(canvas.getByText(why)).toBeVisible();
  },
};

/** On a phone the summary comes under the step. */
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
