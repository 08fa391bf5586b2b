import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box, Button, chakra } from '@chakra-ui/react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { localeOf } from '../../fixtures/story-text';
import { Sheet, type SheetProps } from './sheet';

/** A sheet opened by a button, as a page uses it. */
function SheetDemo(props: SheetProps & { readonly th: boolean }) {
  const { th, ...sheet } = props;
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{th ? 'เปิด' : 'Open'}</Button>
      <Sheet
        {...sheet}
        open={open}
        onClose={() => {
          setOpen(false);
          sheet.onClose();
        }}
      >
        <Box p="6">
          <chakra.h2 id="sheet-demo-title" fontSize="lg" fontWeight="semibold" mb="3">
            {th ? 'ข้อมูลการจัดส่ง' : 'Delivery'}
          </chakra.h2>
          <chakra.p mb="4">
            {th ? 'จัดส่งภายใน 4 - 7 วันทำการ' : 'Delivered in 4 - 7 business days.'}
          </chakra.p>
          <Button data-autofocus colorPalette="accent" onClick={() => setOpen(false)}>
            {th ? 'ตกลง' : 'OK'}
          </Button>
        </Box>
      </Sheet>
    </>
  );
}

const meta = {
  title: 'Feedback/Sheet',
  component: Sheet,
  args: { open: false, onClose: fn(), labelledBy: 'sheet-demo-title', children: null },
  render: (args, { globals }) => <SheetDemo {...args} th={localeOf(globals) === 'th'} />,
} satisfies Meta<typeof Sheet>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens modal with the marked button focused; Escape closes it and focus returns. */
export const Centre: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const opener = canvas.getByRole('button');
    await userEvent.click(opener);
    const dialog = await body.findByRole('dialog');
    await expect(dialog).toHaveAccessibleName(/Delivery|ข้อมูลการจัดส่ง/);
    await expect(within(dialog).getByRole('button')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(opener).toHaveFocus();
  },
};

/** A drawer from the start edge (the header's mobile menu). */
export const Start: Story = {
  args: { placement: 'start' },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button'));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await waitFor(() => expect(dialog.getBoundingClientRect().left).toBe(0));
  },
};
