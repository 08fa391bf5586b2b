import { $rawConfig } from '../../entities/config/model';
import { allSettled, fork, type Scope } from 'effector';
import { describe, expect, it } from 'vitest';
import { $cart } from '../../entities/cart/model';
import { stampFx } from '../../features/add-to-cart/model';
import { readClockFx } from '../../shared/clock';
import {
  readSliceFx,
  writeSliceFx,
  type PersistedSlice,
  type SliceWrite,
} from '../../shared/persistence/storage';
import { locationChanged, navigateFx, type NavigateTo } from '../../shared/router/model';
import { recordNavigation } from '../../shared/router/recorded-navigation';
import { parseQuery } from '../../shared/url/query';
import { aCategory, aRawConfig, anItem } from '../../testing/fixtures';
import { $categories } from '../../entities/category/model';
import {
  $background,
  $canAdd,
  $engraving,
  $expired,
  $item,
  $itemState,
  $showsChosenItem,
  $paymentOptions,
  $selectedCode,
  $selection,
  addClicked,
  carePlanToggled,
  engravingEvent,
  fetchAttributesFx,
  fetchColorsFx,
  fetchIppConfigFx,
  fetchItemFx,
  itemDetailOpened,
  itemDetailSlice,
  quantityChanged,
  selectionChanged,
} from './model';

const NOW = new Date('2026-11-21T10:00:00+07:00');

const items = {
  'IP17P-256-BLK': anItem(),
  'IP17P-512-BLK': anItem({
    code: 'IP17P-512-BLK',
    unitPrice: '53900.00',
    attributes: { COLOR: 'Black', CAPACITY: '512GB' },
  }),
  'IP17P-256-BLU': anItem({
    code: 'IP17P-256-BLU',
    attributes: { COLOR: 'Blue', CAPACITY: '256GB' },
    appleCare: undefined,
  }),
  'AIRPODS-PRO': anItem({
    code: 'AIRPODS-PRO',
    groupId: 'AIRPODS',
    name: 'AirPods Pro',
    attributes: {},
    attributeOrder: [],
    groupItems: [{ code: 'AIRPODS-PRO', attributes: {}, available: true }],
    engraving: 'Y',
    engravingLine: 2,
    uppercaseOnly: 'Y',
    appleCare: undefined,
  }),
  'OLD-1': anItem({
    code: 'OLD-1',
    endDate: '2026-01-31',
    groupItems: [],
    attributeOrder: [],
    attributes: {},
  }),
} as const;

function setUp(stored: unknown = null, hold?: { code: string; until: Promise<void> }) {
  const navigations: NavigateTo[] = [];
  const writes: SliceWrite[] = [];
  const fetched: string[] = [];
  const scope = fork({
    // The page's settings came with the server's HTML (the cash cap is checked against them).
    values: [[$rawConfig, aRawConfig()]],
    handlers: [
      [
        fetchItemFx,
        async (code: string) => {
          fetched.push(code);
          if (hold?.code === code) await hold.until;
          const item = items[code as keyof typeof items];
          if (item === undefined) throw { kind: 'notFound', status: 404, body: undefined };
          return item;
        },
      ],
      [readClockFx, () => NOW],
      [navigateFx, recordNavigation(navigations)],
      [writeSliceFx, (write: SliceWrite) => void writes.push(write)],
      [
        readSliceFx,
        (slice: PersistedSlice<unknown>) => (slice === itemDetailSlice ? stored : slice.fallback),
      ],
      [fetchIppConfigFx, async () => ({ ippConfig: {}, cashInstallments: [] })],
      [fetchColorsFx, async () => []],
      [fetchAttributesFx, async () => []],
      [stampFx, () => ({ now: NOW, uuid: 'line-1' })],
    ],
  });
  return { scope, navigations, writes, fetched };
}

async function open(scope: Scope, search: string) {
  await allSettled(locationChanged, { scope, params: { pathname: '/itemDetail', search } });
  await allSettled(itemDetailOpened, { scope, params: parseQuery(search) });
}

