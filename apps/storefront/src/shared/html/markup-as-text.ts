import type { SafeNode } from './safe-html';

/** The references an author types; any other named one is left as written. */
const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

function decodeReference(whole: string, body: string): string {
  if (!body.startsWith('#')) return NAMED[body.toLowerCase()] ?? whole;
  const hex = body[1] === 'x' || body[1] === 'X';
  const code = parseInt(body.slice(hex ? 2 : 1), hex ? 16 : 10);
  const valid = code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
  return valid ? String.fromCodePoint(code) : whole;
}

/**
 * Markup past the parser's limits (see `markupWithinLimits`) shown as one
 * paragraph of its text, in linear time and without a DOM: every tag removed,
 * the common character references decoded. Only text comes out, which React
 * renders as text, so nothing in it can act as markup.
 */
export function markupAsText(html: string): SafeNode[] {
  const text = html
    .replace(/<[^>]*>?/g, ' ')
    .replace(/&(#[xX][0-9a-fA-F]{1,6}|#\d{1,7}|[a-zA-Z]{2,8});/g, decodeReference)
    .replace(/\s+/g, ' ')
    .trim();
  return text === '' ? [] : [{ type: 'element', tag: 'p', children: [{ type: 'text', text }] }];
}
