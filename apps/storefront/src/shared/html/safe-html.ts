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
const VOID = new Set([
  'br',
  'hr',
  'img',
  'input',
  'meta',
  'link',
  'wbr',
  'source',
  'col',
  'area',
  'base',
]);
/** Tags whose content is never text for the reader: dropped with everything inside. */
const DROPPED = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'template',
  'svg',
  'math',
  'head',
  'title',
  'textarea',
  'select',
  'frameset',
  'frame',
  'applet',
  'form',
  'button',
]);
/** The page has its own h1: a heading of the content is one level below. */
const RENAMED: Readonly<Record<string, SafeTag>> = { h1: 'h2' };

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  copy: '©',
  reg: '®',
  trade: '™',
  bull: '•',
  middot: '·',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (whole, body: string) => {
    if (body.startsWith('#')) {
      const code =
        body[1] === 'x' || body[1] === 'X'
          ? parseInt(body.slice(2), 16)
          : parseInt(body.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)
        ? String.fromCodePoint(code)
        : whole;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}

/** Addresses a link may have: web, mail and phone links, and paths or anchors of the shop. */
function safeHref(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  const href = decodeEntities(raw).trim();
  if (/^(https?:|mailto:|tel:)/i.test(href)) return href;
  if (/^\/(?!\/)/.test(href) || href.startsWith('#')) return href;
  return undefined;
}

function hrefOf(attributes: string): string | undefined {
  const match = /(?:^|\s)href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(attributes);
  return safeHref(match?.[1] ?? match?.[2] ?? match?.[3]);
}

interface Open {
  readonly tag: string;
  readonly node: { type: 'element'; tag: SafeTag; href?: string; children: SafeNode[] } | undefined;
  readonly children: SafeNode[];
}

const TOKEN =
  /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|<!\[CDATA\[[\s\S]*?(?:\]\]>|$)|<![^>]*>|<\?[^>]*>/g;

/**
 * Server HTML (the shop's own CMS pages) reduced to what is safe to render:
 * known tags only, no attribute but a checked `href` on links, no script or
 * style or frame (dropped with their content), unknown tags unwrapped to
 * their text. The result is rendered as React elements, so no markup from the
 * server ever reaches the page as HTML.
 */
export function parseSafeHtml(html: string): readonly SafeNode[] {
  const root: SafeNode[] = [];
  const stack: Open[] = [{ tag: '#root', node: undefined, children: root }];
  let dropping: string | undefined;
  let at = 0;
  const pushText = (text: string) => {
    if (dropping !== undefined || text === '') return;
    const top = stack[stack.length - 1] as Open;
    const decoded = decodeEntities(text);
    const last = top.children[top.children.length - 1];
    if (last?.type === 'text')
      top.children[top.children.length - 1] = { type: 'text', text: last.text + decoded };
    else top.children.push({ type: 'text', text: decoded });
  };
  for (const match of html.matchAll(TOKEN)) {
    pushText(html.slice(at, match.index));
    at = match.index + match[0].length;
    const name = match[2]?.toLowerCase();
    if (name === undefined) continue;
    const closing = match[1] === '/';
    if (dropping !== undefined) {
      if (closing && name === dropping) dropping = undefined;
      continue;
    }
    if (DROPPED.has(name)) {
      if (!closing && !match[3]?.trim().endsWith('/')) dropping = name;
      continue;
    }
    const tag = RENAMED[name] ?? (SAFE.has(name) ? (name as SafeTag) : undefined);
    if (closing) {
      const index = stack.map((open) => open.tag).lastIndexOf(name);
      if (index > 0) stack.length = index;
      continue;
    }
    if (VOID.has(name)) {
      if (tag !== undefined)
        (stack[stack.length - 1] as Open).children.push({ type: 'element', tag, children: [] });
      continue;
    }
    const parent = stack[stack.length - 1] as Open;
    if (tag === undefined) {
      // Unknown tags are unwrapped: their children join the parent.
      stack.push({ tag: name, node: undefined, children: parent.children });
      continue;
    }
    const href = tag === 'a' ? hrefOf(match[3] ?? '') : undefined;
    const node = {
      type: 'element' as const,
      tag,
      ...(href === undefined ? {} : { href }),
      children: [] as SafeNode[],
    };
    parent.children.push(node);
    stack.push({ tag: name, node, children: node.children });
  }
  pushText(html.slice(at));
  return root;
}

/** The text of server HTML, for places that show text only (a banner popup): tags dropped, blocks spaced. */
export function htmlToText(html: string): string {
  const parts: string[] = [];
  const walk = (nodes: readonly SafeNode[]) => {
    for (const node of nodes) {
      if (node.type === 'text') parts.push(node.text);
      else {
        walk(node.children);
        if (
          node.tag !== 'a' &&
          node.tag !== 'strong' &&
          node.tag !== 'em' &&
          node.tag !== 'b' &&
          node.tag !== 'i' &&
          node.tag !== 'span' &&
          node.tag !== 'u' &&
          node.tag !== 'small' &&
          node.tag !== 'sub' &&
          node.tag !== 'sup'
        )
          parts.push('\n');
      }
    }
  };
  walk(parseSafeHtml(html));
  return parts
    .join('')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{2,}/g, '\n')
    .trim();
}