/** Follows the last navigation the model asked for, as the router would. */
async function follow(scope: Scope, navigations: NavigateTo[]) {
  const last = navigations[navigations.length - 1];
  if (last === undefined) throw new Error('no navigation');
  await open(scope, last.search);
  return parseQuery(last.search);
}

describe('item detail: selection from the URL', () => {
  it('without ATTR_ the picker opens on the item itself, complete, and it can be added', async () => {
    const { scope } = setUp();
    await open(scope, '?itemCode=IP17P-256-BLK&lang=en');
    expect(scope.getState($selection)).toEqual({ choices: ['Black', '256GB'], carePlan: false });
    expect(scope.getState($selectedCode)).toBe('IP17P-256-BLK');
    expect(scope.getState($canAdd)).toBe(true);
  });

  it('ATTR_ values are replayed by the domain: an unavailable value and everything after it are dropped', async () => {
    const { scope } = setUp();
    await open(
      scope,
      '?itemCode=IP17P-256-BLK&ATTR_COLOR=Blue&ATTR_CAPACITY=512GB&ATTR_lastIndexSelected=1&lang=en',
    );
    expect(scope.getState($selection)).toEqual({ choices: ['Blue'], carePlan: false });
    expect(scope.getState($selectedCode)).toBeNull();
    expect(scope.getState($canAdd)).toBe(false);
  });

  it('ATTR_lastIndexSelected limits what is restored; APPLECARE=Y ticks the care plan of the item shown', async () => {
    const { scope } = setUp();
    await open(
      scope,
      '?itemCode=IP17P-256-BLK&ATTR_COLOR=Black&ATTR_CAPACITY=256GB&ATTR_lastIndexSelected=0&lang=en',
    );
    expect(scope.getState($selection)?.choices).toEqual(['Black']);
    await open(
      scope,
      '?itemCode=IP17P-256-BLK&ATTR_COLOR=Black&ATTR_CAPACITY=256GB&APPLECARE=Y&lang=en',
    );
    expect(scope.getState($selection)).toEqual({ choices: ['Black', '256GB'], carePlan: true });
  });

  it('choosing writes ATTR_*, ATTR_lastIndexSelected and codeSelected with replace, and the named item is fetched', async () => {
    const { scope, navigations, fetched } = setUp();
    await open(scope, '?itemCode=IP17P-256-BLK&category=1&lang=en');
    await allSettled(selectionChanged, {
      scope,
      params: { choices: ['Black', '512GB'], carePlan: false },
    });
    expect(navigations.at(-1)?.replace).toBe(true);
    const query = await follow(scope, navigations);
    expect(query).toMatchObject({
      itemCode: 'IP17P-256-BLK',
      category: '1',
      ATTR_COLOR: 'Black',
      ATTR_CAPACITY: '512GB',
      ATTR_lastIndexSelected: '1',
      codeSelected: 'IP17P-512-BLK',
    });
    expect(fetched).toEqual(['IP17P-256-BLK', 'IP17P-512-BLK']);
    const state = scope.getState($itemState);
    expect(state.status === 'ready' && state.item.code).toBe('IP17P-512-BLK');
    expect(scope.getState($canAdd)).toBe(true);
  });

  it('while the chosen sibling loads, its name, price and picture are not the old item’s', async () => {
    let release = () => undefined as void;
    const until = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { scope } = setUp(null, { code: 'IP17P-512-BLK', until });
    await open(scope, '?itemCode=IP17P-256-BLK&lang=en');
    expect(scope.getState($showsChosenItem)).toBe(true);
    const switching = allSettled(itemDetailOpened, {
      scope,
      params: parseQuery('?itemCode=IP17P-256-BLK&codeSelected=IP17P-512-BLK&lang=en'),
    });
    await Promise.resolve();
    // The page keeps its place (the old item is still there to lay it out) but says it is loading.
    expect(scope.getState($item)?.code).toBe('IP17P-256-BLK');
    expect(scope.getState($showsChosenItem)).toBe(false);
    release();
    await switching;
    expect(scope.getState($item)?.code).toBe('IP17P-512-BLK');
    expect(scope.getState($showsChosenItem)).toBe(true);
  });

  it("the page takes its catalogue's background: black is the dark theme", async () => {
    const { scope } = setUp();
    await open(scope, '?itemCode=IP17P-256-BLK&lang=en');
    expect(scope.getState($background)).toEqual({ color: undefined, dark: false });
    const dark = fork({
      values: [
        [$rawConfig, aRawConfig()],
        [$categories, [aCategory()]],
        [$itemState, { status: 'ready', item: items['IP17P-256-BLK'] }],
      ],
    });
    expect(dark.getState($background)).toEqual({ color: '#000000', dark: true });
  });

  it('an incomplete choice removes codeSelected and the care plan', async () => {
    const { scope, navigations } = setUp();
    await open(scope, '?itemCode=IP17P-256-BLK&APPLECARE=Y&lang=en');
    await allSettled(selectionChanged, { scope, params: { choices: ['Blue'], carePlan: false } });
    const query = await follow(scope, navigations);
    expect(query.codeSelected).toBeUndefined();
    expect(query.APPLECARE).toBeUndefined();
    expect(query.ATTR_COLOR).toBe('Blue');
  });

  it('the care plan is ticked through the domain, only when the item offers one', async () => {
    const { scope, navigations } = setUp();
    await open(scope, '?itemCode=IP17P-256-BLK&lang=en');
    await allSettled(carePlanToggled, { scope, params: true });
    expect((await follow(scope, navigations)).APPLECARE).toBe('Y');
    await open(scope, '?itemCode=IP17P-256-BLU&lang=en');
    await allSettled(carePlanToggled, { scope, params: true });
    expect((await follow(scope, navigations)).APPLECARE).toBeUndefined();
  });

  it('reset=Y returns to the item itself and drops the key, the choices, the quantity and the engraving', async () => {
    const { scope, navigations } = setUp();
    await open(
      scope,
      '?itemCode=IP17P-256-BLK&ATTR_COLOR=Blue&quantity=3&persMesg1=HI&reset=Y&lang=en',
    );
    expect(scope.getState($selection)?.choices).toEqual(['Black', '256GB']);
    expect(navigations.at(-1)).toEqual({
      pathname: '/itemDetail',
      search: '?itemCode=IP17P-256-BLK&lang=en',
      replace: true,
    });
  });

  it('an unknown item is the not-found page', async () => {
    const { scope } = setUp();
    await open(scope, '?itemCode=NOPE&lang=en');
    expect(scope.getState($itemState)).toEqual({ status: 'notFound' });
    await open(scope, '?lang=en');
    expect(scope.getState($itemState)).toEqual({ status: 'notFound' });
  });

  it('an item past its end date cannot be added', async () => {
    const { scope } = setUp();
    await open(scope, '?itemCode=OLD-1&lang=en');
    expect(scope.getState($expired)).toBe(true);
    expect(scope.getState($canAdd)).toBe(false);
  });

  it('option=showDetail is read-only: nothing can be added', async () => {
    const { scope } = setUp();
    await open(scope, '?itemCode=IP17P-256-BLK&option=showDetail&lang=en');
    expect(scope.getState($canAdd)).toBe(false);
  });
});

