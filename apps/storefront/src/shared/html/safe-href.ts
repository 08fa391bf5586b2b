/** A made-up origin to resolve relative addresses against: whatever leaves it is not the shop's. */
const SHOP = 'https://shop.invalid';

const LINK_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/**
 * The address a link may have, as a browser would follow it, or `undefined`:
 * web, mail and phone links, and paths or anchors of the shop itself.
 * Addresses are read with the URL parser browsers use, so what it would
 * strip (tabs and new lines anywhere, controls at the ends) or treat as a
 * slash (`\`) cannot make a path leave the shop: `/\evil.example` and
 * `/<tab>/evil.example` both resolve off the shop and are refused.
 */
export function safeHref(raw: string): string | undefined {
  // eslint-disable-next-line no-control-regex -- what the URL parser drops, dropped the same way
  const cleaned = raw.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  if (cleaned === '') return undefined;
  let url: URL;
  try {
    url = new URL(cleaned, `${SHOP}/`);
  } catch {
    return undefined;
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(cleaned)) {
    return LINK_SCHEMES.has(url.protocol) ? url.href : undefined;
  }
  if (url.origin !== SHOP) return undefined;
  if (cleaned.startsWith('#')) return url.hash === '' ? undefined : url.hash;
  return `${url.pathname}${url.search}${url.hash}`;
}
