import { allSettled } from 'effector';
import { describe, expect, it } from 'vitest';
import { accept, domainError, reject } from '@rewards/domain';
import { $afterAuth, $authModal } from '../../features/auth/model';
import { GOOD_ADDRESS, checkoutScope, phoneLine } from '../../testing/checkout';
import { checkoutGuard, type GuardInput } from './guard';
import { $stepShown, checkServerCartFx, checkoutOpened } from './model';

const ok: GuardInput = {
  step: '4',
  hasSession: true,
  cart: accept([]),
  addressesValid: true,
  paymentValid: true,
  hasOutcome: false,
};
const noItem = reject([domainError('cart.noItemChosen')]);

describe('checkoutGuard (spec section 4)', () => {
  it('a step whose every question is answered stays', () => {
    expect(checkoutGuard(ok)).toEqual({ kind: 'stay' });
  });

  it('without a session: the cart with the sign-in modal when the cart may check out, else home', () => {
    expect(checkoutGuard({ ...ok, hasSession: false })).toEqual({ kind: 'signIn' });
    expect(checkoutGuard({ ...ok, hasSession: false, cart: noItem })).toEqual({ kind: 'home' });
  });

  it('a cart that may not check out sends steps 2-4 back to the cart', () => {
    for (const step of ['2', '3', '4'] as const) {
      expect(checkoutGuard({ ...ok, step, cart: noItem })).toEqual({ kind: 'step', step: '1' });
    }
  });

  it('the first incomplete step: addresses before the payment', () => {
    expect(checkoutGuard({ ...ok, step: '2', addressesValid: false })).toEqual({ kind: 'stay' });
    expect(checkoutGuard({ ...ok, step: '3', addressesValid: false })).toEqual({
      kind: 'step',
      step: '2',
    });
    expect(checkoutGuard({ ...ok, addressesValid: false, paymentValid: false })).toEqual({
      kind: 'step',
      step: '2',
    });
    expect(checkoutGuard({ ...ok, step: '3', paymentValid: false })).toEqual({ kind: 'stay' });
    expect(checkoutGuard({ ...ok, paymentValid: false })).toEqual({ kind: 'step', step: '3' });
  });

  it('step 5 shows a kept result, else home; payment-process always runs', () => {
    expect(checkoutGuard({ ...ok, step: '5', hasOutcome: true })).toEqual({ kind: 'stay' });
    expect(checkoutGuard({ ...ok, step: '5' })).toEqual({ kind: 'home' });
    expect(
      checkoutGuard({ ...ok, step: 'payment-process', hasSession: false, cart: noItem }),
    ).toEqual({ kind: 'stay' });
  });
});

describe('the guards in the browser', () => {
  it('no token and no guest id, nothing to check out: home, replacing the address', async () => {
    const { scope, recorded } = checkoutScope({ guest: null, lines: [] });
    await allSettled(checkoutOpened, { scope, params: '2' });
    expect(recorded.replaced).toEqual(['/?lang=en']);
    expect(scope.getState($stepShown)).toBe(false);
    expect(scope.getState($authModal)).toBeNull();
  });

  it('no session but a cart to check out: the cart, with the sign-in or guest modal leading back', async () => {
    const { scope, recorded } = checkoutScope({ guest: null, location: '/cart/3?lang=th' });
    await allSettled(checkoutOpened, { scope, params: '3' });
    expect(recorded.replaced).toEqual(['/cart/1?lang=en']);
    expect(scope.getState($authModal)).toBe('guest');
    expect(scope.getState($afterAuth)).toBe('/cart/3?lang=en');
  });

  it('a cart with no checked line goes back to the cart', async () => {
    const { scope, recorded } = checkoutScope({ lines: [phoneLine('a', 1, { checked: false })] });
    await allSettled(checkoutOpened, { scope, params: '2' });
    expect(recorded.replaced).toEqual(['/cart/1?lang=en']);
    expect(scope.getState($stepShown)).toBe(false);
  });

  it('step 3 or 4 without valid addresses goes back to step 2', async () => {
    for (const step of ['3', '4']) {
      const { scope, recorded } = checkoutScope({ inputs: { billing: GOOD_ADDRESS } });
      await allSettled(checkoutOpened, { scope, params: step });
      expect(recorded.replaced).toEqual(['/cart/2?lang=en']);
    }
  });

  it('step 4 with the addresses but a payment that does not hold goes back to step 3', async () => {
    const { scope, recorded } = checkoutScope({
      inputs: { billing: GOOD_ADDRESS, shipping: GOOD_ADDRESS },
      // Ten months are offered only with KCC cards, and this one is AYCAP.
      payment: {
        cardBrand: 'AYCAP',
        choice: { redeemPoints: false, points: undefined, termOfFlexi: 10 },
      },
    });
    await allSettled(checkoutOpened, { scope, params: '4' });
    expect(recorded.replaced).toEqual(['/cart/3?lang=en']);
  });

  it('a complete checkout shows its review; a guest is never checked against a server cart', async () => {
    let serverChecks = 0;
    const { scope, recorded } = checkoutScope({
      inputs: { billing: GOOD_ADDRESS, shipping: GOOD_ADDRESS },
      handlers: [
        [
          checkServerCartFx as never,
          () => {
            serverChecks += 1;
            return { valid: true, expiredUuids: [], errors: [], notices: [] };
          },
        ],
      ],
    });
    await allSettled(checkoutOpened, { scope, params: '4' });
    expect(recorded.replaced).toEqual([]);
    expect(scope.getState($stepShown)).toBe(true);
    expect(serverChecks).toBe(0);
  });

  it("a signed-in customer's cart refused by the server's cross-check goes back to the cart", async () => {
    const { scope, recorded } = checkoutScope({
      token: 'token',
      guest: null,
      handlers: [
        [
          checkServerCartFx as never,
          () => ({
            valid: false,
            expiredUuids: [],
            errors: [{ code: 'cart.maxQuantityPerOrder', message: 'Exceeds the max quantity' }],
            notices: [],
          }),
        ],
      ],
    });
    await allSettled(checkoutOpened, { scope, params: '2' });
    expect(recorded.replaced).toEqual(['/cart/1?lang=en']);
  });

  it('step 5 without a kept result goes home; a path that names no step judges nothing', async () => {
    const { scope, recorded } = checkoutScope({ location: '/cart/5?lang=en' });
    await allSettled(checkoutOpened, { scope, params: '5' });
    expect(recorded.replaced).toEqual(['/?lang=en']);
    const other = checkoutScope({ location: '/cart/9?lang=en' });
    await allSettled(checkoutOpened, { scope: other.scope, params: '9' });
    expect(other.recorded.replaced).toEqual([]);
  });
});
