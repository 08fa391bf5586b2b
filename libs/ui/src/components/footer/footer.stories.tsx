import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { textOf } from '../../fixtures/story-text';
import { Footer } from './footer';

const meta = {
  title: 'Layout/Footer',
  component: Footer,
  args: {
    links: {
      termsOfUse: '/cms/term-and-condition',
      privacyPolicy: '/cms/privacy',
      contactUs: '/contactus',
    },
    sellerName: 'Rewards Commerce Co., Ltd.',
    year: 2026,
  },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    await expect(canvas.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/cms/term-and-condition',
      '/cms/privacy',
      '/contactus',
    ]);
    await expect(
      canvas.getByText(
        textOf(globals, 'footer.sellerNote', { seller: 'Rewards Commerce Co., Ltd.' }),
      ),
    ).toBeVisible();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
