import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { promotionBanners } from '../../fixtures/banners';
import { localeOf, textOf } from '../../fixtures/story-text';
import { PromotionBanners } from './promotion-banners';

const meta = {
  title: 'Home/PromotionBanners',
  component: PromotionBanners,
  args: { banners: [] },
  render: (_args, { globals }) => (
    <PromotionBanners banners={promotionBanners(localeOf(globals))} />
  ),
} satisfies Meta<typeof PromotionBanners>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A banner with buttons, and one whose 'More details' opens its popup. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      canvas.getByRole('button', { name: textOf(globals, 'banners.moreDetails') }),
    );
    const dialog = await body.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(globals.locale === 'th' ? '12%' : '12% off');
    await userEvent.click(
      within(dialog).getByRole('button', { name: textOf(globals, 'modal.ok') }),
    );
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
  },
};

/** Phones get the 4:3 picture where the banner has one, and the buttons under it. */
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
