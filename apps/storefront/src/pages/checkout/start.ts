import { combine, createEffect, createStore, sample } from 'effector';
import { $checkoutRestored, restoreCheckoutFx } from '../../entities/checkout/model';
import { $locale } from '../../entities/locale/model';
import { $isSignedIn, signedIn } from '../../entities/session/model';
import { checkoutSignInRequested } from '../../features/auth/model';
import { privatePage } from '../../features/auth/private-page';
import { apiFailed } from '../../shared/api/errors';
import { readClockFx } from '../../shared/clock';
import { navigateFx, navigationTo } from '../../shared/router/model';
import { shopUrl } from '../../shared/url/query';
import { $guardInput, $pointsOpen } from './derived';
import { checkoutGuard, type GuardVerdict } from './guard';
import { parseCheckoutStep, stepPath, type CheckoutStep } from './steps';
import {
  $ippConfig,
  $now,
  $pointsBalance,
  $priceCodes,
  $rawStep,
  $referenceLoaded,
  $regions,
  $step,
  $stepShown,
  backClicked,
  checkServerCartFx,
  editClicked,
  checkoutOpened,
  fetchIppConfigFx,
  fetchPointsFx,
  fetchPriceCodesFx,
  fetchRegionsFx,
} from './units';

// ---------------------------------------------------------------- the path

// The path names the step; any other `:step` is a page that does not exist.
sample({ clock: checkoutOpened, target: $rawStep });
sample({
  clock: checkoutOpened,
  fn: (raw) => parseCheckoutStep(raw) ?? null,
  target: $step,
});
// A step shows its loading state until its guards have judged it.
sample({ clock: checkoutOpened, fn: () => false, target: $stepShown });

// ---------------------------------------------------------------- in the browser

/**
 * The checkout starts in the browser: opened there, or served by the server
 * and now live with the browser's cart and session. Everything the steps show
 * belongs to the shopper's browser, so it happens only here. Who may see a
 * step is the guards' to judge (below): without a session, a cart that may
 * check out leads to the sign-in, any other home.
 */
export const checkoutStarted = privatePage({
  page: 'checkout',
  opened: checkoutOpened,
  $opened: $step,
}).started;

/** Asks for the instalment config and the point rates together: the payment needs both. */
const loadReferenceFx = createEffect(async () => {
  await Promise.allSettled([fetchIppConfigFx(), fetchPriceCodesFx()]);
});

// The time for end dates, what this browser kept of the checkout, and the shop's reference data.
sample({ clock: checkoutStarted, target: readClockFx });
sample({ clock: readClockFx.doneData, target: $now });
sample({
  clock: checkoutStarted,
  filter: combine(
    $checkoutRestored,
    restoreCheckoutFx.pending,
    (done, pending) => !done && !pending,
  ),
  target: restoreCheckoutFx,
});
sample({
  clock: checkoutStarted,
  filter: combine($referenceLoaded, loadReferenceFx.pending, (done, pending) => !done && !pending),
  target: loadReferenceFx,
});
sample({
  clock: checkoutStarted,
  source: $regions,
  filter: (regions) => regions.length === 0,
  fn: () => undefined,
  target: fetchRegionsFx,
});
sample({ clock: fetchIppConfigFx.doneData, target: $ippConfig });
sample({ clock: fetchPriceCodesFx.doneData, target: $priceCodes });
sample({ clock: fetchRegionsFx.doneData, target: $regions });
sample({ clock: loadReferenceFx.finally, fn: () => true, target: $referenceLoaded });
// Without the instalment config or the rates the payment cannot be checked: the shopper is told.
sample({ clock: [fetchIppConfigFx.failData, fetchPriceCodesFx.failData], target: apiFailed });

// A signed-in customer's points, when points may be redeemed (never for a guest).
sample({
  clock: [checkoutStarted, signedIn],
  source: { signedIn: $isSignedIn, open: $pointsOpen },
  filter: ({ signedIn: isIn, open }) => isIn && open,
  fn: () => undefined,
  target: fetchPointsFx,
});
sample({ clock: fetchPointsFx.doneData, target: $pointsBalance });

