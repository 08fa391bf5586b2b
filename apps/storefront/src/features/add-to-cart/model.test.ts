import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { MAX_CART_LINES, NO_ENGRAVING } from '@rewards/domain';
import { formatMessage } from '@rewards/messages';
import { $cart, $cartCount, cartSlice } from '../../entities/cart/model';
import { $rawConfig, fetchConfigFx } from '../../entities/config/model';
import {
  readSlice,
  writeSlice,
  writeSliceFx,
  type KeyValueStorage,
  type SliceWrite,
} from '../../shared/persistence/storage';
import { aRawConfig, anItem } from '../../testing/fixtures';
import {
  $addErrors,
  $addedDialogOpen,
  addToCartClicked,
  addedDialogClosed,
  stampFx,
  type AddToCartRequest,
} from './model';

const NOW = new Date('2026-11-21T10:00:00+07:00');

function setUp(config = aRawConfig()) {
  const writes: SliceWrite[] = [];
  let next = 0;
  const scope = fork({
    values: [[$rawConfig, config]],
    handlers: [
      [stampFx, () => ({ now: NOW, uuid: `line-${(next += 1)}` })],
      [writeSliceFx, (write: SliceWrite) => void writes.push(write)],
    ],
  });
  return { scope, writes };
}

function request(overrides: Partial<AddToCartRequest> = {}): AddToCartRequest {
  return {
    item: anItem(),
    quantity: 1,
    carePlan: false,
    engraving: NO_ENGRAVING,
    itemDetailLink: '/itemDetail?itemCode=IP17P-256-BLK&lang=en',
    ...overrides,
  };
}

