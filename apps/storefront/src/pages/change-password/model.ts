import { createEffect, createEvent, createStore, sample } from 'effector';
import { afterSaleRoutes, type ChangePasswordBody } from '@rewards/api-client/contract';
import { isApiError } from '@rewards/api-client';
import type { Language } from '@rewards/domain';
import { $locale } from '../../entities/locale/model';
import { tokenRefreshed } from '../../entities/session/model';
import { privatePage } from '../../features/auth/private-page';
import { client } from '../../shared/api';
import { describeFailure, type Text } from '../../shared/api/errors';
import type { Query } from '../../shared/url/query';

/** `/change-password` was opened. */
export const changePasswordOpened = createEvent<Query>();
export const passwordSubmitted = createEvent<ChangePasswordBody>();
export const doneClosed = createEvent();

// What the address asked, and nothing of the shopper: the browser takes it from the server's page.
const $opened = createStore<Query | null>(null).on(changePasswordOpened, (_, query) => query);

/** A signed-in customer's page; anyone else signs in first and comes back. */
export const changePasswordPage = privatePage({
  page: 'changePassword',
  opened: changePasswordOpened,
  $opened,
  access: { who: 'customer', otherwise: 'signIn' },
});

/** The customer may see the form. */
export const $ready = createStore(false, { serialize: 'ignore' })
  .on(changePasswordPage.admitted, () => true)
  .reset(changePasswordOpened);
export const $done = createStore(false, { serialize: 'ignore' });
export const $error = createStore<Text | null>(null, { serialize: 'ignore' });

/** Changes the password; the answer is a fresh token, as every earlier one stops working. */
export const changePasswordFx = createEffect(
  async (body: ChangePasswordBody): Promise<string> =>
    (await client.request(afterSaleRoutes.changePassword, { body })).id_token,
);

/** E500 (the session's end) is the session dialogs' to say, not the form's (spec section 8). */
function isSessionEnd(failure: unknown): boolean {
  return isApiError(failure) && failure.kind === 'sessionExpired';
}

// A fresh start: no dialog and no refusal from an earlier visit.
sample({ clock: changePasswordOpened, fn: () => false, target: $done });
sample({ clock: [changePasswordOpened, passwordSubmitted], fn: () => null, target: $error });

// Change password sends the three fields.
sample({ clock: passwordSubmitted, target: changePasswordFx });

// The fresh token keeps this session signed in; every other session has ended.
sample({ clock: changePasswordFx.doneData, target: tokenRefreshed });
sample({ clock: changePasswordFx.done, fn: () => true, target: $done });
sample({ clock: doneClosed, fn: () => false, target: $done });

// Any other refusal says why in the server's words above the form.
sample({
  clock: changePasswordFx.failData,
  source: $locale,
  filter: (_, failure) => !isSessionEnd(failure),
  fn: (lang: Language, failure) => describeFailure(failure, lang),
  target: $error,
});
