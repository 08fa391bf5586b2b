import { createEffect, createEvent, createStore, sample } from 'effector';
import type { RegisterBody } from '@rewards/api-client/contract';
import { isApiError } from '@rewards/api-client';
import type { Language } from '@rewards/domain';
import { $locale } from '../../entities/locale/model';
import {
  $idToken,
  $isSignedIn,
  fetchGuestUuidFx,
  guestStarted,
  restoreSessionFx,
  sessionStoredElsewhere,
  signedIn,
  signedOut,
  tokenRefreshed,
} from '../../entities/session/model';
import { loadApi } from '../../shared/api/load-api';
import { loadSessionFeatures } from '../../shared/session-features';
import { describeFailure, type Text } from '../../shared/api/errors';
import { navigateFx, navigationTo } from '../../shared/router/model';
import { shopUrl } from '../../shared/url/query';

/** Which account modal is open (spec section 2, "Modals"). */
export type AuthModalKind = 'combined' | 'signIn' | 'signUp' | 'guest';

export interface SignInRequest {
  readonly username: string;
  readonly password: string;
}

export const signInClicked = createEvent();
export const signUpClicked = createEvent();
/** Checkout was asked for without a session: sign in, sign up or continue as guest, then `next`. */
export const checkoutSignInRequested = createEvent<{ next: string }>();
/** A page for customers only was opened without a session: sign in (or sign up), then `next`. */
export const signInRequested = createEvent<{ next: string }>();
export const authModalClosed = createEvent();
export const signInSubmitted = createEvent<SignInRequest>();
export const signUpSubmitted = createEvent<RegisterBody>();
export const guestContinued = createEvent();
export const forgotPasswordSubmitted = createEvent<string>();
export const signOutClicked = createEvent();

export const $authModal = createStore<AuthModalKind | null>(null);
/**
 * Whether the account dialogs are needed on this page: once a modal was asked
 * for or a session began, their chunk is loaded and stays mounted (the
 * session-expired dialog shows after the session has ended).
 */
export const $accountDialogsWanted = createStore(false, { serialize: 'ignore' });
/** Where to go once signed in (or once a guest): remembered before the modal opened. */
export const $afterAuth = createStore<string | null>(null);
export const $signInError = createStore<Text | null>(null);
export const $signUpError = createStore<Text | null>(null);
export const $guestError = createStore<Text | null>(null);
export const $forgotError = createStore<Text | null>(null);
/** The e-mail a recovery link was just sent to (the modal then says so). */
export const $forgotSentTo = createStore<string | null>(null);

/**
 * The sign-in answer's text (spec section 8): an E555 refusal and a throttled
 * sign-in (429) keep the server's title; no answer says the server is not
 * reachable; any other refusal is 'Wrong Email or Password', so nobody learns
 * which of the two was wrong.
 */
export function signInErrorText(failure: unknown, lang: Language): Text {
  if (isApiError(failure)) {
    if (failure.kind === 'unreachable' || failure.kind === 'timeout') {
      return describeFailure(failure, lang);
    }
    const key = 'body' in failure ? failure.body?.errorKey : undefined;
    if (key === 'E555' || failure.status === 429) return describeFailure(failure, lang);
  }
  return { id: 'login.wrongCredentials' };
}

export const authenticateFx = createEffect(async (request: SignInRequest): Promise<string> => {
  const { client, accountRoutes } = await loadApi();
  const token = (await client.request(accountRoutes.authenticate, { body: request })).id_token;
  // The server cart and the session watcher are in place before the session starts.
  await loadSessionFeatures();
  return token;
});

/** Asks for a password-recovery e-mail (the answer is the same whether or not the account exists). */
export const resetPasswordInitFx = createEffect(async (email: string): Promise<string> => {
  const { client, accountRoutes } = await loadApi();
  await client.request(accountRoutes.resetPasswordInit, { params: { email } });
  return email;
});

/**
 * The sign-up was taken but its sign-in refused: the e-mail had an account
 * with another password. The server answers a sign-up the same whether or not
 * the e-mail has one (and mails its owner a link), so the page does not say
 * which either.
 */
export const NOT_SIGNED_IN_AFTER_SIGN_UP = Symbol('notSignedInAfterSignUp');

/** Creates the account, then signs in with it. */
export const registerFx = createEffect(async (body: RegisterBody): Promise<string> => {
  const { client, accountRoutes } = await loadApi();
  await client.request(accountRoutes.register, { body });
  const token = (
    await client
      .request(accountRoutes.authenticate, {
        body: { username: body.email, password: body.password },
      })
      .catch((failure: unknown) => {
        const refused = isApiError(failure) && failure.kind === 'badRequest';
        throw refused && failure.body?.errorKey === 'wrongCredentials'
          ? NOT_SIGNED_IN_AFTER_SIGN_UP
          : failure;
      })
  ).id_token;
  await loadSessionFeatures();
  return token;
});

/**
 * The sign-up's failure (spec section 8: a registration failure shows the
 * server's message); a sign-up whose sign-in was refused says a link went to
 * the e-mail if it has an account, never 'Wrong Email or Password'.
 */
export function signUpErrorText(failure: unknown, lang: Language): Text {
  if (failure === NOT_SIGNED_IN_AFTER_SIGN_UP) return { id: 'auth.signUp.emailMayHaveAccount' };
  return describeFailure(failure, lang);
}

