import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { ACCOUNT_TEXTS } from '../support/account-texts';
import { DESKTOP, type Lang, type ShopPage } from '../support/browser';
import { checkpointHere } from '../support/checkpoint-here';
import { HELP_TEXTS, fieldLabel } from '../support/help-texts';
import { CHARGER, customerWithOrder, smallPdf, smallPhoto } from '../support/help-support';
import { operatorCli, type OperatorCli } from '../support/operator-cli';
import { useShopSession } from '../support/session';
import { signInFromHeader } from '../support/sign-in';

const session = useShopSession();

/** A case as the operators' command line prints it with `--json`. */
interface CliCase {
  readonly thread: {
    readonly ticketId: string;
    readonly orderNumber: string;
    readonly feedbackMessagesVMs: readonly {
      readonly fromShop: boolean;
      readonly responseAttachFile: readonly {
        readonly fileName: string;
        readonly contentType: string;
      }[];
    }[];
  };
}

let operator: OperatorCli | undefined;
let files = '';
beforeAll(async () => {
  operator = await operatorCli(inject('baseUrl'));
  files = mkdtempSync(join(tmpdir(), 'rewards-e2e-help-'));
});
afterAll(() => {
  operator?.close();
  rmSync(files, { recursive: true, force: true });
});

function ops(): OperatorCli {
  if (operator === undefined) throw new Error('The operator is not signed in');
  return operator;
}

/** A 390 px phone (the common size of today's phones), and the desktop. */
const PHONE_390 = { width: 390, height: 844 } as const;
const RUNS = [
  { lang: 'en' as Lang, size: 'desktop', viewport: DESKTOP },
  { lang: 'th' as Lang, size: 'phone', viewport: PHONE_390 },
] as const;

describe.each(RUNS)('help & contact in $lang on a $size', ({ lang, size, viewport }) => {
  const h = HELP_TEXTS[lang];

  /** The 'message received' dialog's case number, once it is closed. */
  async function receivedTicket(page: Page): Promise<string> {
    const dialog = page.getByRole('alertdialog', { name: h.received });
    await dialog.waitFor();
    const ticketId = /CS\d{8}/.exec((await dialog.textContent()) ?? '')?.[0] ?? '';
    expect(ticketId, 'the dialog names the case').not.toBe('');
    await dialog.getByRole('button', { name: h.ok, exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    return ticketId;
  }

  /** Help & Contact in the header: the desktop's link, and the link in a phone's menu, named with `name`. */
  async function helpLinks(shop: ShopPage, name: string) {
    const { page } = shop;
    const acting = page.viewportSize() ?? viewport;
    await page.setViewportSize(DESKTOP);
    await page.getByRole('banner').getByRole('link', { name, exact: true }).waitFor();
    await page.setViewportSize(PHONE_390);
    await page.getByRole('banner').getByRole('button', { name: h.menu, exact: true }).click();
    const menu = page.getByRole('dialog');
    await menu.getByRole('link', { name, exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    await page.setViewportSize(acting);
  }

  test('a visitor sends a case with a PDF and a photo', async () => {
    const shop = await session.open(lang);
    const { page } = shop;
    await page.setViewportSize(viewport);
    const main = page.getByRole('main');
    await shop.goto('/contactus');
    await main.getByRole('heading', { level: 1, name: h.title }).waitFor();
    await main.getByLabel(fieldLabel(h.fullName)).fill('Nok Visitor');
    await main.getByLabel(fieldLabel(h.email)).fill(`visitor-${lang}@example.com`);
    await main.getByLabel(fieldLabel(h.subject)).selectOption('PRODUCT');
    await main.getByLabel(fieldLabel(h.topic)).selectOption('PRODUCT_STOCK');
    await main
      .getByLabel(fieldLabel(h.message))
      .fill('Is the blue case coming back? My receipt and a photo are attached.');
    await main
      .locator('input[type="file"]')
      .setInputFiles([smallPdf('receipt.pdf'), await smallPhoto(page, 'photo.jpg')]);
    await main.getByText('receipt.pdf', { exact: true }).waitFor();
    await main.getByText('photo.jpg', { exact: true }).waitFor();
    await checkpointHere(shop, 'help-contact-visitor', size);
    await main.getByRole('button', { name: h.submit, exact: true }).click();
    const ticketId = await receivedTicket(page);

    // The shop kept both files, judged by their bytes.
    const view = await ops().json<CliCase>('case', ticketId);
    expect(
      view.thread.feedbackMessagesVMs[0]?.responseAttachFile.map((file) => [
        file.fileName,
        file.contentType,
      ]),
    ).toEqual([
      ['receipt.pdf', 'application/pdf'],
      ['photo.jpg', 'image/jpeg'],
    ]);
    expect(shop.pageErrors).toEqual([]);
  });

  test('a customer asks about an order; the operator answers with a file; the badge shows 1 until the answer is read', async () => {
    const baseUrl = inject('baseUrl');
    const { customer, order } = await customerWithOrder(baseUrl, `help-${lang}`, CHARGER);
    const shop = await session.open(lang);
    const { page } = shop;
    const main = page.getByRole('main');
    await shop.goto('/');
    await signInFromHeader(page, lang, customer);
    await page
      .getByRole('banner')
      .getByRole('button', {
        name: ACCOUNT_TEXTS[lang].greeting(`${customer.firstName} ${customer.lastName}`),
      })
      .first()
      .waitFor();
    await page.setViewportSize(viewport);

    // A new case about the order.
    await shop.goto('/contactus');
    await main.getByLabel(fieldLabel(h.case)).waitFor();
    await main.getByLabel(fieldLabel(h.subject)).selectOption('ORDER');
    await main.getByLabel(fieldLabel(h.topic)).selectOption('ORDER_STATUS');
    await main.getByLabel(fieldLabel(h.orderNumber)).fill(order.poNumber);
    await main.getByText(h.noSubOrderNumber, { exact: true }).click();
    await main.getByLabel(fieldLabel(h.message)).fill('When will my charger arrive?');
    await main.getByRole('button', { name: h.submit, exact: true }).click();
    const ticketId = await receivedTicket(page);
    expect((await ops().json<CliCase>('case', ticketId)).thread.orderNumber).toBe(order.poNumber);

    // The operator answers through the command line, with the delivery note.
    const note = join(files, `delivery-note-${lang}.pdf`);
    writeFileSync(note, smallPdf('delivery-note.pdf').buffer);
    const answered = await ops().json<CliCase>(
      'answer',
      ticketId,
      '--message',
      'Your charger leaves our warehouse today. The delivery note is attached.',
      '--file',
      note,
    );
    expect(answered.thread.feedbackMessagesVMs.at(-1)?.fromShop).toBe(true);

    // The header counts the unread answer, on a desktop and in a phone's menu.
    await shop.goto('/');
    await helpLinks(shop, h.helpUnread(1));

    // The customer reads the answer; its file downloads.
    await shop.goto('/contactus');
    await main.getByLabel(fieldLabel(h.case)).selectOption(ticketId);
    const thread = main.getByRole('list', { name: h.thread(ticketId) });
    await thread.getByText('The delivery note is attached.', { exact: false }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      thread.getByRole('button', { name: `delivery-note-${lang}.pdf` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`delivery-note-${lang}.pdf`);
    const saved = join(files, `downloaded-${lang}.pdf`);
    await download.saveAs(saved);
    expect(readFileSync(saved).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await checkpointHere(shop, 'help-case-thread', size);

    // Read: the badge is gone.
    await helpLinks(shop, h.help);
    expect(shop.pageErrors).toEqual([]);
  });
});
