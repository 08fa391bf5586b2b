import { DEFAULT_LANGUAGE, type Language } from '@rewards/domain';

let current: Language = DEFAULT_LANGUAGE;

/** The language every API call from the browser carries; the locale model sets it. */
export function setApiLang(lang: Language): void {
  current = lang;
}

export function apiLang(): Language {
  return current;
}
