import type { Language } from '@rewards/domain';
import { parseLang } from './query';

/** The language of a request without `lang`: the first of en/th the browser prefers, else English. */
export function languageOf(acceptLanguage: string | undefined): Language {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const q = rest.find((entry) => entry.trim().startsWith('q='));
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q.trim().slice(2)) };
    })
    .filter((entry) => entry.tag !== '' && Number.isFinite(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const lang = parseLang(tag.split('-')[0]);
    if (lang !== undefined) return lang;
  }
  return 'en';
}
