import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Input, chakra } from '@chakra-ui/react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { textOf } from '../../fixtures/story-text';
import { ToTopButton } from '../to-top-button/to-top-button';
import { ADD_TO_CART_BAR_HEIGHT, AddToCartBar } from './add-to-cart-bar';

const meta = {
  title: 'Item/AddToCartBar',
  component: AddToCartBar,
  args: { name: 'iPhone 17 Pro 256GB Cosmic Orange', price: '45900', onAdd: fn() },
  globals: { viewport: { value: 'phone' } },
  render: (args) => (
    <Box>
      <Box minH="150vh">
        <chakra.p>↓</chakra.p>
      </Box>
      <chakra.label display="block">
        Engraving line 1
        <Input data-testid="last-input" />
      </chakra.label>
      <AddToCartBar {...args} />
      <ToTopButton bottomSpace={ADD_TO_CART_BAR_HEIGHT} />
    </Box>
  ),
} satisfies Meta<typeof AddToCartBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * On a phone: name, price and Add to cart at the bottom; the to-top button sits
 * above the bar, and neither covers the last input at the end of the page.
 */
export const Phone: Story = {
  play: async ({ canvas, globals, args }) => {
    const bar = canvas.getByTestId('add-to-cart-bar');
    await expect(bar).toBeVisible();
    await expect(bar).toHaveTextContent(globals.locale === 'th' ? '45,900 บาท' : 'THB 45,900');
    await userEvent.click(
      canvas.getByRole('button', { name: textOf(globals, 'addToCartBar.label') }),
    );
    await expect(args.onAdd).toHaveBeenCalledTimes(1);

    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
    const toTop = await waitFor(() =>
      canvas.getByRole('button', { name: textOf(globals, 'toTop.label') }),
    );
    const barTop = bar.getBoundingClientRect().top;
    await expect(toTop.getBoundingClientRect().bottom).toBeLessThanOrEqual(barTop);
    // Scrolled to the end, the last input is above the bar and clear of the button.
    const input = canvas.getByTestId('last-input').getBoundingClientRect();
    await expect(input.bottom).toBeLessThanOrEqual(barTop);
    // Typing in it hides the to-top button.
    await userEvent.click(canvas.getByTestId('last-input'));
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: textOf(globals, 'toTop.label') })).toBeNull(),
    );
    window.scrollTo({ top: 0, behavior: 'instant' });
  },
};

/** Disabled, the bar says why (the max-quantity message) in place of the price. */
export const Disabled: Story = {
  args: {
    disabled: true,
    disabledReason: 'Maximum quantity accepted for this item per transaction is 2',
  },
  play: async ({ canvas, globals }) => {
    const button = canvas.getByRole('button', { name: textOf(globals, 'addToCartBar.label') });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(
      'Maximum quantity accepted for this item per transaction is 2',
    );
  },
};

/** From tablets up the page's own button is enough: no bar. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('add-to-cart-bar')).not.toBeVisible();
  },
};
