import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it } from 'vitest';
import { $cart, cartUpdated } from '../../entities/cart/model';
import { toStoredLine } from '../../entities/cart/cart-line-codec';
import { cartLineOfItem } from '../../entities/cart/cart-line-of-item';
import { $idToken, applyTokenFx, fetchCustomerFx, signedIn } from '../../entities/session/model';
import { installApiTransport } from '../../shared/api';
import { apiLang } from '../../shared/api/lang';
import { writeSliceFx } from '../../shared/persistence/storage';
import { anItem, itemWire } from '../../testing/fixtures';
import { MAX_CART_LINES } from '@rewards/domain';
import { $synced, $syncFailed } from './model';

const CODE = 'IP17P-256-BLK';

interface WireLine {
  uuid: string;
  code: string;
  quantity: number;
  hasAppleCare: 'Y' | 'N';
  checked: 'Y' | 'N';
  persMesg1?: string;
  persMesg2?: string;
}

/** The server's cart as the API answers it: lines with today's names and prices. */
function wireCart(version: number, lines: readonly WireLine[]) {
  return {
    version,
    lines: lines.map((line) => ({
      persMesg1: '',
      persMesg2: '',
      ...line,
      name: 'iPhone 17 Pro 256GB Black',
      thaiName: 'ไอโฟน 17 โปร 256GB สีดำ',
      partNumber: 'MX2A3TH/A',
      unitPrice: '45900.00',
    })),
  };
}

/** An API in memory: the cart with a version (a stale write gets 409), and the catalogue's item. */
function fakeApi(start: { version: number; lines: WireLine[] }, conflicts = 0) {
  const state = { ...start, conflicts, puts: [] as { version: number; lines: WireLine[] }[] };
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  installApiTransport({
    lang: apiLang,
    fetch: async (input, init) => {
      const url = new URL(String(input), 'http://shop.test');
      if (url.pathname === `/backend/api/item/${CODE}`) return json(200, itemWire());
      if (url.pathname !== '/backend/api/shopping-cart') return json(404, {});
      if (init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as { version: number; lines: WireLine[] };
        state.puts.push(body);
        if (state.conflicts > 0 || body.version !== state.version) {
          state.conflicts -= 1;
          return json(409, { errorKey: 'E409', title: 'Conflict', thaiTitle: 'Conflict' });
        }
        state.version += 1;
        state.lines = body.lines;
        return json(200, wireCart(state.version, state.lines));
      }
      return json(200, wireCart(state.version, state.lines));
    },
  });
  return state;
}

const localLine = (uuid: string, quantity: number) =>
  toStoredLine({
    ...cartLineOfItem(
      {
        item: anItem(),
        quantity,
        carePlan: false,
        engraving: { persMesg1: '', persMesg2: '' },
        itemDetailLink: `/itemDetail?itemCode=${CODE}`,
      },
      uuid,
    ),
  });

afterEach(() => {
  installApiTransport({ lang: apiLang, fetch: (input, init) => globalThis.fetch(input, init) });
});

describe('the server cart', () => {
  it('signing in pushes the browser’s cart into the server’s, losing no unit', async () => {
    const api = fakeApi({
      version: 3,
      lines: [{ uuid: 'server-1', code: CODE, quantity: 2, hasAppleCare: 'N', checked: 'Y' }],
    });
    const scope = fork({
      values: [[$cart, [localLine('local-1', 1)]]],
      handlers: [
        [writeSliceFx, () => undefined],
        [applyTokenFx, () => undefined],
        [
          fetchCustomerFx,
          () => ({
            id: 1,
            email: 'a@b.co',
            firstName: 'A',
            lastName: 'B',
            mobileNumber: '0812345678',
          }),
        ],
      ],
    });
    await allSettled(signedIn, { scope, params: 'token' });
    expect(api.puts).toHaveLength(1);
    expect(api.puts[0]?.version).toBe(3);
    expect(api.puts[0]?.lines.reduce((sum, line) => sum + line.quantity, 0)).toBe(3);
    expect(scope.getState($synced)?.version).toBe(4);
    expect(scope.getState($cart).reduce((sum, line) => sum + line.quantity, 0)).toBe(3);
  });

  it('a write another tab beat (409) is re-applied on the server’s new cart, and both changes stay', async () => {
    // This tab last saw version 4 with one unit; another tab has since added a second line.
    const base = [localLine('a', 1)];
    const api = fakeApi({
      version: 5,
      lines: [
        { uuid: 'a', code: CODE, quantity: 1, hasAppleCare: 'N', checked: 'Y' },
        { uuid: 'other-tab', code: CODE, quantity: 1, hasAppleCare: 'N', checked: 'N' },
      ],
    });
    const scope = fork({
      values: [
        [$idToken, 'token'],
        [$cart, base],
        [$synced, { version: 4, lines: base }],
      ],
      handlers: [
        [writeSliceFx, () => undefined],
        [applyTokenFx, () => undefined],
      ],
    });
    // This tab raises its line to 3 units.
    await allSettled(cartUpdated, { scope, params: [localLine('a', 3)] });
    expect(api.puts.map((put) => put.version)).toEqual([4, 5]);
    const written = api.puts[1]?.lines ?? [];
    expect(written.map((line) => [line.uuid, line.quantity])).toEqual([
      ['a', 3],
      ['other-tab', 1],
    ]);
    expect(scope.getState($synced)?.version).toBe(6);
    expect(scope.getState($cart).map((line) => line.uuid)).toEqual(['a', 'other-tab']);
  });

  it('a merge past 50 lines is not written: the server keeps its cart, the browser shows every line, and the cart says it is not saved until trimmed', async () => {
    const serverLines: WireLine[] = Array.from({ length: 30 }, (_, index) => ({
      uuid: `server-${index}`,
      code: CODE,
      quantity: 1,
      hasAppleCare: 'N',
      checked: 'Y',
      persMesg1: `S${index}`,
    }));
    const api = fakeApi({ version: 7, lines: serverLines });
    const engravedLocal = (index: number) => ({
      ...localLine(`local-${index}`, 1),
      persMesg1: `L${index}`,
    });
    const local = Array.from({ length: 25 }, (_, index) => engravedLocal(index));
    const scope = fork({
      values: [[$cart, local]],
      handlers: [
        [writeSliceFx, () => undefined],
        [applyTokenFx, () => undefined],
        [
          fetchCustomerFx,
          () => ({
            id: 1,
            email: 'a@b.co',
            firstName: 'A',
            lastName: 'B',
            mobileNumber: '0812345678',
          }),
        ],
      ],
    });
    await allSettled(signedIn, { scope, params: 'token' });
    expect(api.puts).toEqual([]);
    expect(api.lines).toHaveLength(30);
    expect(scope.getState($synced)?.version).toBe(7);
    expect(scope.getState($cart)).toHaveLength(55);
    expect(scope.getState($syncFailed)).toBe(true);
    // Trimmed to the limit, the cart is written on the server's version and saved again.
    const trimmed = scope.getState($cart).slice(0, MAX_CART_LINES);
    await allSettled(cartUpdated, { scope, params: trimmed });
    expect(api.puts.map((put) => [put.version, put.lines.length])).toEqual([[7, MAX_CART_LINES]]);
    expect(scope.getState($syncFailed)).toBe(false);
    expect(scope.getState($synced)?.version).toBe(8);
  });
});
