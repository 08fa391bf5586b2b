import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';
import { htmlWindow, type HtmlWindow } from './html-window';
import { markupWithinLimits } from './markup-limits';
import { markupAsText } from './markup-as-text';
import { safeHref } from './safe-href';
import { purifierWindow } from './purifier-window';

/** A node of server HTML that is safe to render: text, or an element of a known tag. */
export type SafeNode =
  | { readonly type: 'text'; readonly text: string }
  | {
      readonly type: 'element';
      readonly tag: SafeTag;
      /** Only on links, and only web, mail, phone or in-shop addresses. */
      readonly href?: string;
      readonly children: readonly SafeNode[];
    };

const SAFE_TAGS = [
  'p',
  'br',
  'hr',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'b',
  'i',
  'u',
  'small',
  'sub',
  'sup',
  'a',
  'blockquote',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'span',
  'div',
  'section',
  'dl',
  'dt',
  'dd',
] as const;
export type SafeTag = (typeof SAFE_TAGS)[number];

const SAFE = new Set<string>(SAFE_TAGS);
const VOID = new Set<string>(['br', 'hr']);
/** The page has its own h1: a heading of the content is one level below. */
const RENAMED: Readonly<Record<string, SafeTag>> = { h1: 'h2' };

/**
 * What CMS content needs and nothing more: the tags above (and h1, renamed),
 * `href` as the only attribute, links only to web, mail and phone addresses
 * and the shop's own paths (checked again by `safeHref`). Unknown tags are
 * unwrapped to their text; scripts, styles, frames, forms and their like go
 * with everything inside them.
 */
const CONFIG: Config & { RETURN_DOM: true } = {
  ALLOWED_TAGS: [...SAFE_TAGS, 'h1'],
  ALLOWED_ATTR: ['href'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/(?![/\\])|#)/i,
  ADD_FORBID_CONTENTS: [
    'form',
    'button',
    'textarea',
    'select',
    'object',
    'embed',
    'applet',
    'frameset',
    'frame',
  ],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  RETURN_DOM: true,
};

/** Content nested deeper than this is kept, with its structure flattened into the level above. */
const MAX_RENDER_DEPTH = 48;

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

const purifiers = new WeakMap<HtmlWindow, DOMPurify>();

function purifierFor(win: HtmlWindow): DOMPurify {
  let purifier = purifiers.get(win);
  if (purifier === undefined) {
    purifier = createDOMPurify(purifierWindow(win));
    if (purifier.isSupported !== true) {
      throw new Error('The DOM given to the sanitiser cannot run DOMPurify');
    }
    purifiers.set(win, purifier);
  }
  return purifier;
}

function pushText(target: SafeNode[], text: string): void {
  if (text === '') return;
  const last = target[target.length - 1];
  if (last?.type === 'text') target[target.length - 1] = { type: 'text', text: last.text + text };
  else target.push({ type: 'text', text });
}

interface Frame {
  next: Node | null;
  readonly target: SafeNode[];
  readonly depth: number;
}

/**
 * The sanitised DOM as `SafeNode`s, walked without recursion (a deep document
 * cannot overflow the stack), keeping only known tags and checked links.
 */
function toSafeNodes(body: Node): SafeNode[] {
  const root: SafeNode[] = [];
  const stack: Frame[] = [{ next: body.firstChild, target: root, depth: 0 }];
  while (stack.length > 0) {
    const frame = stack[stack.length - 1] as Frame;
    const node = frame.next;
    if (node === null) {
      stack.pop();
      continue;
    }
    frame.next = node.nextSibling;
    if (node.nodeType === TEXT_NODE) {
      pushText(frame.target, node.nodeValue ?? '');
      continue;
    }
    if (node.nodeType !== ELEMENT_NODE) continue;
    const name = (node as Element).localName.toLowerCase();
    const tag = RENAMED[name] ?? (SAFE.has(name) ? (name as SafeTag) : undefined);
    if (tag === undefined || frame.depth >= MAX_RENDER_DEPTH) {
      if (tag !== undefined && VOID.has(tag)) continue;
      stack.push({ next: node.firstChild, target: frame.target, depth: frame.depth });
      continue;
    }
    const rawHref = tag === 'a' ? (node as Element).getAttribute('href') : null;
    const href = rawHref === null ? undefined : safeHref(rawHref);
    const element = {
      type: 'element' as const,
      tag,
      ...(href === undefined ? {} : { href }),
      children: [] as SafeNode[],
    };
    frame.target.push(element);
    if (!VOID.has(tag)) {
      stack.push({ next: node.firstChild, target: element.children, depth: frame.depth + 1 });
    }
  }
  return root;
}

/**
 * Server HTML (the shop's CMS pages and notices) reduced to what is safe to
 * render, by DOMPurify over the window's DOM (the page's, or linkedom's on the
 * server): known tags only, no attribute but a checked `href` on links. The
 * result is rendered as React elements, so no markup from the server reaches
 * the page as HTML. Markup past the size and depth limits is shown as text.
 */
export function parseSafeHtml(html: string): readonly SafeNode[] {
  const win = htmlWindow();
  if (!markupWithinLimits(html)) return markupAsText(html);
  // A whole document: a server DOM does not infer <html> and <body> around a fragment.
  const body = purifierFor(win).sanitize(
    `<!doctype html><html><head></head><body>${html}</body></html>`,
    CONFIG,
  );
  return toSafeNodes(body);
}

const INLINE = new Set<SafeTag>([
  'a',
  'strong',
  'em',
  'b',
  'i',
  'span',
  'u',
  'small',
  'sub',
  'sup',
]);

/** The text of server HTML, for places that show text only (a banner popup): tags dropped, blocks spaced. */
export function htmlToText(html: string): string {
  const parts: string[] = [];
  // Without recursion, like the walk above: [node, whether its block ends here].
  const stack: (SafeNode | '\n')[] = [...parseSafeHtml(html)].reverse();
  while (stack.length > 0) {
    const node = stack.pop() as SafeNode | '\n';
    if (node === '\n') parts.push('\n');
    else if (node.type === 'text') parts.push(node.text);
    else {
      if (!INLINE.has(node.tag)) stack.push('\n');
      for (let i = node.children.length - 1; i >= 0; i -= 1)
        stack.push(node.children[i] as SafeNode);
    }
  }
  return parts
    .join('')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{2,}/g, '\n')
    .trim();
}
