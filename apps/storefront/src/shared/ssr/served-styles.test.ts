import { parseHTML } from 'linkedom';
import { afterEach, describe, expect, it } from 'vitest';
import { SERVED_STYLES_ATTRIBUTE, servedStyleCache, servedStyleTags } from './served-styles';

const EMOTION_TAGS =
  '<style data-emotion="css-global 14rs1g5">html{color:black}</style>' +
  '<style data-emotion="css zf0iqh 1i980u">.css-zf0iqh{color:red}.css-1i980u{margin:0}</style>';

/** A served page's head: the style tags as the server writes them, then another element. */
function installServedHead(): Document {
  const { window, document } = parseHTML(
    `<!doctype html><html><head><title>x</title>${servedStyleTags(EMOTION_TAGS)}<meta name="after"></head><body></body></html>`,
  );
  Object.assign(globalThis, { window, document });
  return document as unknown as Document;
}

const headOrder = (doc: Document) =>
  [...doc.head.children].map(
    (element) =>
      element.getAttribute(SERVED_STYLES_ATTRIBUTE) ??
      element.getAttribute('name') ??
      element.tagName,
  );

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'window');
  Reflect.deleteProperty(globalThis, 'document');
});

describe('served styles', () => {
  it("writes the server's style tags under the served attribute, rules unchanged", () => {
    expect(servedStyleTags(EMOTION_TAGS)).toBe(
      `<style ${SERVED_STYLES_ATTRIBUTE}="css-global 14rs1g5">html{color:black}</style>` +
        `<style ${SERVED_STYLES_ATTRIBUTE}="css zf0iqh 1i980u">.css-zf0iqh{color:red}.css-1i980u{margin:0}</style>`,
    );
  });

  it('counts every served component rule as inserted, and no global one', () => {
    const cache = servedStyleCache(installServedHead());
    expect(cache.inserted).toEqual({ zf0iqh: true, '1i980u': true });
  });

  it('leaves the served tags where the server put them', () => {
    const doc = installServedHead();
    const before = headOrder(doc);
    servedStyleCache(doc);
    expect(headOrder(doc)).toEqual(before);
    expect(before).toEqual(['TITLE', 'css-global 14rs1g5', 'css zf0iqh 1i980u', 'after']);
    expect(doc.head.querySelectorAll('style[data-s]')).toHaveLength(0);
  });
});
