import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Lang } from './browser';

const POLL = { timeout: 15_000, interval: 100 } as const;

/**
 * Ticks a radio or checkbox the way a person does, by its label: the design
 * system hides the native input under a styled label, which takes the click.
 */
export async function pick(control: Locator): Promise<void> {
  const wrapping = control.locator('xpath=ancestor::label[1]');
  if ((await wrapping.count()) > 0) {
    await wrapping.click();
    return;
  }
  const id = await control.getAttribute('id');
  if (id === null) throw new Error('The control has neither a wrapping label nor an id');
  await control.page().locator(`label[for="${id}"]`).click();
}

/** Waits until the control is disabled (a locked or unavailable choice), failing after a while. */
export async function expectDisabled(control: Locator, what: string): Promise<void> {
  await expect
    .poll(() => control.isDisabled(), { ...POLL, message: `${what} is disabled` })
    .toBe(true);
}

export async function expectEnabled(control: Locator, what: string): Promise<void> {
  await expect
    .poll(() => control.isEnabled(), { ...POLL, message: `${what} is enabled` })
    .toBe(true);
}

export async function expectChecked(control: Locator, what: string): Promise<void> {
  await expect
    .poll(() => control.isChecked(), { ...POLL, message: `${what} is checked` })
    .toBe(true);
}

/** Waits until the page's URL satisfies `test` (client-side navigations have no load event). */
export async function expectUrl(
  page: Page,
  test: (url: URL) => boolean,
  what: string,
): Promise<URL> {
  await expect.poll(() => test(new URL(page.url())), { ...POLL, message: what }).toBe(true);
  return new URL(page.url());
}

/** Text with every run of white space (including no-break spaces) as one space. */
export function normalise(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** A price as written in each language: `THB 45,900` and `45,900 บาท` (and `.00` forms). */
const PRICE: Record<Lang, RegExp> = {
  en: /THB ([\d,]+(?:\.\d{2})?)/,
  th: /([\d,]+(?:\.\d{2})?) บาท/,
};

/** The amount of the first price written in `text`, or undefined when there is none in the language's format. */
export function priceIn(text: string, lang: Lang): number | undefined {
  const match = PRICE[lang].exec(normalise(text));
  return match?.[1] === undefined ? undefined : Number(match[1].replaceAll(',', ''));
}

/** The prices of a list of cards, in the order the page shows them; a card without one fails. */
export async function pricesOf(cards: Locator, lang: Lang): Promise<number[]> {
  const texts = await cards.allInnerTexts();
  return texts.map((text) => {
    const price = priceIn(text, lang);
    if (price === undefined) throw new Error(`No ${lang} price on the card: ${normalise(text)}`);
    return price;
  });
}

export function isAscending(values: readonly number[]): boolean {
  return values.every((value, index) => index === 0 || (values[index - 1] as number) <= value);
}

export function isDescending(values: readonly number[]): boolean {
  return values.every((value, index) => index === 0 || (values[index - 1] as number) >= value);
}
