import { createEvent, sample } from 'effector';
import { sanitizeSearchText } from '@rewards/domain';
import { $locale } from '../../entities/locale/model';
import { navigateFx } from '../../shared/router/model';
import { formatQuery } from '../../shared/url/query';

/** The customer submitted the search box. */
export const searchSubmitted = createEvent<string>();

// A search opens /search with the text cleaned by the domain, sorted by name, from page 1.
sample({
  clock: searchSubmitted,
  source: $locale,
  filter: (_, text) => sanitizeSearchText(text).trim() !== '',
  fn: (lang, text) => ({
    pathname: '/search',
    search: formatQuery({ q: sanitizeSearchText(text).trim(), lang }),
  }),
  target: navigateFx,
});
