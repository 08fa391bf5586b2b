import { combine, createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { accountRoutes } from '@rewards/api-client/contract';
import { TIMINGS_MS, sessionState, sessionTimings } from '@rewards/domain';
import { cartReplaced } from '../../entities/cart/model';
import type { StoredCartLine } from '../../entities/cart/stored-line';
import { $rawConfig } from '../../entities/config/model';
import { $locale } from '../../entities/locale/model';
import {
  $isSignedIn,
  $tokenCreatedAt,
  fetchCustomerFx,
  restoreSessionFx,
  signedIn,
  signedOut,
  tokenRefreshed,
} from '../../entities/session/model';
import { client } from '../../shared/api';
import { navigateFx, navigationTo } from '../../shared/router/model';
import { shopUrl } from '../../shared/url/query';

/** The watcher looked at the session (every 5 s), at this time (epoch ms). */
export const sessionTicked = createEvent<number>();
/** Time to show that the session is alive (every 30 s while signed in). */
export const keepAliveTicked = createEvent();
export const staySignedInClicked = createEvent();
export const signOutFromWarningClicked = createEvent();
export const sessionWarningDismissed = createEvent();
export const sessionExpiredClosed = createEvent();
/** The session ended: its time ran out, or the server no longer accepts its token. */
export const sessionExpired = createEvent();

/** The warning's seconds left while it is open (spec section 4: once, FE_REMAINING_TIME_NOTI before the end). */
export const $sessionWarning = createStore<{ secondsLeft: number } | null>(null);
/** Whether the warning has shown for the current token. */
export const $warningShown = createStore(false);
export const $sessionExpiredOpen = createStore(false);

const $timings = $rawConfig.map((raw) => sessionTimings(raw ?? {}));

let timersStarted = false;

/** Starts the browser's timers, once: the watcher and the keep-alive. */
export const startSessionTimersFx = createEffect(() => {
  if (timersStarted) return;
  timersStarted = true;
  const tick = scopeBind(sessionTicked, { safe: true });
  const alive = scopeBind(keepAliveTicked, { safe: true });
  setInterval(() => tick(Date.now()), TIMINGS_MS.sessionWatch);
  setInterval(() => alive(), TIMINGS_MS.sessionKeepAlive);
});

export const refreshTokenFx = createEffect(
  async (): Promise<string> => (await client.request(accountRoutes.refreshToken, {})).id_token,
);

// The timers start with a restored session or a sign-in, whichever comes first (this model
// loads only then).
sample({ clock: [restoreSessionFx.done, signedIn], target: startSessionTimersFx });

const state = sample({
  clock: sessionTicked,
  source: combine({ created: $tokenCreatedAt, timings: $timings, warned: $warningShown }),
  filter: ({ created }) => created !== null,
  fn: ({ created, timings, warned }, now) =>
    sessionState({
      tokenCreatedAt: created ?? now,
      now,
      tokenTimeoutMs: timings.tokenTimeoutMs,
      remainingTimeNoticeMs: timings.remainingTimeNoticeMs,
      warningShown: warned,
    }),
});

// The warning shows once per token, with the seconds left.
sample({
  clock: state,
  filter: (current) => current.state === 'warn',
  fn: (current) => ({ secondsLeft: current.remainingSeconds }),
  target: $sessionWarning,
});
sample({
  clock: state,
  filter: (current) => current.state === 'warn',
  fn: () => true,
  target: $warningShown,
});
sample({ clock: state, filter: (current) => current.state === 'expired', target: sessionExpired });

// A new token gets its own warning.
sample({ clock: [signedIn, tokenRefreshed], fn: () => false, target: $warningShown });

// Yes renews the token; No signs out and goes home; either closes the warning.
sample({ clock: staySignedInClicked, target: refreshTokenFx });
sample({ clock: refreshTokenFx.doneData, target: tokenRefreshed });
sample({
  clock: [
    staySignedInClicked,
    signOutFromWarningClicked,
    sessionWarningDismissed,
    signedOut,
    // A token renewed in another tab ends the warning here too.
    tokenRefreshed,
  ],
  fn: () => null,
  target: $sessionWarning,
});
sample({ clock: signOutFromWarningClicked, target: signedOut });
sample({
  clock: signOutFromWarningClicked,
  source: $locale,
  fn: (lang) => navigationTo(shopUrl('/', lang)),
  target: navigateFx,
});

// The keep-alive reads the customer while signed in; a refused token ends the session.
sample({ clock: keepAliveTicked, filter: $isSignedIn, target: fetchCustomerFx });
sample({
  clock: [fetchCustomerFx.failData, refreshTokenFx.failData],
  filter: (failure) =>
    typeof failure === 'object' &&
    failure !== null &&
    'status' in failure &&
    failure.status === 401,
  fn: () => undefined,
  target: sessionExpired,
});

// At the end: the session-expired dialog, the token cleared and the cart emptied (spec section 4).
const ended = sample({ clock: sessionExpired, filter: $isSignedIn });
sample({ clock: ended, fn: () => true, target: $sessionExpiredOpen });
sample({ clock: ended, target: signedOut });
sample({ clock: ended, fn: (): readonly StoredCartLine[] => [], target: cartReplaced });
sample({ clock: sessionExpiredClosed, fn: () => false, target: $sessionExpiredOpen });
