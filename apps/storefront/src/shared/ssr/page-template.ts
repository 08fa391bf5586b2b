/** What a rendered page puts into the built `index.html`. */
export interface PageParts {
  readonly lang: string;
  /** The head's elements, in order. */
  readonly head: readonly string[];
  readonly app: string;
  /** The script with the page's state, in parts. */
  readonly state: readonly string[];
}

const PLACES = [
  '<html lang="en">',
  '<!--ssr-head-->',
  '<!--ssr-app-->',
  '<!--ssr-state-->',
] as const;

/**
 * The built page template, cut once at its places, and the function that
 * gives a page as the template's pieces around its parts, in order. Each
 * part goes in as it is: `String.prototype.replace` would read `$'`, `$&` or
 * `` $` `` in a part (a shopper's search words, a product's text) as a
 * pattern, and would copy the whole page once for each place.
 */
export function pageTemplate(template: string): (parts: PageParts) => string[] {
  const pieces: string[] = [];
  let rest = template;
  for (const place of PLACES) {
    const at = rest.indexOf(place);
    if (at < 0) throw new Error(`The page template has no ${place}`);
    pieces.push(rest.slice(0, at));
    rest = rest.slice(at + place.length);
  }
  const [beforeHtml = '', beforeHead = '', beforeApp = '', beforeState = ''] = pieces;
  const afterState = rest;
  return ({ lang, head, app, state }) => [
    `${beforeHtml}<html lang="${lang}">${beforeHead}`,
    ...head,
    beforeApp,
    app,
    beforeState,
    ...state,
    afterState,
  ];
}
