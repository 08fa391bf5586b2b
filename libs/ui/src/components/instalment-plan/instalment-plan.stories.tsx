import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, chakra } from '@chakra-ui/react';
import { thb } from '@rewards/domain';
import { expect } from 'storybook/test';
import { localeOf } from '../../fixtures/story-text';
import { InstalmentPlan } from './instalment-plan';

/** 10 months at 0.89% on THB 45,900: THB 4,999 a month, the first THB 5,000.57 with the rounding. */
const meta = {
  title: 'Checkout/InstalmentPlan',
  component: InstalmentPlan,
  args: {
    months: 10,
    rate: '0.89',
    monthly: thb('4999.00'),
    first: thb('5000.57'),
    total: thb('49991.57'),
    variant: 'offer',
  },
  decorators: [
    (Story) => (
      <Box maxW="xs" p="4" borderWidth="1px" borderColor="card.border" borderRadius="l3">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof InstalmentPlan>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A term on offer (the payment step's choices, in a label): the monthly amount large. */
export const Offer: Story = {
  play: async ({ canvas, globals }) => {
    const th = localeOf(globals) === 'th';
    await expect(canvas.getByText(th ? '4,999.00 บาท' : 'THB 4,999.00')).toBeVisible();
    await expect(canvas.getByText(th ? /5,000\.57 บาท/ : /THB 5,000\.57/)).toBeVisible();
  },
};

/** A term on offer on the item page: paragraphs in a list item. */
export const OfferParagraphs: Story = {
  args: { as: 'p', totalGap: '2' },
  play: async ({ canvas, globals }) => {
    const th = localeOf(globals) === 'th';
    const monthly = canvas.getByText(th ? '4,999.00 บาท' : 'THB 4,999.00');
    await expect(monthly.parentElement?.tagName).toBe('P');
  },
};

/** The plan chosen, in a list of details (the review, the order's result): the monthly sentence large. */
export const Plan: Story = {
  args: { variant: 'plan' },
  render: (args) => (
    <chakra.dl fontSize="sm">
      <chakra.dt>Plan</chakra.dt>
      <chakra.dd>
        <InstalmentPlan {...args} />
      </chakra.dd>
    </chakra.dl>
  ),
  play: async ({ canvas, globals }) => {
    const th = localeOf(globals) === 'th';
    await expect(canvas.getByText(th ? /4,999\.00 บาท/ : /THB 4,999\.00/)).toBeVisible();
    await expect(canvas.getByText(th ? /49,991\.57 บาท/ : /THB 49,991\.57/)).toBeVisible();
  },
};

/** A whole-baht plan whose first month is the same as the others: no first-payment line. */
export const EvenPlan: Story = {
  args: { monthly: thb('1000'), first: thb('1000'), total: thb('10000'), rate: '0' },
  play: async ({ canvas, globals }) => {
    const th = localeOf(globals) === 'th';
    await expect(canvas.getByText(th ? '1,000 บาท' : 'THB 1,000')).toBeVisible();
    await expect(canvas.queryByText(th ? /งวดแรก/ : /first payment/i)).toBeNull();
  },
};
