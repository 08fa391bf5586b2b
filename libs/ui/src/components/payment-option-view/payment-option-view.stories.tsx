import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { paymentOptions, POINTS_REDEMPTION_OPEN, thb } from '@rewards/domain';
import { expect } from 'storybook/test';
import { iphonePrices, ippConfig } from '../../fixtures/item-detail';
import { textOf } from '../../fixtures/story-text';
import { PaymentOptionView } from './payment-option-view';

const options = (pointsRedemptionOpen: boolean, priceCode: 'KCC' | 'GCS' = 'KCC') =>
  paymentOptions({
    prices: iphonePrices,
    priceCode,
    amount: thb('45900'),
    pointsRedemptionOpen,
    ippConfig,
  });

const meta = {
  title: 'Item/PaymentOptionView',
  component: PaymentOptionView,
  args: { options: options(POINTS_REDEMPTION_OPEN) },
  decorators: [
    (Story) => (
      <Box maxW="3xl">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof PaymentOptionView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** As the shop runs today: points switched off, so cash and the instalment terms. */
export const CashAndInstalments: Story = {
  play: async ({ canvas, globals }) => {
    const th = globals.locale === 'th';
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      textOf(globals, 'paymentView.title'),
    );
    await expect(canvas.getByText(th ? '45,900 บาท' : 'THB 45,900')).toBeVisible();
    // The monthly amount is set larger than '/month': the text spans two elements. One format
    // for the whole list: another term has satang, so this whole amount shows them too.
    const monthly = textOf(globals, 'paymentView.monthly', {
      amount: th ? '4,590.00 บาท' : 'THB 4,590.00',
    });
    await expect(
      canvas.getByText((_, element) => element?.tagName === 'P' && element.textContent === monthly),
    ).toBeVisible();
    await expect(
      canvas.getByText(textOf(globals, 'paymentView.term', { months: 24, rate: '0.89' })),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        textOf(globals, 'paymentView.total', { amount: th ? '55,704.24 บาท' : 'THB 55,704.24' }),
      ),
    ).toBeVisible();
  },
};

/** With points open: full points, the 12% points discount, points plus cash. */
export const AllOptions: Story = {
  args: { options: options(true) },
  play: async ({ canvas, globals }) => {
    await expect(
      canvas.getByText(textOf(globals, 'paymentView.pointsDiscount', { percent: 12 })),
    ).toBeVisible();
    await expect(
      canvas.getByText(globals.locale === 'th' ? '7,650,000 คะแนน' : '7,650,000 points'),
    ).toBeVisible();
  },
};

/** A card brand without points and without prices of its own (GCS here): the cash price only. */
export const CardWithoutPoints: Story = { args: { options: options(true, 'GCS') } };

export const Phone: Story = {
  args: { options: options(true) },
  globals: { viewport: { value: 'phone' } },
};
