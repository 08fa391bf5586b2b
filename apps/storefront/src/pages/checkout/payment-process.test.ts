import { allSettled } from 'effector';
import { describe, expect, it } from 'vitest';
import type { PaymentReturnBody } from '@rewards/api-client/contract';
import { $cart } from '../../entities/cart/model';
import {
  $billing,
  $orderKey,
  $outcome,
  $paymentChoice,
  paymentSlice,
} from '../../entities/checkout/model';
import { $synced } from '../../features/server-cart/model';
import { installApiTransport } from '../../shared/api';
import { apiLang } from '../../shared/api/lang';
import { GOOD_ADDRESS, checkoutScope, outcome, phoneLine, refusal } from '../../testing/checkout';
import {
  $returnError,
  $stepShown,
  checkoutOpened,
  doneClicked,
  historyBackFx,
  paymentReturnFx,
  paymentReturnRetried,
} from './model';
import { paymentReturnOf } from './payment-process';

const RETURN = '/cart/payment-process?code=00&lang=en&guest_uuid=guest-1&state=st-42&token=sig';
const KEY = { fingerprint: 'order', key: '0123456789abcdef0123456789abcdef' };
const LINES = [phoneLine('bought', 1), phoneLine('kept', 1, { checked: false })];
const kept = {
  inputs: { billing: GOOD_ADDRESS, shipping: GOOD_ADDRESS },
  payment: {
    cardBrand: 'KCC' as const,
    choice: { redeemPoints: false, points: undefined, termOfFlexi: 3 },
    orderKey: KEY,
  },
};

function provider(answer: () => unknown) {
  const posted: PaymentReturnBody[] = [];
  return {
    posted,
    handler: [
      paymentReturnFx as never,
      (body: PaymentReturnBody) => {
        posted.push(body);
        return answer();
      },
    ] as const,
  };
}

