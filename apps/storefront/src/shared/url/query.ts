import { LANGUAGES, type Language } from '@rewards/domain';

/** A query string read into keys and values; a repeated key keeps its first value. */
export type Query = Readonly<Record<string, string>>;

/** `?a=1&b=2` (with or without the `?`) as `{ a: '1', b: '2' }`. */
export function parseQuery(search: string): Query {
  const query: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(search)) {
    if (!(key in query)) query[key] = value;
  }
  return query;
}

/**
 * `?a=1&b=2` from the values given, in their order; `undefined` and `''` values
 * are left out, so a query never carries empty parameters.
 */
export function formatQuery(values: Readonly<Record<string, string | number | undefined>>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** The query with some keys replaced (a value of `undefined` removes the key); other keys keep their place. */
export function updateQuery(
  search: string,
  changes: Readonly<Record<string, string | number | undefined>>,
): string {
  const current: Record<string, string | number | undefined> = { ...parseQuery(search) };
  for (const [key, value] of Object.entries(changes)) current[key] = value;
  return formatQuery(current);
}

/** The shop's language named by a `lang` value, or `undefined` for anything else. */
export function parseLang(raw: string | undefined): Language | undefined {
  return LANGUAGES.find((lang) => lang === raw);
}

/**
 * A path of the shop with its query, carrying `lang` (spec section 2: every
 * URL has it). A `lang` already in `query` is replaced.
 */
export function shopUrl(
  path: string,
  lang: Language,
  query: Readonly<Record<string, string | number | undefined>> = {},
): string {
  return `${path}${formatQuery({ ...query, lang })}`;
}

/** The same internal link with `lang` added when it has none (external links are left alone). */
export function withLang(href: string, lang: Language): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const hashAt = href.indexOf('#');
  const hash = hashAt === -1 ? '' : href.slice(hashAt);
  const rest = hashAt === -1 ? href : href.slice(0, hashAt);
  const queryAt = rest.indexOf('?');
  const path = queryAt === -1 ? rest : rest.slice(0, queryAt);
  const search = queryAt === -1 ? '' : rest.slice(queryAt);
  if (parseLang(parseQuery(search).lang) !== undefined) return href;
  return `${path}${updateQuery(search, { lang })}${hash}`;
}