describe('add to cart', () => {
  it('adds a line, counts its units in the header and opens the success dialog', async () => {
    const { scope } = setUp();
    await allSettled(addToCartClicked, { scope, params: request({ quantity: 2 }) });
    const cart = scope.getState($cart);
    expect(cart).toHaveLength(1);
    expect(cart[0]).toMatchObject({
      code: 'IP17P-256-BLK',
      quantity: 2,
      unitPrice: '45900.00',
      checked: true,
    });
    expect(scope.getState($cartCount)).toBe(2);
    expect(scope.getState($addedDialogOpen)).toBe(true);
    await allSettled(addedDialogClosed, { scope });
    expect(scope.getState($addedDialogOpen)).toBe(false);
  });

  it('merges the same code and care-plan flag; a care plan makes its own line', async () => {
    const { scope } = setUp();
    await allSettled(addToCartClicked, { scope, params: request() });
    await allSettled(addToCartClicked, { scope, params: request({ quantity: 3 }) });
    await allSettled(addToCartClicked, { scope, params: request({ carePlan: true }) });
    const cart = scope.getState($cart);
    expect(cart.map((line) => [line.code, line.hasAppleCare, line.quantity])).toEqual([
      ['IP17P-256-BLK', false, 4],
      ['IP17P-256-BLK', true, 1],
    ]);
    expect(cart[1]?.appleCare?.price).toBe('8490.00');
    expect(scope.getState($cartCount)).toBe(5);
  });

  it('an engraved line keeps quantity 1: extra units become lines of their own', async () => {
    const { scope } = setUp();
    const engraved = request({
      quantity: 2,
      item: anItem({ engraving: 'Y', engravingLine: 2 }),
      engraving: { persMesg1: 'ANNA', persMesg2: '' },
    });
    await allSettled(addToCartClicked, { scope, params: engraved });
    expect(scope.getState($cart).map((line) => [line.persMesg1, line.quantity])).toEqual([
      ['ANNA', 1],
      ['ANNA', 1],
    ]);
    expect(scope.getState($cartCount)).toBe(2);
  });

  it('refuses more than maxQuantity of a limited item across lines, with the domain code', async () => {
    const { scope } = setUp();
    const limited = anItem({ limit: 'Y', maxQuantity: 2 });
    await allSettled(addToCartClicked, { scope, params: request({ item: limited }) });
    await allSettled(addToCartClicked, {
      scope,
      params: request({ item: limited, carePlan: true, quantity: 2 }),
    });
    expect(scope.getState($addErrors)).toEqual([
      { code: 'cart.maxQuantityPerTransaction', n: 2, itemCode: 'IP17P-256-BLK' },
    ]);
    expect(scope.getState($cartCount)).toBe(1);
  });

  it(`shows 'Your cart can hold at most 50 lines.' instead of adding a line to a full cart`, async () => {
    const { scope } = setUp(aRawConfig({ FE_PER_TRANSACTION_AMOUNT_LIMIT: '100000000' }));
    const engraved = (quantity: number) =>
      request({
        quantity,
        item: anItem({ engraving: 'Y', engravingLine: 1 }),
        engraving: { persMesg1: 'ANNA', persMesg2: '' },
      });
    // Each engraved unit is a line of its own: 49 of them and one plain line fill the cart.
    await allSettled(addToCartClicked, { scope, params: engraved(MAX_CART_LINES - 1) });
    await allSettled(addToCartClicked, { scope, params: request() });
    expect(scope.getState($cart)).toHaveLength(MAX_CART_LINES);
    expect(scope.getState($addErrors)).toEqual([]);
    // A unit merged into the plain line is no new line: it is accepted.
    await allSettled(addToCartClicked, { scope, params: request() });
    expect(scope.getState($cart)).toHaveLength(MAX_CART_LINES);
    expect(scope.getState($addErrors)).toEqual([]);
    await allSettled(addToCartClicked, { scope, params: engraved(1) });
    expect(scope.getState($addErrors)).toEqual([
      { code: 'cart.tooManyLines', max: MAX_CART_LINES },
    ]);
    expect(formatMessage('cart.tooManyLines', 'en', { max: MAX_CART_LINES })).toBe(
      'Your cart can hold at most 50 lines.',
    );
    expect(scope.getState($cart)).toHaveLength(MAX_CART_LINES);
    expect(scope.getState($cartCount)).toBe(MAX_CART_LINES + 1);
  });

  it('refuses an add above the cash cap of the config, care plan included', async () => {
    const { scope } = setUp(aRawConfig({ FE_PER_TRANSACTION_AMOUNT_LIMIT: '100000' }));
    await allSettled(addToCartClicked, { scope, params: request({ quantity: 2 }) });
    expect(scope.getState($addErrors)).toEqual([]);
    await allSettled(addToCartClicked, { scope, params: request({ carePlan: true }) });
    expect(scope.getState($addErrors)).toEqual([
      { code: 'cart.amountLimitExceeded', limit: '100000.00' },
    ]);
    expect(scope.getState($addedDialogOpen)).toBe(true);
    expect(scope.getState($cartCount)).toBe(2);
  });

  it('checks the cash cap even when the page has no settings yet: it reads them first', async () => {
    let reads = 0;
    const scope = fork({
      values: [[$rawConfig, null]],
      handlers: [
        [stampFx, () => ({ now: NOW, uuid: `line-${(reads += 1)}` })],
        [writeSliceFx, () => undefined],
        [fetchConfigFx, () => aRawConfig({ FE_PER_TRANSACTION_AMOUNT_LIMIT: '40000' })],
      ],
    });
    await allSettled(addToCartClicked, { scope, params: request({ quantity: 1 }) });
    expect(scope.getState($addErrors)).toEqual([
      { code: 'cart.amountLimitExceeded', limit: '40000.00' },
    ]);
    expect(scope.getState($cartCount)).toBe(0);
  });

  it('refuses an item past its end date', async () => {
    const { scope } = setUp();
    await allSettled(addToCartClicked, {
      scope,
      params: request({ item: anItem({ endDate: '2026-11-20' }) }),
    });
    expect(scope.getState($addErrors).map((error) => error.code)).toEqual(['cart.itemUnavailable']);
    expect(scope.getState($cart)).toEqual([]);
  });

  it('editing a line replaces it instead of adding another', async () => {
    const { scope } = setUp();
    const item = anItem({ engraving: 'Y' });
    await allSettled(addToCartClicked, {
      scope,
      params: request({ item, engraving: { persMesg1: 'OLD', persMesg2: '' } }),
    });
    const [first] = scope.getState($cart);
    await allSettled(addToCartClicked, {
      scope,
      params: request({
        item,
        engraving: { persMesg1: 'NEW', persMesg2: '' },
        replacing: first?.uuid,
      }),
    });
    expect(scope.getState($cart).map((line) => line.persMesg1)).toEqual(['NEW']);
  });

  it('every change is kept in storage and reads back the same', async () => {
    const { scope, writes } = setUp();
    await allSettled(addToCartClicked, { scope, params: request({ carePlan: true }) });
    expect(writes).toHaveLength(1);
    expect(writes[0]?.slice).toBe(cartSlice);
    const map = new Map<string, string>();
    const storage: KeyValueStorage = {
      getItem: (key) => map.get(key) ?? null,
      setItem: (key, value) => void map.set(key, value),
      removeItem: (key) => void map.delete(key),
    };
    writeSlice(storage, cartSlice, scope.getState($cart));
    expect(readSlice(storage, cartSlice)).toEqual(scope.getState($cart));
  });
});

describe('the stored cart', () => {
  const storageWith = (text: string): KeyValueStorage => {
    const map = new Map([['rewards-store:cart', text]]);
    return {
      getItem: (key) => map.get(key) ?? null,
      setItem: (key, value) => void map.set(key, value),
      removeItem: (key) => void map.delete(key),
    };
  };

  it('corrupt JSON, another version or a non-array read as an empty cart and are removed', () => {
    for (const text of [
      '{oops',
      '{"version":2,"data":[]}',
      '{"version":1,"data":{"a":1}}',
      'null',
    ]) {
      const storage = storageWith(text);
      expect(readSlice(storage, cartSlice)).toEqual([]);
      expect(storage.getItem('rewards-store:cart')).toBeNull();
    }
  });

  it('a line that is not a line is dropped, the others kept', async () => {
    const { scope } = setUp();
    await allSettled(addToCartClicked, { scope, params: request() });
    const good = scope.getState($cart)[0];
    const storage = storageWith(
      JSON.stringify({ version: 1, data: [good, { ...good, quantity: 'two' }, 42] }),
    );
    expect(readSlice(storage, cartSlice)).toEqual([good]);
  });
});
