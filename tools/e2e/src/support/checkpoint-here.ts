import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { expect } from 'vitest';
import { describeFindings, isBlocking, recordFindings } from './axe-report';
import type { ShopPage } from './browser';
import { SCREENSHOT_DIR } from './paths';

/**
 * A page worth keeping, at the size the journey acts at only (a journey run
 * once on a desktop and once on a phone covers both sizes without checking
 * every page twice): one `<h1>`, `<html lang>`, no uncaught error, axe
 * (serious or critical violations fail softly, so the journey goes on) and
 * the screenshot `dist/e2e/screenshots/<lang>-<name>-<size>.png`.
 */
export async function checkpointHere(shop: ShopPage, name: string, size: string): Promise<void> {
  const { page, lang } = shop;
  const shot = `${lang}-${name}-${size}`;
  expect.soft(await page.locator('h1').count(), `${shot}: one <h1>`).toBe(1);
  expect.soft(await page.locator('html').getAttribute('lang'), `${shot}: <html lang>`).toBe(lang);
  expect.soft(shop.pageErrors, `${shot}: uncaught errors in the page`).toEqual([]);
  // From the top, as a visitor arrives (the sticky bar that follows a scroll would cover what it passes),
  // once the fades and slides in progress have ended: axe reads a dialog's colours mid-fade as paler
  // than they are. Endless animations (a spinner) are not waited for; a stuck one for 2 s at most.
  await page.evaluate(async () => {
    window.scrollTo(0, 0);
    await document.fonts.ready;
    const ending = document
      .getAnimations()
      .filter((animation) =>
        Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity),
      )
      .map((animation) => animation.finished.catch(() => undefined));
    await Promise.race([Promise.all(ending), new Promise((resolve) => setTimeout(resolve, 2_000))]);
    await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
  });
  const results = await new AxeBuilder({ page })
    // WCAG 2.2 AA's target size (2.5.8) is off in axe's defaults; the budget is 2.2 AA.
    .options({ rules: { 'target-size': { enabled: true } } })
    .analyze();
  const record = recordFindings(shot, results);
  const blocking = record.findings.filter(isBlocking);
  expect.soft(blocking.length, describeFindings(record, blocking)).toBe(0);
  await page.screenshot({
    path: join(SCREENSHOT_DIR, `${shot}.png`),
    fullPage: true,
    animations: 'disabled',
  });
}
