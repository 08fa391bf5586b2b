import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { iphoneLine } from '@rewards/domain/testing';
import { $cart } from '../../entities/cart/model';
import { toStoredLine } from '../../entities/cart/cart-line-codec';
import { $guestUuid } from '../../entities/session/model';
import { $afterAuth, $authModal } from '../../features/auth/model';
import { navigateFx } from '../../shared/router/model';
import { writeSliceFx } from '../../shared/persistence/storage';
import {
  $checkoutErrors,
  $review,
  $totals,
  carePlanRemoved,
  checkoutClicked,
  lineCheckedChanged,
  lineQuantityChanged,
  lineRemoved,
} from './model';

function setUp(lines = [iphoneLine({ uuid: 'a', quantity: 1 })], guest: string | null = null) {
  const navigations: string[] = [];
  const scope = fork({
    values: [
      [$cart, lines.map(toStoredLine)],
      [$guestUuid, guest],
    ],
    handlers: [
      [writeSliceFx, () => undefined],
      [
        navigateFx,
        (to: { pathname: string; search: string }) => {
          navigations.push(`${to.pathname}${to.search}`);
          return to;
        },
      ],
    ],
  });
  return { scope, navigations };
}

describe('cart page', () => {
  it('a quantity applied on blur changes the line and the totals', async () => {
    const { scope } = setUp();
    const before = scope.getState($totals).total;
    await allSettled(lineQuantityChanged, { scope, params: { uuid: 'a', quantity: 3 } });
    expect(scope.getState($cart)[0]?.quantity).toBe(3);
    expect(scope.getState($totals).total.equals(before.times(3))).toBe(true);
  });

  it('an unchecked line is not bought, and checkout with nothing checked says so', async () => {
    const { scope } = setUp();
    await allSettled(lineCheckedChanged, { scope, params: { uuid: 'a', checked: false } });
    expect(scope.getState($totals).subtotal.isZero()).toBe(true);
    await allSettled(checkoutClicked, { scope });
    expect(scope.getState($checkoutErrors).map((error) => error.code)).toContain(
      'cart.noItemChosen',
    );
    expect(scope.getState($authModal)).toBeNull();
  });

  it('a cart that may check out asks a shopper without a session to sign in or go on as a guest', async () => {
    const { scope, navigations } = setUp();
    await allSettled(checkoutClicked, { scope });
    expect(scope.getState($checkoutErrors)).toEqual([]);
    expect(scope.getState($authModal)).toBe('guest');
    expect(scope.getState($afterAuth)).toBe('/cart/2?lang=en');
    expect(navigations).toEqual([]);
  });

  it('a guest or a signed-in customer goes straight on to step 2', async () => {
    const { scope, navigations } = setUp(undefined, 'guest-1');
    await allSettled(checkoutClicked, { scope });
    expect(scope.getState($authModal)).toBeNull();
    expect(navigations).toEqual(['/cart/2?lang=en']);
  });

  it('remove takes the line away; the care plan has its own remove', async () => {
    const withPlan = iphoneLine({ uuid: 'b', quantity: 1 });
    const { scope } = setUp([iphoneLine({ uuid: 'a', quantity: 1 }), withPlan]);
    await allSettled(lineRemoved, { scope, params: 'a' });
    expect(scope.getState($cart).map((line) => line.uuid)).toEqual(['b']);
    await allSettled(carePlanRemoved, { scope, params: 'b' });
    expect(scope.getState($cart)[0]?.hasAppleCare).toBe(false);
    expect(scope.getState($review).lines).toHaveLength(1);
  });
});
