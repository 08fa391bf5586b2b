import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { textOf } from '../../fixtures/story-text';
import { CheckoutStepper } from './checkout-stepper';

const meta = {
  title: 'Checkout/CheckoutStepper',
  component: CheckoutStepper,
  args: { current: 3 },
} satisfies Meta<typeof CheckoutStepper>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Step 3 of 5: the current step is marked, the two before it are done, every step named. */
export const PaymentStep: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas, globals }) => {
    const nav = canvas.getByRole('navigation', { name: textOf(globals, 'checkout.stepper.label') });
    await expect(nav).toBeVisible();
    const steps = canvas.getAllByRole('listitem');
    await expect(steps).toHaveLength(5);
    await expect(steps[2]).toHaveAttribute('aria-current', 'step');
    await expect(steps[2]).toHaveTextContent(textOf(globals, 'checkout.step.3'));
    const done = textOf(globals, 'checkout.stepper.done');
    await expect(steps[0]).toHaveTextContent(done);
    await expect(steps[1]).toHaveTextContent(done);
    await expect(steps[3]).not.toHaveTextContent(done);
    await expect(steps.filter((step) => step.hasAttribute('aria-current'))).toHaveLength(1);
    await expect(canvas.getByText(textOf(globals, 'checkout.step.5'))).toBeVisible();
  },
};

/** On a phone: the row of numbers, and the current step's name with "Step 2 of 5". */
export const Phone: Story = {
  args: { current: 2 },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByText(textOf(globals, 'checkout.stepper.progress', { step: 2, total: 5 })),
    ).toBeVisible();
    const names = canvas.getAllByText(textOf(globals, 'checkout.step.2'));
    await expect(names.some((name) => name.checkVisibility())).toBe(true);
    await expect(canvas.getAllByRole('listitem')[1]).toHaveAttribute('aria-current', 'step');
  },
};

/** The last step: every step before it is done. */
export const Completion: Story = {
  args: { current: 5 },
  play: async ({ canvas, globals }) => {
    const done = textOf(globals, 'checkout.stepper.done');
    const steps = canvas.getAllByRole('listitem');
    for (const step of steps.slice(0, 4)) await expect(step).toHaveTextContent(done);
    await expect(steps[4]).toHaveAttribute('aria-current', 'step');
  },
};
