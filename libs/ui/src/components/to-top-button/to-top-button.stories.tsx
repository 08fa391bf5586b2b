import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { textOf } from '../../fixtures/story-text';
import { ToTopButton } from './to-top-button';

const meta = {
  title: 'Layout/ToTopButton',
  component: ToTopButton,
  render: (args) => (
    <Box minH="300vh">
      <ToTopButton {...args} />
    </Box>
  ),
} satisfies Meta<typeof ToTopButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden at the top; shown past 20 px; takes the page back up and hides again. */
export const AfterScrolling: Story = {
  play: async ({ canvas, globals }) => {
    const button = () => canvas.queryByRole('button', { name: textOf(globals, 'toTop.label') });
    await expect(button()).toBeNull();
    window.scrollTo({ top: 21, behavior: 'instant' });
    await waitFor(() => expect(button()).toBeVisible());
    await userEvent.click(button() as HTMLElement);
    await waitFor(() => expect(window.scrollY).toBe(0));
    await waitFor(() => expect(button()).toBeNull());
  },
};
