import { createEffect, createEvent, createStore, sample } from 'effector';
import type { HowItWork } from '@rewards/api-client/contract';
import { loadApi } from '../../shared/api';
import { apiFailed } from '../../shared/api/errors';

export const howItWorkOpened = createEvent();

/** How to Buy, in two parts (`cms/how-it-work`: content, content2). */
export const fetchHowItWorkFx = createEffect(async (): Promise<HowItWork> => {
  const { client, routes } = await loadApi();
  return client.request(routes.howItWork, {});
});

export const $howItWork = createStore<HowItWork | null>(null);
export const $loading = fetchHowItWorkFx.pending;

// Opening the page asks for its text in the page's language.
sample({ clock: howItWorkOpened, target: fetchHowItWorkFx });

// The answer is shown as it came.
sample({ clock: fetchHowItWorkFx.doneData, target: $howItWork });

// A failure is said in the error modal.
sample({ clock: fetchHowItWorkFx.failData, target: apiFailed });
