import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { bannerPicture } from '../../fixtures/pictures';
import { BANNER_SIZES } from '../promotion-banners/promotion-banners';
import { ResponsivePicture } from './responsive-picture';

const art = {
  headline: 'MacBook Pro',
  kind: 'laptop',
  colour: '#334155',
  background: '#e2e8f0',
  ink: '#0f172a',
} as const;

const meta = {
  title: 'Home/ResponsivePicture',
  component: ResponsivePicture,
  args: {
    desktop: { src: bannerPicture({ ...art, wide: true }), ...BANNER_SIZES.desktop },
    mobile: { src: bannerPicture({ ...art, wide: false }), ...BANNER_SIZES.mobile },
    alt: 'MacBook Pro',
    priority: true,
  },
} satisfies Meta<typeof ResponsivePicture>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The picture the screen width calls for (the phone one below 48em), in a frame
 * of that picture's own proportions: nothing is cropped (the headline near the
 * top stays whole) and the space is reserved before it loads.
 */
export const ChosenByWidth: Story = {
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img');
    if (image === null) throw new Error('no picture');
    await waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true));
    const phone = window.matchMedia('(min-width: 48em)').matches === false;
    const expected = phone ? BANNER_SIZES.mobile : BANNER_SIZES.desktop;
    await expect(image.naturalWidth / image.naturalHeight).toBeCloseTo(
      expected.width / expected.height,
      2,
    );
    const box = image.getBoundingClientRect();
    await expect(box.width / box.height).toBeCloseTo(expected.width / expected.height, 1);
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await expect(image).toHaveAttribute('loading', 'eager');
    const source = canvasElement.querySelector('source');
    await expect(source).toHaveAttribute('media', '(min-width: 48em)');
    await expect(source).toHaveAttribute('width', String(BANNER_SIZES.desktop.width));
    await expect(source).toHaveAttribute('height', String(BANNER_SIZES.desktop.height));
  },
};

/** On a phone the square phone picture is shown whole. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: ChosenByWidth.play,
};

/** Below the fold: lazy, no priority. */
export const Lazy: Story = {
  args: { priority: false },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img');
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).not.toHaveAttribute('fetchpriority');
  },
};
