import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PriceTag } from './price-tag';

const meta = {
  title: 'Commerce/PriceTag',
  component: PriceTag,
  args: { amount: '45900' },
} satisfies Meta<typeof PriceTag>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WholeBaht: Story = {
  play: async ({ canvas, globals }) => {
    const text = globals.locale === 'th' ? '45,900 บาท' : 'THB 45,900';
    await expect(canvas.getByText(text)).toBeVisible();
  },
};
export const WithSatang: Story = { args: { amount: '1499', pattern: '0,0.00' } };
export const Reduced: Story = { args: { amount: '39900', was: '45900', size: 'lg' } };
