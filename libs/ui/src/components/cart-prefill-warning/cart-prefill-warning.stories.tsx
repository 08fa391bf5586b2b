import type { Meta, StoryObj } from '@storybook/react-vite';
import { parseCartPrefill } from '@rewards/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { textOf } from '../../fixtures/story-text';
import { CartPrefillWarning } from './cart-prefill-warning';

const meta = {
  title: 'Cart/CartPrefillWarning',
  component: CartPrefillWarning,
  args: { errors: [], onClose: fn() },
} satisfies Meta<typeof CartPrefillWarning>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Lists of unequal length: 'Url is invalid', and OK closes. */
export const UrlInvalid: Story = {
  args: {
    errors: (() => {
      const parsed = parseCartPrefill({ codes: 'IP17P-256-OR,APP-PRO3', quantities: '1' });
      return parsed.ok ? [] : parsed.errors;
    })(),
  },
  play: async ({ canvasElement, globals, args }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('alertdialog'));
    await expect(dialog.getByText(textOf(globals, 'cart.urlInvalid'))).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: textOf(globals, 'modal.ok') }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** A quantity that is not a whole number: 'Quantity is invalid'. */
export const QuantityInvalid: Story = {
  args: {
    errors: (() => {
      const parsed = parseCartPrefill({ codes: 'IP17P-256-OR', quantities: 'two' });
      return parsed.ok ? [] : parsed.errors;
    })(),
  },
  play: async ({ canvasElement, globals }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('alertdialog'));
    await expect(dialog.getByText(textOf(globals, 'cart.quantityInvalid'))).toBeInTheDocument();
  },
};

/** Nothing wrong: no modal. */
export const Valid: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement.ownerDocument.body).queryByRole('alertdialog')).toBeNull();
  },
};
