import type { WindowLike } from 'dompurify';
import type { HtmlWindow } from './html-window';

/** NodeFilter's constants, for DOMs that do not expose the interface. */
const NODE_FILTER = {
  SHOW_ALL: 0xffffffff,
  SHOW_ELEMENT: 0x1,
  SHOW_TEXT: 0x4,
  SHOW_CDATA_SECTION: 0x8,
  SHOW_PROCESSING_INSTRUCTION: 0x40,
  SHOW_COMMENT: 0x80,
};

const EMPTY_DOCUMENT = '<!doctype html><html><head></head><body></body></html>';

function hasProperty(prototype: object | null, name: string): boolean {
  for (let at = prototype; at !== null; at = Object.getPrototypeOf(at) as object | null) {
    if (Object.getOwnPropertyDescriptor(at, name) !== undefined) return true;
  }
  return false;
}

/**
 * DOMPurify reads a node's properties through the getters of `Node.prototype`
 * and `Element.prototype` (so that a hostile node cannot shadow them). A DOM
 * that keeps some of them as plain fields of each node (linkedom:
 * `nodeType`, `parentNode`, `ownerDocument`) gets a stand-in constructor
 * whose prototype adds the missing getters; `instanceof` still answers for
 * the real one.
 */
function withGetters<T extends { prototype: object }>(real: T, names: readonly string[]): T {
  const missing = names.filter((name) => !hasProperty(real.prototype, name));
  if (missing.length === 0) return real;
  const prototype = Object.create(
    real.prototype,
    Object.fromEntries(
      missing.map((name) => [
        name,
        {
          get(this: Record<string, unknown>) {
            return this[name];
          },
        },
      ]),
    ),
  ) as object;
  const standIn = function StandIn() {
    throw new TypeError('Illegal constructor');
  };
  standIn.prototype = prototype;
  Object.defineProperty(standIn, Symbol.hasInstance, {
    value: (value: unknown) => value instanceof (real as unknown as new () => unknown),
  });
  return standIn as unknown as T;
}

/**
 * The window as DOMPurify needs it. A browser's is used as it is; a server
 * DOM (linkedom) lacks a few parts: `document.implementation`'s document
 * factories (made with its `DOMParser`, set on the document, the one change to
 * the DOM's own objects), `NodeFilter`, and the getters above.
 */
export function purifierWindow(win: HtmlWindow): WindowLike {
  const complete =
    typeof (win as { NodeFilter?: unknown }).NodeFilter !== 'undefined' &&
    typeof win.document.implementation?.createHTMLDocument === 'function';
  if (complete) return win as unknown as WindowLike;

  if (win.document.implementation === undefined) {
    // A standard property the DOM lacks; DOMPurify reaches the document through
    // a template's owner document too, so it is added on the document itself.
    const freshDocument = () => new win.DOMParser().parseFromString(EMPTY_DOCUMENT, 'text/html');
    Object.defineProperty(win.document, 'implementation', {
      configurable: true,
      value: { createHTMLDocument: freshDocument, createDocument: freshDocument },
    });
  }
  const node = withGetters(win.Node, ['nodeType', 'nodeName', 'ownerDocument']);
  const element = withGetters(win.Element, [
    'parentNode',
    'nextSibling',
    'childNodes',
    'attributes',
    'namespaceURI',
    'shadowRoot',
  ]);
  return new Proxy(win, {
    get(target, name) {
      if (name === 'Node') return node;
      if (name === 'Element') return element;
      if (name === 'NodeFilter')
        return (target as { NodeFilter?: unknown }).NodeFilter ?? NODE_FILTER;
      return Reflect.get(target, name, target) as unknown;
    },
  }) as unknown as WindowLike;
}
