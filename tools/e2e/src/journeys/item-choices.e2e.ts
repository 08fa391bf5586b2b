import { describe, expect, test } from 'vitest';
import { LANGS } from '../support/browser';
import { useShopSession } from '../support/session';
import { TEXTS } from '../support/texts';
import { expectChecked, expectDisabled, expectEnabled, expectUrl, pick } from '../support/ui';

const session = useShopSession();

/**
 * iPad Pro 11-inch: COLOR, then CAPACITY, then CONNECTIVITY; the seed leaves
 * out Silver/512GB/Wi-Fi + Cellular, so that choice shows as unavailable.
 */
const IPAD_PRO = '/itemDetail?itemCode=IPDP11-SBK-256GB-WF&category=2&catalogue=201';

describe.each(LANGS)('choosing attributes in %s', (lang) => {
  const t = TEXTS[lang];

  test('attributes are chosen in order: a later one stays locked until the earlier is chosen', async () => {
    const shop = await session.open(lang);
    const { page } = shop;
    const main = page.getByRole('main');
    const radio = (name: string | RegExp) =>
      main.getByRole('radio', { name, exact: typeof name === 'string' });
    const wifi = radio('Wi-Fi');
    const cellular = radio(/^Wi-Fi \+ Cellular/);
    const addToCart = main.getByRole('button', { name: t.addToCart, exact: true });

    await shop.goto(IPAD_PRO);
    await radio(t.spaceBlack).waitFor({ state: 'attached' });
    await expectChecked(radio(t.spaceBlack), 'the colour of the linked item');

    // A new colour resets the later choices: capacity is open, connectivity locked.
    await pick(radio(t.silver));
    await expectChecked(radio(t.silver), t.silver);
    await expectUrl(page, (url) => url.searchParams.get('ATTR_COLOR') === 'Silver', 'ATTR_COLOR');
    expect(await radio('256GB').isChecked(), 'capacity reset by the new colour').toBe(false);
    await expectEnabled(radio('512GB'), 'capacity after the colour');
    await expectDisabled(wifi, 'connectivity before the capacity');
    await expectDisabled(cellular, 'connectivity before the capacity');
    await expectDisabled(addToCart, 'Add to cart before every choice');
    await shop.checkpoint('item-attributes-locked');

    // The capacity opens connectivity; the combination the shop lacks stays unavailable.
    await pick(radio('512GB'));
    await expectChecked(radio('512GB'), '512GB');
    await expectEnabled(wifi, 'Wi-Fi after the capacity');
    await expectDisabled(
      radio(`Wi-Fi + Cellular ${t.notAvailable}`),
      'Silver/512GB/Wi-Fi + Cellular, not sold and named so',
    );
    await expectDisabled(addToCart, 'Add to cart before the last choice');

    // The last choice names the item: its name, price and code in the URL.
    await pick(wifi);
    await expectUrl(
      page,
      (url) => url.searchParams.get('codeSelected') === 'IPDP11-SLV-512GB-WF',
      'codeSelected of the chosen item',
    );
    await main.getByRole('heading', { level: 1, name: t.ipadPro512WifiSilver }).waitFor();
    await main.getByText(t.price47900, { exact: true }).waitFor();
    await expectEnabled(addToCart, 'Add to cart once every attribute is chosen');
    await shop.checkpoint('item-attributes-chosen');
  });
});