// ---------------------------------------------------------------- the guards

/** The step asked for, waiting for what its guards need. */
const $guardPending = createStore(false, { serialize: 'ignore' })
  .on(checkoutStarted, () => true)
  .reset(checkoutOpened);

const $guardReady = combine(
  { restored: $checkoutRestored, reference: $referenceLoaded, now: $now },
  ({ restored, reference, now }) => restored && reference && now.getTime() > 0,
);

const judged = sample({
  clock: [checkoutStarted, $guardReady.updates],
  source: { pending: $guardPending, ready: $guardReady, input: $guardInput },
  filter: ({ pending, ready, input }) => pending && ready && input !== null,
  fn: ({ input }): GuardVerdict => (input === null ? { kind: 'home' } : checkoutGuard(input)),
});
sample({ clock: judged, fn: () => false, target: $guardPending });

// A step whose guards pass shows itself.
sample({
  clock: judged,
  filter: (verdict) => verdict.kind === 'stay',
  fn: () => true,
  target: $stepShown,
});

// Without a session and nothing to check out: home (the back button does not return here).
sample({
  clock: judged,
  source: $locale,
  filter: (_, verdict) => verdict.kind === 'home',
  fn: (lang) => navigationTo(shopUrl('/', lang), true),
  target: navigateFx,
});

// Without a session but with a cart to check out: the cart, where signing in or a guest id leads on.
const signInNeeded = sample({
  clock: judged,
  source: { lang: $locale, step: $step },
  filter: (_, verdict) => verdict.kind === 'signIn',
});
sample({
  clock: signInNeeded,
  fn: ({ lang }) => navigationTo(shopUrl(stepPath('1'), lang), true),
  target: navigateFx,
});
sample({
  clock: signInNeeded,
  fn: ({ lang, step }) => ({ next: shopUrl(stepPath(step ?? '2'), lang) }),
  target: checkoutSignInRequested,
});

// A cart that cannot check out, or a step whose inputs are missing: back to the first incomplete step.
sample({
  clock: judged,
  source: $locale,
  filter: (_, verdict) => verdict.kind === 'step',
  fn: (lang, verdict) =>
    navigationTo(shopUrl(stepPath(verdict.kind === 'step' ? verdict.step : '1'), lang), true),
  target: navigateFx,
});

// A signed-in customer's cart is also checked across its lines by the server.
sample({
  clock: judged,
  source: { signedIn: $isSignedIn, step: $step },
  filter: ({ signedIn: isIn, step }, verdict) =>
    verdict.kind === 'stay' && isIn && (step === '2' || step === '3' || step === '4'),
  fn: () => undefined,
  target: checkServerCartFx,
});
sample({
  clock: checkServerCartFx.doneData,
  source: { lang: $locale, step: $step },
  filter: ({ step }, check) =>
    !check.valid && step !== null && step !== '5' && step !== 'payment-process',
  fn: ({ lang }) => navigationTo(shopUrl(stepPath('1'), lang), true),
  target: navigateFx,
});

// ---------------------------------------------------------------- moving between steps

const PREVIOUS: Readonly<Record<CheckoutStep, '1' | '2' | '3' | null>> = {
  '2': '1',
  '3': '2',
  '4': '3',
  '5': null,
  'payment-process': null,
};

// Back: the step before (the cart before the addresses).
sample({
  clock: backClicked,
  source: { step: $step, lang: $locale },
  filter: ({ step }) => step !== null && PREVIOUS[step] !== null,
  fn: ({ step, lang }) =>
    navigationTo(shopUrl(stepPath(step === null ? '1' : (PREVIOUS[step] ?? '1')), lang)),
  target: navigateFx,
});

// The review's Edit links go back to the addresses or the payment.
sample({
  clock: editClicked,
  source: $locale,
  fn: (lang, step) => navigationTo(shopUrl(stepPath(step), lang)),
  target: navigateFx,
});
