import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { textOf } from '../../fixtures/story-text';
import { NotFoundPage } from './not-found-page';

const meta = {
  title: 'Pages/NotFoundPage',
  component: NotFoundPage,
  args: { homeHref: '/?lang=en' },
} satisfies Meta<typeof NotFoundPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      textOf(globals, 'notFound.title'),
    );
    await expect(
      canvas.getByRole('link', { name: textOf(globals, 'notFound.home') }),
    ).toHaveAttribute('href', '/?lang=en');
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
