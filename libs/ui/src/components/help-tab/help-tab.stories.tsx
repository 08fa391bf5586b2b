import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { textOf } from '../../fixtures/story-text';
import { HelpTab } from './help-tab';

const meta = {
  title: 'Help/HelpTab',
  component: HelpTab,
  args: { expanded: false, onOpen: fn(), onDismiss: fn() },
} satisfies Meta<typeof HelpTab>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Need help? opens the chat; the x hides the tab. */
export const Closed: Story = {
  play: async ({ canvas, globals, args }) => {
    const open = canvas.getByRole('button', { name: textOf(globals, 'helpTab.open') });
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(open);
    await expect(args.onOpen).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: textOf(globals, 'helpTab.dismiss') }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};
