import { createEffect, createEvent, createStore, sample } from 'effector';
import { isApiError } from '@rewards/api-client';
import {
  afterSaleRoutes,
  type AssignPoNumberBody,
  type AssignedOrder,
} from '@rewards/api-client/contract';
import type { Language } from '@rewards/domain';
import { countryCodesNeeded } from '../../entities/country-code/model';
import { $locale } from '../../entities/locale/model';
import { privatePage } from '../../features/auth/private-page';
import { client } from '../../shared/api';
import { describeFailure, type Text } from '../../shared/api/errors';
import type { Query } from '../../shared/url/query';

/** The dialog after an answer (spec section 8). */
export type AssignDialog =
  | { readonly kind: 'assigned' }
  | { readonly kind: 'notFound' }
  | { readonly kind: 'refused'; readonly title: Text };

export const assignAccountOpened = createEvent<Query>();
export const assignSubmitted = createEvent<AssignPoNumberBody>();
export const dialogClosed = createEvent();

// What the address asked, and nothing of the shopper: the browser takes it from the server's page.
const $opened = createStore<Query | null>(null).on(assignAccountOpened, (_, query) => query);

/** A signed-in customer's page; anyone else signs in first and comes back. */
export const assignAccountPage = privatePage({
  page: 'assignAccount',
  opened: assignAccountOpened,
  $opened,
  access: { who: 'customer', otherwise: 'signIn' },
});

export const assignPoNumberFx = createEffect((body: AssignPoNumberBody): Promise<AssignedOrder> =>
  client.request(afterSaleRoutes.assignPoNumber, { body }),
);

export const $ready = createStore(false, { serialize: 'ignore' })
  .on(assignAccountPage.admitted, () => true)
  .reset(assignAccountOpened);
export const $dialog = createStore<AssignDialog | null>(null, { serialize: 'ignore' })
  .reset(assignAccountOpened)
  .reset(dialogClosed);

/** A 500 is ignored (spec section 8): the session's dialogs speak for E500. */
function isIgnored(failure: unknown): boolean {
  return isApiError(failure) && failure.status === 500;
}

/** An answer that names no order is the not-found dialog, as a 404 is. */
function isNotFound(failure: unknown): boolean {
  return isApiError(failure) && failure.kind === 'notFound';
}

// The form's calling codes.
sample({ clock: assignAccountPage.admitted, fn: () => undefined, target: countryCodesNeeded });

sample({ clock: assignSubmitted, target: assignPoNumberFx });
sample({
  clock: assignPoNumberFx.doneData,
  fn: (answer): AssignDialog =>
    answer.poNumber.trim() === '' ? { kind: 'notFound' } : { kind: 'assigned' },
  target: $dialog,
});
sample({
  clock: assignPoNumberFx.failData,
  source: $locale,
  filter: (_, failure) => !isIgnored(failure),
  fn: (lang: Language, failure): AssignDialog =>
    isNotFound(failure)
      ? { kind: 'notFound' }
      : { kind: 'refused', title: describeFailure(failure, lang) },
  target: $dialog,
});
