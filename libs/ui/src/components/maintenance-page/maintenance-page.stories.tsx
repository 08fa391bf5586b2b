import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { textOf } from '../../fixtures/story-text';
import { MaintenancePage } from './maintenance-page';

const meta = {
  title: 'Pages/MaintenancePage',
  component: MaintenancePage,
} satisfies Meta<typeof MaintenancePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      textOf(globals, 'maintenance.title'),
    );
  },
};

export const Checking: Story = { args: { checking: true } };

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
