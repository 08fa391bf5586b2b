import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { iphoneLine } from '@rewards/domain/testing';
import { $cart } from '../../entities/cart/model';
import { toStoredLine } from '../../entities/cart/cart-line-codec';
import { $rawConfig } from '../../entities/config/model';
import { $idToken, applyTokenFx, fetchCustomerFx } from '../../entities/session/model';
import { navigateFx, type NavigateTo } from '../../shared/router/model';
import { writeSliceFx } from '../../shared/persistence/storage';
import { aRawConfig } from '../../testing/fixtures';
import {
  $sessionExpiredOpen,
  $sessionWarning,
  keepAliveTicked,
  refreshTokenFx,
  sessionTicked,
  sessionWarningDismissed,
  signOutFromWarningClicked,
  staySignedInClicked,
} from './model';

const ISSUED = Date.parse('2026-11-24T10:00:00Z');

/** A token as the server signs it: only its `iat` matters to the watcher. */
function tokenIssuedAt(ms: number): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256' })}.${part({ sub: '1', iat: Math.floor(ms / 1000) })}.signature`;
}

function setUp() {
  const navigations: string[] = [];
  const scope = fork({
    values: [
      [$rawConfig, aRawConfig({ FE_TOKEN_TIME_OUT: '20000', FE_REMAINING_TIME_NOTI: '15' })],
      [$idToken, tokenIssuedAt(ISSUED)],
      [$cart, [toStoredLine(iphoneLine({ uuid: 'a' }))]],
    ],
    handlers: [
      [writeSliceFx, () => undefined],
      [applyTokenFx, () => undefined],
      [refreshTokenFx, () => tokenIssuedAt(ISSUED + 10_000)],
      [
        navigateFx,
        (to: NavigateTo) => {
          navigations.push(`${to.pathname}${to.search}`);
          return to;
        },
      ],
    ],
  });
  return { scope, navigations };
}

describe('the session watcher', () => {
  it('warns once when the time left reaches FE_REMAINING_TIME_NOTI, with the seconds left', async () => {
    const { scope } = setUp();
    await allSettled(sessionTicked, { scope, params: ISSUED + 4_000 });
    expect(scope.getState($sessionWarning)).toBeNull();
    await allSettled(sessionTicked, { scope, params: ISSUED + 5_000 });
    expect(scope.getState($sessionWarning)).toEqual({ secondsLeft: 15 });
    await allSettled(sessionWarningDismissed, { scope });
    await allSettled(sessionTicked, { scope, params: ISSUED + 10_000 });
    expect(scope.getState($sessionWarning)).toBeNull();
  });

  it('Yes renews the token, and the new token warns again in its turn', async () => {
    const { scope } = setUp();
    await allSettled(sessionTicked, { scope, params: ISSUED + 5_000 });
    await allSettled(staySignedInClicked, { scope });
    expect(scope.getState($sessionWarning)).toBeNull();
    expect(scope.getState($idToken)).toBe(tokenIssuedAt(ISSUED + 10_000));
    await allSettled(sessionTicked, { scope, params: ISSUED + 20_000 });
    expect(scope.getState($sessionExpiredOpen)).toBe(false);
    expect(scope.getState($sessionWarning)).toEqual({ secondsLeft: 10 });
  });

  it('No signs out and goes home', async () => {
    const { scope, navigations } = setUp();
    await allSettled(sessionTicked, { scope, params: ISSUED + 5_000 });
    await allSettled(signOutFromWarningClicked, { scope });
    expect(scope.getState($idToken)).toBeNull();
    expect(navigations).toEqual(['/?lang=en']);
  });

  it('at the end shows the expired dialog, clears the token and empties the cart', async () => {
    const { scope } = setUp();
    await allSettled(sessionTicked, { scope, params: ISSUED + 20_000 });
    expect(scope.getState($sessionExpiredOpen)).toBe(true);
    expect(scope.getState($idToken)).toBeNull();
    expect(scope.getState($cart)).toEqual([]);
  });

  it('a keep-alive the server refuses (401) ends the session too', async () => {
    const { scope } = setUp();
    const refused = fork({
      values: [
        [$idToken, tokenIssuedAt(ISSUED)],
        [$cart, scope.getState($cart)],
      ],
      handlers: [
        [writeSliceFx, () => undefined],
        [applyTokenFx, () => undefined],
        [
          fetchCustomerFx,
          () => Promise.reject({ kind: 'unauthorized', status: 401, body: undefined }),
        ],
      ],
    });
    await allSettled(keepAliveTicked, { scope: refused });
    expect(refused.getState($sessionExpiredOpen)).toBe(true);
    expect(refused.getState($idToken)).toBeNull();
  });
});
