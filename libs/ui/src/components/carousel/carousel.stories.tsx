import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { carouselSlides } from '../../fixtures/banners';
import { localeOf, textOf } from '../../fixtures/story-text';
import { Carousel } from './carousel';

const meta = {
  title: 'Home/Carousel',
  component: Carousel,
  args: { slides: [] },
  render: (args, { globals }) => <Carousel {...args} slides={carouselSlides(localeOf(globals))} />,
} satisfies Meta<typeof Carousel>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Once the page has loaded (as it has here), every slide has its picture; while the
 * first page is still loading, the hidden slides keep only their frames.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const slides = canvasElement.querySelectorAll('[aria-roledescription] [role="group"]');
    await expect(slides.length).toBeGreaterThan(1);
    for (const slide of slides) {
      await waitFor(() => expect(slide.querySelector('img')).not.toBeNull());
    }
  },
};

/** Previous, next and the dots move it; the current dot is marked; pause stops the slideshow. */
export const Controls: Story = {
  play: async ({ canvas, globals }) => {
    const dot = (index: number) =>
      canvas.getByRole('button', { name: textOf(globals, 'carousel.goTo', { index }) });
    await expect(dot(1)).toHaveAttribute('aria-current', 'true');
    await userEvent.click(canvas.getByRole('button', { name: textOf(globals, 'carousel.next') }));
    await expect(dot(2)).toHaveAttribute('aria-current', 'true');
    await expect(dot(1)).not.toHaveAttribute('aria-current');
    await userEvent.click(
      canvas.getByRole('button', { name: textOf(globals, 'carousel.previous') }),
    );
    await userEvent.click(
      canvas.getByRole('button', { name: textOf(globals, 'carousel.previous') }),
    );
    await expect(dot(3)).toHaveAttribute('aria-current', 'true');
    await userEvent.click(dot(1));
    await expect(dot(1)).toHaveAttribute('aria-current', 'true');
    const slide = canvas.getByRole('group', {
      name: textOf(globals, 'carousel.slide', { index: 1, total: 3 }),
    });
    await waitFor(() => expect(slide).not.toHaveAttribute('aria-hidden'));
    await userEvent.click(canvas.getByRole('button', { name: textOf(globals, 'carousel.pause') }));
    await expect(
      canvas.getByRole('button', { name: textOf(globals, 'carousel.play') }),
    ).toBeVisible();
  },
};

export const WithoutAutoplay: Story = { args: { autoplay: false } };

export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
