import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { categoryLinks } from '../../fixtures/catalogue';
import { textOf } from '../../fixtures/story-text';
import { CategoryBar } from './category-bar';

const meta = {
  title: 'Layout/CategoryBar',
  component: CategoryBar,
  args: { categories: categoryLinks, homeHref: '/', active: 3 },
} satisfies Meta<typeof CategoryBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Home first, then the categories, 6 to a row; shown from tablets up (phones use the menu). */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const rows = canvasElement.querySelectorAll('nav ul');
    await expect(rows).toHaveLength(2);
    await expect(rows[0]?.querySelectorAll('li')).toHaveLength(6);
    const first = rows[0]?.querySelector('a');
    await expect(first).toHaveTextContent(textOf(globals, 'categoryBar.home'));
    const current = canvasElement.querySelector('[aria-current="page"]');
    await expect(current).toHaveTextContent(globals.locale === 'th' ? 'แมค' : 'Mac');
  },
};

export const HomeActive: Story = { args: { active: 'home' } };

/** Categories arrive in any order: the domain sorts them by displayOrderBar. */
export const Unsorted: Story = {
  args: { categories: [...categoryLinks].reverse(), active: undefined },
  play: async ({ canvasElement }) => {
    const labels = [...canvasElement.querySelectorAll('nav a')].map((link) =>
      link.getAttribute('href'),
    );
    await expect(labels.slice(1, 3)).toEqual([categoryLinks[0]?.href, categoryLinks[1]?.href]);
  },
};
