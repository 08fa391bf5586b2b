import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@chakra-ui/react';
import { expect } from 'storybook/test';
import { devicePicture } from '../../fixtures/pictures';
import { textOf } from '../../fixtures/story-text';
import { CatalogueTile } from './catalogue-tile';

const meta = {
  title: 'Catalogue/CatalogueTile',
  component: CatalogueTile,
  args: {
    tile: {
      name: 'iPhone 17 Pro',
      thaiName: 'ไอโฟน 17 โปร',
      href: '/listItem?catalogue=11',
      imageUrl: devicePicture('phone', '#c2410c'),
    },
  },
  decorators: [
    (Story) => (
      <Box maxW="xs">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof CatalogueTile>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('link')).toHaveAccessibleName(
      globals.locale === 'th' ? 'ไอโฟน 17 โปร' : 'iPhone 17 Pro',
    );
  },
};

export const New: Story = {
  args: { tile: { ...meta.args.tile, isNew: true } },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(textOf(globals, 'badge.new'))).toBeVisible();
  },
};

/** A highlighted catalogue: a wide picture on wider screens, on its own background. */
export const Highlight: Story = {
  args: {
    tile: {
      ...meta.args.tile,
      highlight: true,
      bgColor: '#fff7ed',
      imageUrl: devicePicture('phone', '#c2410c', '#fff7ed'),
    },
  },
  decorators: [
    (Story) => (
      <Box maxW="2xl">
        <Story />
      </Box>
    ),
  ],
};

/** A picture of text, as a catalogue's `imageUrlLine1` is. */
const TAGLINE_PICTURE = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 64" width="240" height="64">' +
    '<text x="0" y="48" font-family="Helvetica, Arial, sans-serif" font-size="48" font-weight="700" fill="#f5f5f7">PRO</text></svg>',
)}`;

/**
 * The catalogue's taglines: the picture line (`imageUrlLine1`) and `textLine2` in
 * its own size, colour and weight; the picture is square and never letterboxed,
 * beside the text on wide screens.
 */
export const Taglines: Story = {
  args: {
    tile: {
      ...meta.args.tile,
      highlight: true,
      bgColor: '#000000',
      imageUrl: devicePicture('phone', '#c2410c', '#000000'),
      taglineImageUrl: TAGLINE_PICTURE,
      tagline: {
        text: 'Hello, Apple Intelligence.',
        fontSize: '18px',
        color: '#F5F5F7',
        fontType: 'bold',
      },
      textPosition: 'left',
    },
  },
  decorators: [
    (Story) => (
      <Box maxW="2xl">
        <Story />
      </Box>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    const tagline = canvas.getByTestId('tile-tagline');
    await expect(tagline).toHaveTextContent('Hello, Apple Intelligence.');
    const style = getComputedStyle(tagline);
    await expect(style.fontSize).toBe('18px');
    await expect(style.fontWeight).toBe('700');
    await expect(style.color).toBe('rgb(245, 245, 247)');
    await expect(canvas.getByTestId('tile-tagline-image')).toBeVisible();
    const picture = canvasElement.querySelector('img')?.getBoundingClientRect();
    await expect(picture?.width).toBeGreaterThan(0);
    // Square picture in a square box: no bands.
    await expect(Math.abs((picture?.width ?? 0) - (picture?.height ?? 1))).toBeLessThan(1);
  },
};

/** A tagline font that is not plain CSS is ignored rather than injected. */
export const UnsafeTaglineFont: Story = {
  args: {
    tile: {
      ...meta.args.tile,
      tagline: { text: 'Titanium.', fontSize: '18px; background: red', color: 'url(x)' },
    },
  },
  play: async ({ canvas }) => {
    const style = getComputedStyle(canvas.getByTestId('tile-tagline'));
    await expect(style.fontSize).not.toBe('18px');
    await expect(style.backgroundColor).toBe('rgba(0, 0, 0, 0)');
  },
};

/**
 * A tagline colour chosen for a catalogue background is used only with that
 * background: on the card's own surface (light or dark) the text keeps the
 * theme's colour and its contrast.
 */
export const TaglineOnCardSurface: Story = {
  args: {
    tile: {
      ...meta.args.tile,
      tagline: { text: 'Titanium.', fontSize: '18px', color: '#1D1D1F', fontType: 'bold' },
    },
  },
  play: async ({ canvas }) => {
    const tagline = canvas.getByTestId('tile-tagline');
    const name = canvas.getByRole('heading');
    await expect(getComputedStyle(tagline).color).toBe(getComputedStyle(name).color);
    await expect(getComputedStyle(tagline).fontWeight).toBe('700');
  },
};
