import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { cartTotals, thb } from '@rewards/domain';
import { expect, userEvent, within } from 'storybook/test';
import { checkoutLines, checkoutTotals, discountedTotals, oneLine } from '../../fixtures/checkout';
import { localeOf, textOf } from '../../fixtures/story-text';
import { CheckoutSummary } from './checkout-summary';

const meta = {
  title: 'Checkout/CheckoutSummary',
  component: CheckoutSummary,
  args: { lines: checkoutLines, totals: checkoutTotals },
  decorators: [
    (Story) => (
      <Box maxW="sm">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof CheckoutSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

type Globals = Readonly<Record<string, unknown>>;

function money(globals: Globals, digits: string): string {
  return localeOf(globals) === 'th' ? `${digits} บาท` : `THB ${digits}`;
}

/**
 * Four lines: the first three show, "More details" shows the fourth (and hides it again);
 * subtotal, Free Shipping and the total with Incl. VAT; no discount row without a discount.
 */
export const FourLines: Story = {
  play: async ({ canvas, globals }) => {
    const summary = within(
      canvas.getByRole('region', { name: textOf(globals, 'checkout.summary.title') }),
    );
    await expect(summary.getAllByRole('listitem')).toHaveLength(3);
    const caseName =
      localeOf(globals) === 'th'
        ? 'เคสใสพร้อม MagSafe สำหรับไอโฟน 17 โปร'
        : 'iPhone 17 Pro Clear Case with MagSafe';
    await expect(summary.queryByText(caseName)).toBeNull();
    const more = summary.getByRole('button', {
      name: textOf(globals, 'checkout.summary.moreDetails'),
    });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(more);
    await expect(summary.getAllByRole('listitem')).toHaveLength(4);
    await expect(summary.getByText(caseName)).toBeVisible();
    await expect(summary.getByText(money(globals, '3,980'))).toBeVisible();
    await userEvent.click(
      summary.getByRole('button', { name: textOf(globals, 'checkout.summary.lessDetails') }),
    );
    await expect(summary.getAllByRole('listitem')).toHaveLength(3);

    await expect(summary.getAllByText(money(globals, '112,760'))).toHaveLength(2);
    await expect(summary.getByText(textOf(globals, 'cartPage.freeShipping'))).toBeVisible();
    await expect(summary.getByText(textOf(globals, 'cartPage.inclVat'))).toBeVisible();
    await expect(summary.queryByText(textOf(globals, 'checkout.summary.discount'))).toBeNull();
  },
};

/** A promotion's discount by its code, and points paying part of the total. */
export const DiscountAndPoints: Story = {
  args: {
    totals: discountedTotals,
    promoCode: 'NEWYEAR-500',
    points: 120_000,
    cash: thb('111540'),
  },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByText(textOf(globals, 'checkout.summary.discountCode', { code: 'NEWYEAR-500' })),
    ).toBeVisible();
    await expect(canvas.getByText(`−${money(globals, '500')}`)).toBeVisible();
    await expect(canvas.getByText(money(globals, '112,260'))).toBeVisible();
    await expect(
      canvas.getByText(localeOf(globals) === 'th' ? '120,000 คะแนน' : '120,000 points'),
    ).toBeVisible();
    await expect(canvas.getByText(money(globals, '111,540'))).toBeVisible();
  },
};

/** One line: no "More details". */
export const OneLine: Story = {
  args: { lines: oneLine, totals: cartTotals(oneLine) },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.queryByRole('button', { name: textOf(globals, 'checkout.summary.moreDetails') }),
    ).toBeNull();
    await expect(canvas.getAllByText(money(globals, '54,890')).length).toBeGreaterThan(0);
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
