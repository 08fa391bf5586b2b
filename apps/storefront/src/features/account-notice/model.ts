import { createEvent, createStore, sample } from 'effector';

/** Which header button opened the notice. */
export type AccountNoticeKind = 'signIn' | 'signUp';

export const signInClicked = createEvent();
export const signUpClicked = createEvent();
export const accountNoticeClosed = createEvent();

/** The open notice, until accounts arrive: signing in and up only explain themselves for now. */
export const $accountNotice = createStore<AccountNoticeKind | null>(null);

// Sign in opens the notice that signing in comes with customer accounts.
sample({ clock: signInClicked, fn: (): AccountNoticeKind => 'signIn', target: $accountNotice });

// Sign up says the same under its own title.
sample({ clock: signUpClicked, fn: (): AccountNoticeKind => 'signUp', target: $accountNotice });

// OK, the close button or Escape closes it.
sample({ clock: accountNoticeClosed, fn: () => null, target: $accountNotice });