describe('payment-process and the result (step 5)', () => {
  it("reads the provider's values from the address; nothing to settle without code, state and token", () => {
    expect(paymentReturnOf('?code=00&state=s&token=t&lang=th', 'guest-9')).toEqual({
      code: '00',
      state: 's',
      token: 't',
      lang: 'th',
      guest_uuid: 'guest-9',
    });
    expect(paymentReturnOf('?code=00&state=s&lang=xx&guest_uuid=g', null)).toBeNull();
    expect(paymentReturnOf('?code=00&state=s&token=&guest_uuid=g', null)).toBeNull();
  });

  it('success: posted once, the checked lines leave the cart, the unchecked stay, the inputs and key are spent', async () => {
    const { posted, handler } = provider(() =>
      outcome({ status: 'success', poNumber: 'OEKSCTHA00000042' }),
    );
    const { scope, recorded } = checkoutScope({
      lines: LINES,
      location: RETURN,
      ...kept,
      handlers: [handler],
    });
    await allSettled(checkoutOpened, { scope, params: 'payment-process' });
    expect(posted).toEqual([
      { code: '00', state: 'st-42', token: 'sig', lang: 'en', guest_uuid: 'guest-1' },
    ]);
    expect(scope.getState($cart).map((line) => line.uuid)).toEqual(['kept']);
    expect(scope.getState($outcome)).toMatchObject({
      status: 'success',
      poNumber: 'OEKSCTHA00000042',
    });
    expect(scope.getState($billing).fullName).toBe('');
    expect(scope.getState($paymentChoice).termOfFlexi).toBeUndefined();
    expect(scope.getState($orderKey)).toBeNull();
    const written = recorded.writes.filter((write) => write.slice === paymentSlice).at(-1);
    expect(written?.data).toMatchObject({ orderKey: null, outcome: { status: 'success' } });
    // The same address opened again in this page (a second effect) posts nothing more.
    await allSettled(checkoutOpened, { scope, params: 'payment-process' });
    expect(posted).toHaveLength(1);
  });

  it('the back-button rule: the result replaces the return address, and step 4 after it sends to the cart', async () => {
    const { scope, recorded } = checkoutScope({ lines: LINES, location: RETURN, ...kept });
    await allSettled(checkoutOpened, { scope, params: 'payment-process' });
    expect(recorded.replaced).toEqual(['/cart/5?lang=en']);
    expect(recorded.navigations).toEqual([]);
    await allSettled(checkoutOpened, { scope, params: '5' });
    expect(scope.getState($stepShown)).toBe(true);
    // Back through the provider's page to the review: nothing left to pay, back to the cart.
    await allSettled(checkoutOpened, { scope, params: '4' });
    expect(recorded.replaced).toEqual(['/cart/5?lang=en', '/cart/1?lang=en']);
  });

  it('failed or cancelled: the cart is kept whole, the inputs stay for another try, the key is spent', async () => {
    for (const status of ['failed', 'cancel'] as const) {
      const { handler } = provider(() =>
        outcome({ status, poNumber: 'OEKSCTHA00000042', title: 'Cancelled' }),
      );
      const { scope, recorded } = checkoutScope({
        lines: LINES,
        location: RETURN,
        ...kept,
        handlers: [handler],
      });
      await allSettled(checkoutOpened, { scope, params: 'payment-process' });
      expect(scope.getState($cart).map((line) => line.uuid)).toEqual(['bought', 'kept']);
      expect(scope.getState($outcome)).toMatchObject({ status, title: 'Cancelled' });
      expect(scope.getState($billing)).toEqual(GOOD_ADDRESS);
      expect(scope.getState($orderKey)).toBeNull();
      expect(recorded.replaced).toEqual(['/cart/5?lang=en']);
    }
  });

  it("a return the server refuses (E702) is a failed order with the server's title", async () => {
    const { handler } = provider(() => Promise.reject(refusal('E702', 'The payment was declined')));
    const { scope, recorded } = checkoutScope({
      lines: LINES,
      location: RETURN,
      ...kept,
      handlers: [handler],
    });
    await allSettled(checkoutOpened, { scope, params: 'payment-process' });
    expect(scope.getState($outcome)).toEqual({
      status: 'failed',
      poNumber: '',
      title: 'The payment was declined',
    });
    expect(scope.getState($cart)).toHaveLength(2);
    expect(recorded.replaced).toEqual(['/cart/5?lang=en']);
  });

  it('no answer at all: the page says so and posts the same return again when asked', async () => {
    let calls = 0;
    const { posted, handler } = provider(() => {
      calls += 1;
      return calls === 1
        ? Promise.reject({ kind: 'unreachable', status: 0 })
        : outcome({ status: 'success', poNumber: 'OEKSCTHA00000042' });
    });
    const { scope, recorded } = checkoutScope({
      lines: LINES,
      location: RETURN,
      ...kept,
      handlers: [handler],
    });
    await allSettled(checkoutOpened, { scope, params: 'payment-process' });
    expect(scope.getState($returnError)).toEqual({ id: 'storefront.error.unreachable' });
    expect(recorded.replaced).toEqual([]);
    await allSettled(paymentReturnRetried, { scope });
    expect(posted).toHaveLength(2);
    expect(posted[1]).toEqual(posted[0]);
    expect(scope.getState($returnError)).toBeNull();
    expect(recorded.replaced).toEqual(['/cart/5?lang=en']);
  });

  it("a signed-in customer's bought lines leave the cart once the server's cart is known, and are written there", async () => {
    const puts: unknown[] = [];
    installApiTransport({
      lang: apiLang,
      fetch: async (_input, init) => {
        const body = JSON.parse(String(init?.body)) as { version: number; lines: unknown[] };
        if (init?.method === 'PUT') puts.push(body);
        return new Response(JSON.stringify({ version: body.version + 1, lines: [] }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      },
    });
    const { scope } = checkoutScope({
      token: 'token',
      guest: null,
      lines: LINES,
      location: RETURN,
      ...kept,
    });
    await allSettled(checkoutOpened, { scope, params: 'payment-process' });
    // The server's cart is not read yet: nothing is changed under it.
    expect(scope.getState($cart)).toHaveLength(2);
    await allSettled($synced, { scope, params: { version: 3, lines: LINES } });
    expect(scope.getState($cart).map((line) => line.uuid)).toEqual(['kept']);
    expect(puts).toEqual([
      {
        version: 3,
        lines: [
          {
            uuid: 'kept',
            code: 'IP17P-256-BLK',
            quantity: 1,
            hasAppleCare: 'N',
            checked: 'N',
            persMesg1: '',
            persMesg2: '',
          },
        ],
      },
    ]);
  });

  it('Done goes back within the visit, else home; the result is read', async () => {
    const done = outcome({ status: 'success', poNumber: 'OEKSCTHA00000042' });
    const home = checkoutScope({ location: '/cart/5?lang=en', payment: { outcome: done } });
    await allSettled(checkoutOpened, { scope: home.scope, params: '5' });
    await allSettled(doneClicked, { scope: home.scope });
    expect(home.recorded.navigations).toEqual(['/?lang=en']);
    expect(home.scope.getState($outcome)).toBeNull();
    const back = checkoutScope({
      location: '/cart/5?lang=en',
      payment: { outcome: done },
      handlers: [[historyBackFx as never, () => true]],
    });
    await allSettled(checkoutOpened, { scope: back.scope, params: '5' });
    await allSettled(doneClicked, { scope: back.scope });
    expect(back.recorded.navigations).toEqual([]);
  });
});