describe('item detail: quantity, engraving, payment options, add to cart', () => {
  it('the quantity goes to the URL (1 is left out)', async () => {
    const { scope, navigations } = setUp();
    await open(scope, '?itemCode=IP17P-256-BLK&lang=en');
    await allSettled(quantityChanged, { scope, params: 3 });
    expect((await follow(scope, navigations)).quantity).toBe('3');
    await allSettled(quantityChanged, { scope, params: 1 });
    expect((await follow(scope, navigations)).quantity).toBeUndefined();
  });

  it('the engraving screen warns for more than one unit; saving needs the tick, writes capitals and sets quantity 1', async () => {
    const { scope, navigations } = setUp();
    await open(scope, '?itemCode=AIRPODS-PRO&quantity=2&screen=engraving&lang=en');
    const opened = scope.getState($engraving);
    expect(opened.status).toBe('filling');
    expect(opened.status === 'filling' && opened.warnings.map((w) => w.code)).toEqual([
      'engraving.quantityWillBeSetToOne',
    ]);
    await allSettled(engravingEvent, {
      scope,
      params: { type: 'lineChanged', line: 1, text: 'anna' },
    });
    await allSettled(engravingEvent, { scope, params: { type: 'saveClicked' } });
    const refused = scope.getState($engraving);
    expect(refused.status === 'filling' && refused.messages.map((m) => m.code)).toEqual([
      'engraving.confirmationRequired',
    ]);
    await allSettled(engravingEvent, {
      scope,
      params: { type: 'confirmationToggled', confirmed: true },
    });
    await allSettled(engravingEvent, { scope, params: { type: 'saveClicked' } });
    const query = await follow(scope, navigations);
    expect(query).toMatchObject({ itemCode: 'AIRPODS-PRO', persMesg1: 'ANNA' });
    expect(query.quantity).toBeUndefined();
    expect(query.screen).toBeUndefined();
    expect(scope.getState($engraving)).toEqual({
      status: 'completed',
      saved: { persMesg1: 'ANNA', persMesg2: '' },
    });
  });

  it('engraving lines in a link are checked by the item rules: refused lines are dropped', async () => {
    const { scope } = setUp();
    await open(scope, '?itemCode=AIRPODS-PRO&persMesg1=%3Cscript%3E&lang=en');
    expect(scope.getState($engraving)).toEqual({ status: 'empty' });
    await open(scope, '?itemCode=AIRPODS-PRO&persMesg1=hello&lang=en');
    expect(scope.getState($engraving)).toEqual({
      status: 'completed',
      saved: { persMesg1: 'HELLO', persMesg2: '' },
    });
  });

  it('"Your Payment Option" lists the cash price times the quantity for the card', async () => {
    const { scope } = setUp();
    await open(scope, '?itemCode=IP17P-256-BLK&quantity=2&screen=payment-option&lang=en');
    const options = scope.getState($paymentOptions);
    expect(options.map((option) => [option.type, option.cash.toFixed(2)])).toEqual([
      ['CASH', '91800.00'],
    ]);
  });

  it('"Add to cart" puts the chosen item, quantity, care plan and engraving in the cart', async () => {
    const { scope } = setUp();
    await open(
      scope,
      '?itemCode=IP17P-256-BLK&quantity=2&APPLECARE=Y&category=1&catalogue=11&lang=en',
    );
    await allSettled(addClicked, { scope });
    expect(scope.getState($cart)).toMatchObject([
      {
        code: 'IP17P-256-BLK',
        quantity: 2,
        hasAppleCare: true,
        category: '1',
        catalogue: '11',
        itemDetailLink:
          '/itemDetail?itemCode=IP17P-256-BLK&quantity=2&APPLECARE=Y&category=1&catalogue=11&lang=en',
      },
    ]);
  });
});

