import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

/** The decorator's wrapper around the story (preview.tsx): the picture is cut to it. */
export const CANVAS_SELECTOR = '[data-visual-canvas]';

/** Whether a box lies outside another (by more than a pixel's rounding). */
function outside(inner: DOMRect, outer: DOMRect): boolean {
  return (
    inner.top < outer.top - 1 ||
    inner.left < outer.left - 1 ||
    inner.bottom > outer.bottom + 1 ||
    inner.right > outer.right + 1
  );
}

/**
 * What the story shows: its canvas, or the whole page when part of the story
 * lies outside the canvas (a dialog or drawer, fixed or in a portal).
 */
function pictured(): Element {
  const canvas = document.querySelector(CANVAS_SELECTOR);
  if (canvas === null) return document.body;
  const frame = canvas.getBoundingClientRect();
  const spills = Array.from(canvas.querySelectorAll('*')).some((element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && outside(box, frame);
  });
  const portalled = Array.from(
    document.querySelectorAll('[role="dialog"], [role="alertdialog"]'),
  ).some((layer) => !canvas.contains(layer));
  return spills || portalled || frame.height === 0 ? document.body : canvas;
}

// After the story has rendered, played and passed axe, its picture is compared with the
// committed baseline (apps/storybook/vitest.config.ts says where, and how close is close enough).
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail' || task.meta.storyId === undefined) return;
  await expect.element(page.elementLocator(pictured())).toMatchScreenshot('canvas');
});

declare module 'vitest' {
  interface TaskMeta {
    storyId?: string;
  }
}
