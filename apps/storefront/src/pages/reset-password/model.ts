import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { accountRoutes } from '@rewards/api-client/contract';
import type { Language } from '@rewards/domain';
import { $locale } from '../../entities/locale/model';
import { client } from '../../shared/api';
import { describeFailure, type Text } from '../../shared/api/errors';
import type { Query } from '../../shared/url/query';

/** `/reset-password` was opened with the e-mail link's query (`key`, `lang`). */
export const resetPasswordOpened = createEvent<Query>();
export const newPasswordSubmitted = createEvent<{ newPassword: string; confirmPassword: string }>();

/** The key of the e-mail's link; empty when the page was opened without one. */
export const $key = createStore('');
export const $done = createStore(false);
export const $error = createStore<Text | null>(null);

export const finishResetFx = attach({
  source: $key,
  effect: createEffect(
    async (args: { key: string; newPassword: string; confirmPassword: string }) => {
      await client.request(accountRoutes.resetPasswordFinish, { body: args });
    },
  ),
  mapParams: (values: { newPassword: string; confirmPassword: string }, key) => ({
    key,
    ...values,
  }),
});

// The link's key is what proves the request; the page keeps it while the customer types.
sample({ clock: resetPasswordOpened, fn: (query) => query.key ?? '', target: $key });
sample({ clock: resetPasswordOpened, fn: () => false, target: $done });

// Save sends the new password with the key; the answer ends the form or says why not.
sample({ clock: newPasswordSubmitted, target: finishResetFx });
sample({ clock: newPasswordSubmitted, fn: () => null, target: $error });
sample({ clock: finishResetFx.done, fn: () => true, target: $done });
sample({
  clock: finishResetFx.failData,
  source: $locale,
  fn: (lang: Language, failure) => describeFailure(failure, lang),
  target: $error,
});
