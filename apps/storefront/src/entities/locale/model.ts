import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import { DEFAULT_LANGUAGE, type Language } from '@rewards/domain';
import { setApiLang } from '../../shared/api/lang';
import { clientStarted } from '../../shared/lifecycle';
import { writeSliceFx, type PersistedSlice } from '../../shared/persistence/storage';
import { $location, locationChanged, navigateFx, reloadFx } from '../../shared/router/model';
import { parseLang, parseQuery, updateQuery } from '../../shared/url/query';

/** The language the customer chose last, kept across visits (spec section 9: locale persists). */
export const localeSlice: PersistedSlice<Language> = {
  key: 'locale',
  version: 1,
  fallback: DEFAULT_LANGUAGE,
  decode: (data) => parseLang(typeof data === 'string' ? data : undefined),
};

/** The page's language: the URL's `lang`, else the stored one, else English. */
export const $locale = createStore<Language>(DEFAULT_LANGUAGE);

/** The customer picked the other language in the header. */
export const languageToggled = createEvent<Language>();

/** `<html lang>` and the `lang` of API calls follow the page's language. */
export const applyLocaleFx = createEffect((lang: Language) => {
  setApiLang(lang);
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
});

const rememberLanguageFx = attach({
  effect: writeSliceFx,
  mapParams: (lang: Language) => ({ slice: localeSlice, data: lang }),
});
const switchLanguageFx = attach({
  effect: writeSliceFx,
  mapParams: (lang: Language) => ({ slice: localeSlice, data: lang }),
});

const urlLangRead = sample({
  clock: locationChanged,
  fn: (location) => parseLang(parseQuery(location.search).lang),
});

// The URL's lang is the language of the page: it wins over the stored one.
sample({
  clock: urlLangRead,
  source: $locale,
  filter: (current, lang) => lang !== undefined && lang !== current,
  fn: (current, lang) => lang ?? current,
  target: $locale,
});

// A URL without a valid lang gets the current one, replacing the entry so Back does not return to it.
sample({
  clock: locationChanged,
  source: $locale,
  filter: (_, location) => parseLang(parseQuery(location.search).lang) === undefined,
  fn: (lang, location) => ({
    pathname: location.pathname,
    search: updateQuery(location.search, { lang }),
    replace: true,
  }),
  target: navigateFx,
});

// The document and the browser's API client speak the page's language from the start and after any change.
sample({ clock: [clientStarted, $locale.updates], source: $locale, target: applyLocaleFx });

// The language is kept for the next visit, whose URL may not say it.
sample({ clock: $locale.updates, target: rememberLanguageFx });

// Switching language keeps it for next time first, because the page reloads right after.
sample({ clock: languageToggled, target: switchLanguageFx });

// Then the same page reloads with the new lang (spec section 2: switching reloads with lang).
sample({
  clock: switchLanguageFx.done,
  source: $location,
  fn: (location, { params }) =>
    `${location.pathname}${updateQuery(location.search, { lang: params })}`,
  target: reloadFx,
});