describe('item detail: the last choice persists', () => {
  it('each choice is kept; a bare link to the same item continues it', async () => {
    const { scope, writes, navigations } = setUp({
      itemCode: 'IP17P-256-BLK',
      search:
        '?itemCode=IP17P-256-BLK&ATTR_COLOR=Black&ATTR_CAPACITY=512GB&codeSelected=IP17P-512-BLK&lang=th',
    });
    await open(scope, '?itemCode=IP17P-256-BLK&ATTR_COLOR=Black&lang=en');
    expect(writes.at(-1)?.data).toEqual({
      itemCode: 'IP17P-256-BLK',
      search: '?itemCode=IP17P-256-BLK&ATTR_COLOR=Black&lang=en',
    });
    await open(scope, '?itemCode=IP17P-256-BLK&lang=en');
    expect(navigations.at(-1)).toEqual({
      pathname: '/itemDetail',
      search:
        '?itemCode=IP17P-256-BLK&ATTR_COLOR=Black&ATTR_CAPACITY=512GB&codeSelected=IP17P-512-BLK&lang=en',
      replace: true,
    });
  });

  it('a stored choice for another item is not applied', async () => {
    const { scope, navigations } = setUp({
      itemCode: 'OTHER',
      search: '?itemCode=OTHER&quantity=2',
    });
    await open(scope, '?itemCode=IP17P-256-BLK&lang=en');
    expect(navigations).toEqual([]);
  });
});
