import { createEffect, createEvent, createStore, sample } from 'effector';
import { contentRoutes } from '@rewards/api-client/contract';
import type { HowItWork } from '@rewards/api-client/contract';
import { client } from '../../shared/api';
import { apiFailed } from '../../shared/api/errors';

export const howItWorkOpened = createEvent();

/** How to Buy, in two parts (`cms/how-it-work`: content, content2). */
export const fetchHowItWorkFx = createEffect(async (): Promise<HowItWork> => {
  return client.request(contentRoutes.howItWork, {});
});

export const $howItWork = createStore<HowItWork | null>(null);
export const $loading = fetchHowItWorkFx.pending;

// Opening the page asks for its text in the page's language.
sample({ clock: howItWorkOpened, target: fetchHowItWorkFx });

// The answer is shown as it came.
sample({ clock: fetchHowItWorkFx.doneData, target: $howItWork });

// A failure is said in the error modal.
sample({ clock: fetchHowItWorkFx.failData, target: apiFailed });
