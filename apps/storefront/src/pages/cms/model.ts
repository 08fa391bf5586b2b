import { createEffect, createEvent, createStore, sample } from 'effector';
import { contentRoutes } from '@rewards/api-client/contract';
import { isApiError } from '@rewards/api-client';
import type { CmsPage } from '@rewards/api-client/contract';
import { client } from '../../shared/api';
import { apiFailed } from '../../shared/api/errors';

/** A CMS page was opened, by its slug (`term-and-condition`, `privacy`, `sales-refund`, `about`...). */
export const cmsPageOpened = createEvent<string>();

export const fetchCmsPageFx = createEffect(async (slug: string): Promise<CmsPage> => {
  return client.request(contentRoutes.cmsPage, { params: { slug } });
});

/** The page's state: its text, or that no page has this slug. */
export type CmsState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly page: CmsPage }
  | { readonly status: 'notFound' }
  | { readonly status: 'failed' };

export const $cms = createStore<CmsState>({ status: 'loading' });

/** Slugs are lower-case words and hyphens; anything else has no page (and is not sent). */
const SLUG = /^[a-z0-9-]{1,60}$/;

/** The slug on screen: answers for another one arrive too late to be shown. */
const $slug = createStore('');
const current = sample({
  clock: fetchCmsPageFx.finally,
  source: $slug,
  filter: (slug, outcome) => outcome.params === slug,
  fn: (_, outcome) => outcome,
});
const answered = sample({
  clock: current,
  filter: (outcome) => outcome.status === 'done',
  fn: (outcome): CmsState =>
    outcome.status === 'done' ? { status: 'ready', page: outcome.result } : { status: 'failed' },
});
const refused = sample({
  clock: current,
  filter: (outcome) => outcome.status === 'fail',
  fn: (outcome) => (outcome.status === 'fail' ? outcome.error : undefined),
});

const wellFormed = sample({ clock: cmsPageOpened, filter: (slug) => SLUG.test(slug) });
const unknownPage = sample({
  clock: refused,
  filter: (failure) => isApiError(failure) && failure.kind === 'notFound',
});
const failed = sample({
  clock: refused,
  filter: (failure) => !(isApiError(failure) && failure.kind === 'notFound'),
});

// The slug asked for last is the one the page shows.
sample({ clock: cmsPageOpened, target: $slug });

// Each opening starts from a blank page, so the last page's text never shows under a new title.
sample({ clock: wellFormed, fn: (): CmsState => ({ status: 'loading' }), target: $cms });

// The page is asked for in the page's language (the client adds lang).
sample({ clock: wellFormed, target: fetchCmsPageFx });

// A slug that cannot exist is the not-found page at once.
sample({
  clock: cmsPageOpened,
  filter: (slug) => !SLUG.test(slug),
  fn: (): CmsState => ({ status: 'notFound' }),
  target: $cms,
});

// The answer is shown, unless the customer has moved on to another slug meanwhile.
sample({ clock: answered, target: $cms });

// No such page: the not-found page.
sample({ clock: unknownPage, fn: (): CmsState => ({ status: 'notFound' }), target: $cms });

// Any other failure is said in the error modal.
sample({ clock: failed, fn: (): CmsState => ({ status: 'failed' }), target: $cms });
sample({ clock: failed, target: apiFailed });
