/** A route's path pattern with `:name` segments, e.g. `/listCatalogue/:categoryId`. */
export type RoutePattern = string;

/** The route that matched a path, and its path parameters (decoded). */
export interface RouteMatch<Key extends string> {
  readonly key: Key;
  readonly params: Readonly<Record<string, string>>;
}

function matchOne(pattern: RoutePattern, pathname: string): Record<string, string> | undefined {
  const wanted = pattern.split('/').filter((part) => part !== '');
  const actual = pathname.split('/').filter((part) => part !== '');
  if (wanted.length !== actual.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, part] of wanted.entries()) {
    const segment = actual[index] as string;
    if (part.startsWith(':')) {
      try {
        params[part.slice(1)] = decodeURIComponent(segment);
      } catch {
        return undefined;
      }
    } else if (part !== segment) {
      return undefined;
    }
  }
  return params;
}

/**
 * The first route whose pattern matches the path (a trailing slash does not
 * matter, the case of fixed segments does), or `undefined`: the not-found page.
 */
export function matchRoute<Key extends string>(
  routes: readonly (readonly [Key, RoutePattern])[],
  pathname: string,
): RouteMatch<Key> | undefined {
  for (const [key, pattern] of routes) {
    const params = matchOne(pattern, pathname);
    if (params !== undefined) return { key, params };
  }
  return undefined;
}
