import { describe, expect, test } from 'vitest';
import { LANGS, type ShopPage } from '../support/browser';
import { useShopSession } from '../support/session';
import { TEXTS } from '../support/texts';
import { expectChecked, expectUrl, pick } from '../support/ui';

const session = useShopSession();

/** iPad (A16): two lines, Thai allowed. */
const IPAD = '/itemDetail?itemCode=IPD11-BLU-128GB-WF&category=2&catalogue=203';
/** iPad mini (A17 Pro): two lines, no Thai. */
const IPAD_MINI = '/itemDetail?itemCode=IPDM-BLU-128GB&category=2&catalogue=204';
/** Apple Pencil Pro: one line, no Thai, capitals only. */
const PENCIL = '/itemDetail?itemCode=PENPRO-WHT&category=7&catalogue=701';

const THAI_LINE = 'ด้วยรัก';

describe.each(LANGS)('engraving in %s', (lang) => {
  const t = TEXTS[lang];

  async function openEditor(shop: ShopPage, path: string) {
    const main = shop.page.getByRole('main');
    await shop.goto(path);
    await main.getByRole('button', { name: t.addEngraving, exact: true }).click();
    await expectUrl(
      shop.page,
      (url) => url.searchParams.get('screen') === 'engraving',
      'the engraving screen',
    );
    return main;
  }

  async function confirmAndSave(shop: ShopPage) {
    const main = shop.page.getByRole('main');
    const confirm = main.getByRole('checkbox', { name: t.confirmEngraving });
    if (!(await confirm.isChecked())) await pick(confirm);
    await expectChecked(confirm, 'the engraving confirmation');
    await main.getByRole('button', { name: t.saveEngraving, exact: true }).click();
  }

  test('two lines, one of them Thai, on an item that takes Thai', async () => {
    const shop = await session.open(lang);
    const main = await openEditor(shop, IPAD);
    await main.getByRole('textbox', { name: t.line(1) }).fill('For Nok');
    await main.getByRole('textbox', { name: t.line(2) }).fill(THAI_LINE);
    await shop.checkpoint('engraving');
    await confirmAndSave(shop);

    await expectUrl(shop.page, (url) => !url.searchParams.has('screen'), 'back on the item');
    expect(shop.query('persMesg1')).toBe('For Nok');
    expect(shop.query('persMesg2')).toBe(THAI_LINE);
    await main.getByText(t.engravedLine(1, 'For Nok'), { exact: true }).waitFor();
    await main.getByText(t.engravedLine(2, THAI_LINE), { exact: true }).waitFor();
  });

  test('two lines where Thai is not allowed: the Thai second line is refused, then both save', async () => {
    const shop = await session.open(lang);
    const main = await openEditor(shop, IPAD_MINI);
    const first = main.getByRole('textbox', { name: t.line(1) });
    const second = main.getByRole('textbox', { name: t.line(2) });
    const refusal = main.getByText(t.thaiNotAllowed, { exact: true });

    await first.fill('For Nok');
    await second.fill(THAI_LINE);
    await refusal.waitFor();
    expect(await second.getAttribute('aria-invalid')).toBe('true');
    expect(await first.getAttribute('aria-invalid')).not.toBe('true');
    await confirmAndSave(shop);
    await refusal.waitFor();
    expect(shop.query('screen')).toBe('engraving');
    expect(shop.query('persMesg2')).toBeNull();
    await shop.checkpoint('engraving-two-lines-rejected');

    await second.fill('Love, Mai');
    await refusal.waitFor({ state: 'detached' });
    await confirmAndSave(shop);
    await expectUrl(shop.page, (url) => !url.searchParams.has('screen'), 'back on the item');
    expect(shop.query('persMesg1')).toBe('For Nok');
    expect(shop.query('persMesg2')).toBe('Love, Mai');
  });

  test('a Thai line is rejected with the domain message where Thai is not allowed', async () => {
    const shop = await session.open(lang);
    const main = await openEditor(shop, PENCIL);
    const line = main.getByRole('textbox', { name: t.line(1) });
    const refusal = main.getByText(t.thaiNotAllowed, { exact: true });

    await line.fill(THAI_LINE);
    await refusal.waitFor();
    expect(await line.getAttribute('aria-invalid')).toBe('true');
    await confirmAndSave(shop);
    // Refused: still on the engraving screen, nothing saved in the URL.
    await refusal.waitFor();
    expect(shop.query('screen')).toBe('engraving');
    expect(shop.query('persMesg1')).toBeNull();
    await shop.checkpoint('engraving-rejected');

    // English is accepted, in capitals on this item.
    await line.fill('Nok');
    await refusal.waitFor({ state: 'detached' });
    expect(await line.getAttribute('aria-invalid')).not.toBe('true');
    await confirmAndSave(shop);
    await expectUrl(shop.page, (url) => !url.searchParams.has('screen'), 'back on the item');
    expect(shop.query('persMesg1')).toBe('NOK');
    await main.getByText(t.engravedLine(1, 'NOK'), { exact: true }).waitFor();
  });
});
