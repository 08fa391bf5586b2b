import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { iphoneLine } from '@rewards/domain/testing';
import { $cart } from '../../entities/cart/model';
import { toStoredLine } from '../../entities/cart/cart-line-codec';
import { $accountNotice } from '../../features/account-notice/model';
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

function setUp(lines = [iphoneLine({ uuid: 'a', quantity: 1 })]) {
  const scope = fork({
    values: [[$cart, lines.map(toStoredLine)]],
    handlers: [[writeSliceFx, () => undefined]],
  });
  return { scope };
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
    expect(scope.getState($accountNotice)).toBeNull();
  });

  it('a cart that may check out goes on to sign in', async () => {
    const { scope } = setUp();
    await allSettled(checkoutClicked, { scope });
    expect(scope.getState($checkoutErrors)).toEqual([]);
    expect(scope.getState($accountNotice)).toBe('signIn');
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
