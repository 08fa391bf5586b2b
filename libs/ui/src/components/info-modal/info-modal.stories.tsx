import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { localeOf, textOf } from '../../fixtures/story-text';
import { InfoModal } from './info-modal';

const meta = {
  title: 'Feedback/InfoModal',
  component: InfoModal,
  args: { open: true, onClose: fn(), onOk: fn(), title: '', children: null },
  render: (args, { globals }) => {
    const th = localeOf(globals) === 'th';
    return (
      <InfoModal {...args} title={th ? 'เพิ่มสินค้าลงตะกร้าแล้ว' : 'Item added to cart'}>
        {th
          ? 'ไอโฟน 17 โปร ความจุ 256GB สีส้มคอสมิก ถูกเพิ่มลงในตะกร้าสินค้าของคุณแล้ว'
          : 'iPhone 17 Pro 256GB Cosmic Orange is now in your cart.'}
      </InfoModal>
    );
  },
} satisfies Meta<typeof InfoModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** OK confirms and closes. */
export const Open: Story = {
  play: async ({ canvasElement, globals, args }) => {
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: textOf(globals, 'modal.ok') }));
    await expect(args.onOk).toHaveBeenCalledOnce();
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** A full-screen sheet on phones. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await expect(dialog.offsetWidth).toBe(canvasElement.ownerDocument.documentElement.clientWidth);
  },
};
