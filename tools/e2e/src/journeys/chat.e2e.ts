import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { DESKTOP, type Lang } from '../support/browser';
import { checkpointHere } from '../support/checkpoint-here';
import { CHARGER, shippedOrder } from '../support/help-support';
import { HELP_TEXTS, fieldLabel } from '../support/help-texts';
import { operatorCli, type OperatorCli } from '../support/operator-cli';
import { SCREENSHOT_DIR } from '../support/paths';
import { useShopSession } from '../support/session';

const session = useShopSession();

let operator: OperatorCli | undefined;
beforeAll(async () => {
  operator = await operatorCli(inject('baseUrl'));
});
afterAll(() => operator?.close());

function ops(): OperatorCli {
  if (operator === undefined) throw new Error('The operator is not signed in');
  return operator;
}

/** A 390 px phone (the common size of today's phones), upright and on its side, and the desktop. */
const PHONE_390 = { width: 390, height: 844 } as const;
const PHONE_LANDSCAPE = { width: 844, height: 390 } as const;
const RUNS = [
  { lang: 'en' as Lang, size: 'desktop', viewport: DESKTOP },
  { lang: 'th' as Lang, size: 'phone', viewport: PHONE_390 },
] as const;

describe.each(RUNS)('the help chat in $lang on a $size', ({ lang, size, viewport }) => {
  const h = HELP_TEXTS[lang];

  test("?showChat=Y opens it; it answers an FAQ, and looks up a shipped order's status and tax invoice", async () => {
    const baseUrl = inject('baseUrl');
    const { order, tracking } = await shippedOrder(baseUrl, ops(), CHARGER);
    const shop = await session.open(lang);
    const { page } = shop;
    await page.setViewportSize(viewport);
    await shop.goto('/how-it-work?showChat=Y');
    const chat = page.getByRole('dialog', { name: h.needHelp });
    await chat.waitFor();
    const choose = (name: string) => chat.getByRole('button', { name, exact: true }).click();
    const back = () => chat.getByRole('button', { name: h.back, exact: true }).click();

    // An FAQ: a topic's questions and their answers.
    await choose(h.faq);
    await choose(h.delivery);
    await chat.getByText(h.deliveryAnswer).waitFor();
    await checkpointHere(shop, 'help-chat-faq', size);

    // Quick Help, one step deeper: the order's lookups.
    await back();
    await back();
    await choose(h.quickHelp);
    await choose(h.myOrder);
    const lookUp = async (question: string) => {
      await choose(question);
      await chat.getByLabel(fieldLabel(h.chatOrderNumber)).fill(order.poNumber);
      await chat.getByLabel(fieldLabel(h.chatEmail)).fill(order.email);
      await chat.getByLabel(fieldLabel(h.chatPhone)).fill(order.mobile);
      await chat.getByRole('button', { name: h.continue, exact: true }).click();
    };
    await lookUp(h.whereIsMyOrder);
    await chat.getByText(tracking, { exact: true }).waitFor();
    await back();
    await lookUp(h.taxInvoice);
    const link = chat.getByRole('link', { name: h.download, exact: true });
    await link.waitFor();
    const href = (await link.getAttribute('href')) ?? '';
    expect(new URL(href, page.url()).origin, 'the link is the shop’s own').toBe(baseUrl);
    const response = await page.request.get(new URL(href, page.url()).toString());
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/pdf/);
    expect((await response.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await checkpointHere(shop, 'help-chat-tax-invoice', size);

    if (size === 'phone') {
      // On its side (under 500 px tall) the chat lies on its side too.
      await page.setViewportSize(PHONE_LANDSCAPE);
      await back();
      await back();
      await back();
      await chat.getByRole('button', { name: h.faq, exact: true }).waitFor();
      await page.screenshot({
        path: join(SCREENSHOT_DIR, `${lang}-help-chat-phone-landscape.png`),
        animations: 'disabled',
      });
    }

    // Escape closes it.
    await page.keyboard.press('Escape');
    await chat.waitFor({ state: 'hidden' });
    expect(shop.pageErrors).toEqual([]);
  });
});