// The header's buttons open their modal; checkout opens the guest modal and remembers where it was going.
sample({ clock: signInClicked, fn: (): AuthModalKind => 'signIn', target: $authModal });
sample({ clock: signUpClicked, fn: (): AuthModalKind => 'signUp', target: $authModal });
sample({ clock: checkoutSignInRequested, fn: (): AuthModalKind => 'guest', target: $authModal });
sample({ clock: checkoutSignInRequested, fn: ({ next }) => next, target: $afterAuth });
sample({ clock: signInRequested, fn: (): AuthModalKind => 'signIn', target: $authModal });
sample({ clock: signInRequested, fn: ({ next }) => next, target: $afterAuth });
sample({ clock: [signInClicked, signUpClicked], fn: () => null, target: $afterAuth });

// Closing forgets the errors and the way on; a new modal starts afresh.
sample({
  clock: [authModalClosed, signInClicked, signUpClicked, checkoutSignInRequested, signInRequested],
  fn: () => null,
  target: [$signInError, $signUpError, $guestError, $forgotError, $forgotSentTo],
});
sample({ clock: authModalClosed, fn: () => null, target: [$authModal, $afterAuth] });

// Sign in: the token starts the session; a refusal shows under the form.
sample({ clock: signInSubmitted, target: authenticateFx });
sample({ clock: signInSubmitted, fn: () => null, target: $signInError });
sample({
  clock: authenticateFx.failData,
  source: $locale,
  fn: (lang, failure) => signInErrorText(failure, lang),
  target: $signInError,
});

// Sign up: the account is made and signed in; the server's refusal (e.g. the e-mail is taken) shows.
sample({ clock: signUpSubmitted, target: registerFx });
sample({ clock: signUpSubmitted, fn: () => null, target: $signUpError });
sample({
  clock: registerFx.failData,
  source: $locale,
  fn: (lang, failure) => signUpErrorText(failure, lang),
  target: $signUpError,
});

// Continue as guest: a guest id from the server, then on to where the shopper was going.
sample({ clock: guestContinued, target: fetchGuestUuidFx });
sample({ clock: guestContinued, fn: () => null, target: $guestError });
sample({ clock: fetchGuestUuidFx.doneData, target: guestStarted });
sample({
  clock: fetchGuestUuidFx.failData,
  source: $locale,
  fn: (lang, failure) => describeFailure(failure, lang),
  target: $guestError,
});

// Forgot password: the server mails a recovery link; the modal says where it went.
sample({ clock: forgotPasswordSubmitted, target: resetPasswordInitFx });
sample({ clock: forgotPasswordSubmitted, fn: () => null, target: $forgotError });
sample({ clock: resetPasswordInitFx.doneData, target: $forgotSentTo });
sample({
  clock: resetPasswordInitFx.failData,
  source: $locale,
  fn: (lang, failure) => describeFailure(failure, lang),
  target: $forgotError,
});

const signedInByModal = sample({ clock: [authenticateFx.doneData, registerFx.doneData] });
sample({ clock: signedInByModal, target: signedIn });

const arrived = sample({ clock: [signedInByModal, fetchGuestUuidFx.doneData] });

// After signing in (or as a guest) the shopper goes on to where they were headed, if anywhere.
sample({
  clock: arrived,
  source: $afterAuth,
  filter: (next) => next !== null,
  fn: (next) => navigationTo(next ?? '/'),
  target: navigateFx,
});
sample({ clock: arrived, fn: () => null, target: [$authModal, $afterAuth] });

// Sign Out ends the session and goes home.
sample({ clock: signOutClicked, target: signedOut });
sample({
  clock: signOutClicked,
  source: $locale,
  fn: (lang) => navigationTo(shopUrl('/', lang)),
  target: navigateFx,
});

// Another tab signed out (or its session ended): this one signs out too and goes home.
const signedOutElsewhere = sample({
  clock: sessionStoredElsewhere,
  source: $isSignedIn,
  filter: (isIn, session) => isIn && session.idToken === null,
});
sample({ clock: signedOutElsewhere, target: signedOut });
sample({
  clock: signedOutElsewhere,
  source: $locale,
  fn: (lang) => navigationTo(shopUrl('/', lang)),
  target: navigateFx,
});

// Another tab renewed the token: this one uses the new one.
const tokenStoredElsewhere = sessionStoredElsewhere.filterMap(
  (session) => session.idToken ?? undefined,
);
sample({
  clock: tokenStoredElsewhere,
  source: $idToken,
  filter: (token, stored) => token !== null && token !== stored,
  fn: (_, stored) => stored,
  target: tokenRefreshed,
});

/** Loads the session's features (server cart, session watcher) for a session begun in another tab. */
export const sessionFeaturesFx = createEffect(() => loadSessionFeatures());

// Another tab signed in: this one takes up the session as a page opened now would (the
// customer, the server's cart, the watcher), its features loaded first.
sample({
  clock: tokenStoredElsewhere,
  source: $idToken,
  filter: (token) => token === null,
  fn: () => undefined,
  target: sessionFeaturesFx,
});
sample({ clock: sessionFeaturesFx.done, target: restoreSessionFx });

// The dialogs' chunk is wanted once a modal is asked for or a session is live.
sample({
  clock: [$authModal, $isSignedIn],
  source: { modal: $authModal, signedIn: $isSignedIn },
  filter: ({ modal, signedIn: isIn }) => modal !== null || isIn,
  fn: () => true,
  target: $accountDialogsWanted,
});
