import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { cartTotals, checkCheckout, domainError, type DomainError } from '@rewards/domain';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { iphoneCartLine, storyCaps, storyNow } from '../../fixtures/cart';
import { localeOf, textOf } from '../../fixtures/story-text';
import { CartSummary, type CartSummaryProps } from './cart-summary';

/** The summary of a cart with nothing chosen, whose Checkout runs the domain's `checkCheckout`. */
function NothingChosen(props: CartSummaryProps) {
  const lines = [{ ...iphoneCartLine, checked: false }];
  const [errors, setErrors] = useState<readonly DomainError[]>([]);
  return (
    <CartSummary
      {...props}
      totals={cartTotals(lines)}
      checkedCount={0}
      errors={errors}
      onCheckout={() => {
        props.onCheckout();
        const check = checkCheckout(lines, storyCaps, storyNow);
        setErrors(check.ok ? [] : check.errors);
      }}
    />
  );
}

const meta = {
  title: 'Cart/CartSummary',
  component: CartSummary,
  args: {
    totals: cartTotals([iphoneCartLine]),
    checkedCount: 1,
    continueShoppingHref: '/',
    onCheckout: fn(),
  },
  decorators: [
    (Story) => (
      <Box maxW="sm">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof CartSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Subtotal, Free Shipping, the total with Incl. VAT, Checkout and Continue Shopping. */
export const Default: Story = {
  play: async ({ canvas, globals, args }) => {
    const th = localeOf(globals) === 'th';
    await expect(canvas.getAllByText(th ? '54,890 บาท' : 'THB 54,890')).toHaveLength(2);
    await expect(canvas.getByText(textOf(globals, 'cartPage.freeShipping'))).toBeVisible();
    await expect(canvas.getByText(textOf(globals, 'cartPage.inclVat'))).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: textOf(globals, 'cartPage.continueShopping') }),
    ).toHaveAttribute('href', '/');
    await userEvent.click(
      canvas.getByRole('button', { name: textOf(globals, 'cartPage.checkout') }),
    );
    await expect(args.onCheckout).toHaveBeenCalledOnce();
  },
};

/** Checkout with nothing chosen says so. */
export const NothingChosenOnCheckout: Story = {
  render: (args) => <NothingChosen {...args} />,
  play: async ({ canvas, globals }) => {
    const message = textOf(globals, 'cart.noItemChosen');
    await expect(canvas.queryByText(message)).toBeNull();
    const checkout = canvas.getByRole('button', { name: textOf(globals, 'cartPage.checkout') });
    await userEvent.click(checkout);
    await expect(canvas.getByText(message)).toBeVisible();
    await expect(checkout).toHaveAccessibleDescription(message);
  },
};

/** Above the cash cap (care plans included): the spec's message, amount in the language's way. */
export const AboveCashCap: Story = {
  args: {
    totals: cartTotals([{ ...iphoneCartLine, quantity: 3 }]),
    checkedCount: 1,
    errors: [domainError('cart.amountLimitExceeded', { limit: '150000.00' })],
  },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByText(textOf(globals, 'cart.amountLimitExceeded', { limit: '150,000' })),
    ).toBeVisible();
  },
};

export const Busy: Story = { args: { busy: true } };
