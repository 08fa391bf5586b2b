/**
 * More tags and character references than any CMS page has (a long terms
 * page has a few thousand); a server DOM builds a node for each, slowly.
 */
export const MAX_TOKENS = 10_000;
/** Deeper nesting than any CMS page has. */
export const MAX_DEPTH = 128;

/** Elements without content, and those whose end tag may be left out: neither deepens the tree. */
const NOT_DEEPENING = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
  'p',
  'li',
  'dt',
  'dd',
  'tr',
  'td',
  'th',
  'option',
  'thead',
  'tbody',
]);

const TOKEN = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)|&[#a-zA-Z]/g;

/**
 * Whether markup is small enough in tags, character references and depth to
 * hand to a DOM parser. A server DOM (linkedom) takes time growing with the
 * square of the nesting depth, and about 10 µs for each node: ten thousand
 * nested elements, an unclosed `<a x` repeated or a megabyte of `&amp;` would
 * hold the server for seconds. One linear pass counts them and estimates the
 * depth (opening tags minus closing ones); markup past the limits is shown as
 * text instead. The estimate errs deep, never shallow.
 */
export function markupWithinLimits(html: string): boolean {
  let tokens = 0;
  let depth = 0;
  for (const match of html.matchAll(TOKEN)) {
    tokens += 1;
    if (tokens > MAX_TOKENS) return false;
    if (match[2] === undefined) continue;
    const name = match[2].toLowerCase();
    if (match[1] === '/') {
      if (!NOT_DEEPENING.has(name)) depth = Math.max(0, depth - 1);
    } else if (!NOT_DEEPENING.has(name)) {
      depth += 1;
      if (depth > MAX_DEPTH) return false;
    }
  }
  return true;
}
