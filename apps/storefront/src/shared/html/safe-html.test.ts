import fc from 'fast-check';
import { parseHTML } from 'linkedom';
import { beforeAll, describe, expect, it } from 'vitest';
import { setHtmlWindow, type HtmlWindow } from './html-window';
import { htmlToText, parseSafeHtml, type SafeNode } from './safe-html';

/** The window the server entry registers: linkedom's, as during server rendering. */
beforeAll(() => {
  setHtmlWindow(
    parseHTML('<!doctype html><html><body></body></html>').window as unknown as HtmlWindow,
  );
});

function hrefs(nodes: readonly SafeNode[]): (string | null)[] {
  const found: (string | null)[] = [];
  const walk = (list: readonly SafeNode[]) => {
    for (const node of list) {
      if (node.type !== 'element') continue;
      if (node.tag === 'a') found.push(node.href ?? null);
      walk(node.children);
    }
  };
  walk(nodes);
  return found;
}

/**
 * Milliseconds of CPU this process spent: a complexity check that other work
 * on a busy machine does not distort the way it distorts the wall clock.
 */
function cpuMs(): number {
  const usage = (
    globalThis as unknown as { process: { cpuUsage(): { user: number; system: number } } }
  ).process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}

function depthOf(nodes: readonly SafeNode[]): number {
  let deepest = 0;
  const stack: [readonly SafeNode[], number][] = [[nodes, 0]];
  while (stack.length > 0) {
    const [list, depth] = stack.pop() as [readonly SafeNode[], number];
    deepest = Math.max(deepest, depth);
    for (const node of list) if (node.type === 'element') stack.push([node.children, depth + 1]);
  }
  return deepest;
}

describe('server HTML made safe by DOMPurify (on linkedom, as the server renders)', () => {
  it('keeps known tags and their text, with entities decoded', () => {
    expect(
      parseSafeHtml('<h2>Returns</h2><p>Fee &amp; <strong>THB&nbsp;1,500</strong></p>'),
    ).toEqual([
      { type: 'element', tag: 'h2', children: [{ type: 'text', text: 'Returns' }] },
      {
        type: 'element',
        tag: 'p',
        children: [
          { type: 'text', text: 'Fee & ' },
          { type: 'element', tag: 'strong', children: [{ type: 'text', text: 'THB\u00a01,500' }] },
        ],
      },
    ]);
  });

  it('drops scripts, styles, frames and forms with their content, and every event handler', () => {
    const nodes = parseSafeHtml(
      '<p onclick="steal()">Hi<script>alert(1)</script><style>p{}</style><iframe src="x">x</iframe></p><img src=x onerror=alert(1)><form><button>pay</button></form><svg><a href="javascript:alert(2)">s</a></svg>',
    );
    expect(nodes).toEqual([
      { type: 'element', tag: 'p', children: [{ type: 'text', text: 'Hi' }] },
    ]);
    expect(JSON.stringify(nodes)).not.toMatch(/alert|steal|onclick|onerror|pay/);
  });

  it('keeps web, mail, phone and in-shop links only', () => {
    const links = parseSafeHtml(
      '<a href="https://bank.example/t">a</a><a href=\'/cms/privacy\'>b</a><a href="javascript:alert(1)">c</a><a href=" JaVaScRiPt:x">d</a><a href="//evil.example">e</a><a href="mailto:help@shop.example">f</a><a href="tel:+6621234567">g</a><a href="#returns">h</a><a href="data:text/html,x">i</a>',
    );
    expect(hrefs(links)).toEqual([
      'https://bank.example/t',
      '/cms/privacy',
      null,
      null,
      null,
      'mailto:help@shop.example',
      'tel:+6621234567',
      '#returns',
      null,
    ]);
  });

  it('refuses the bypasses of the hand-written sanitiser', () => {
    const links = parseSafeHtml(
      [
        '<a href="/\\evil.example">backslash</a>',
        '<a href="/&#9;/evil.example">tab</a>',
        '<a href="/&#10;/evil.example">newline</a>',
        '<a href="\\\\evil.example">two backslashes</a>',
        '<a href="java&#9;script:alert(1)">tab in scheme</a>',
        '<a title=\'x href="javascript:alert(1)"\'>href in a title</a>',
        '<a title="x" href="/cms/about">real href after a title</a>',
      ].join(''),
    );
    expect(hrefs(links)).toEqual([null, null, null, null, null, null, '/cms/about']);
    expect(JSON.stringify(links)).not.toContain('evil');
  });

  it('unwraps unknown tags, renames h1, closes what is left open and ignores stray closers', () => {
    expect(parseSafeHtml('<h1>Title</h1><custom-box><p>One</custom-box></div>tail')).toEqual([
      { type: 'element', tag: 'h2', children: [{ type: 'text', text: 'Title' }] },
      {
        type: 'element',
        tag: 'p',
        children: [{ type: 'text', text: 'One' }],
      },
      { type: 'text', text: 'tail' },
    ]);
  });

  it('Thai text passes through untouched; comments vanish', () => {
    expect(parseSafeHtml('<!-- x --><p>ค่าธรรมเนียม 1,500 บาท</p>')).toEqual([
      { type: 'element', tag: 'p', children: [{ type: 'text', text: 'ค่าธรรมเนียม 1,500 บาท' }] },
    ]);
  });

  it('as text: tags dropped, blocks on their own lines, scripts gone', () => {
    expect(
      htmlToText(
        '<p>Buy an <strong>iPhone</strong> &amp; get a gift.</p><p>While stocks last.<script>x()</script></p>',
      ),
    ).toBe('Buy an iPhone & get a gift.\nWhile stocks last.');
  });

  it('10,000 nested elements neither overflow the stack nor build a tree too deep to render', () => {
    const html = `${'<div>'.repeat(10_000)}deep text${'</div>'.repeat(10_000)}`;
    const nodes = parseSafeHtml(html);
    expect(htmlToText(html)).toBe('deep text');
    expect(depthOf(nodes)).toBeLessThanOrEqual(64);
  });

  it('a nesting within the limits keeps its text, flattened below the render depth', () => {
    const html = `${'<div><span>'.repeat(60)}kept${'</span></div>'.repeat(60)}`;
    const nodes = parseSafeHtml(html);
    expect(depthOf(nodes)).toBeLessThanOrEqual(49);
    expect(htmlToText(html)).toBe('kept');
  });

  it.each([
    ['an unclosed <a x repeated', '<a x'.repeat(262_144)],
    ['an attribute that opens a tag, repeated', '<a x=">'.repeat(150_000)],
    ['nested inline tags', '<b><i>'.repeat(166_667)],
    ['unknown tags never closed', '<x>'.repeat(349_525)],
    ['paragraphs never closed', '<p>'.repeat(349_525)],
    ['nested divs', `${'<div>'.repeat(91_000)}x${'</div>'.repeat(91_000)}`],
    ['comments never closed', '<!--'.repeat(262_144)],
    ['entities', '&#9;&amp;'.repeat(116_508)],
    [
      'links with hostile addresses',
      '<a href="/\\evil.example" title=\'href="javascript:1"\'>x</a>'.repeat(17_300),
    ],
  ])('a 1 MB hostile document (%s) is handled in under a second', (_name, html) => {
    expect(html.length).toBeGreaterThanOrEqual(1_000_000);
    const started = cpuMs();
    const nodes = parseSafeHtml(html);
    const took = cpuMs() - started;
    expect(took).toBeLessThan(1000);
    expect(JSON.stringify(nodes)).not.toMatch(/javascript|evil\.example/);
  });

  it('a 1 MB document within the limits goes through DOMPurify in under a second', () => {
    const paragraph = `<p>${'Terms of sale and delivery. '.repeat(30)}<a href="/\\evil.example">x</a> <a href="/cms/privacy">privacy</a></p>`;
    const html = paragraph.repeat(Math.ceil(1_000_000 / paragraph.length));
    expect(html.length).toBeGreaterThanOrEqual(1_000_000);
    const started = cpuMs();
    const nodes = parseSafeHtml(html);
    // A bound on complexity, generous for a slow machine: a quadratic path takes tens of seconds.
    expect(cpuMs() - started).toBeLessThan(2000);
    const links = hrefs(nodes);
    expect(links.length).toBeGreaterThan(1500);
    expect(new Set(links)).toEqual(new Set([null, '/cms/privacy']));
  });

  it('property: whatever the markup, no link leaves the shop except to web, mail or phone', () => {
    const piece = fc.constantFrom(
      '<a href="',
      '">',
      "'",
      '/',
      '\\',
      '&#9;',
      '&#10;',
      'javascript:',
      'JaVa',
      'evil.example',
      '<',
      '>',
      ' ',
      'title=',
      'href=',
      '</a>',
      '<p>',
      '<script>',
      '<svg>',
      'x',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), (pieces) => {
        for (const href of hrefs(parseSafeHtml(pieces.join('')))) {
          if (href === null) continue;
          const ok =
            /^https?:\/\//.test(href) ||
            /^(mailto|tel):/.test(href) ||
            /^\/(?![/\\])/.test(href) ||
            href.startsWith('#');
          expect(ok).toBe(true);
          // What the browser would follow: a page of the shop or a web, mail or phone address
          // (a path may hold any text, "/javascript:" included; a scheme may not).
          expect(new URL(href, 'https://shop.example/').protocol).toMatch(/^(https?|mailto|tel):$/);
        }
      }),
    );
  });

  it('a path that holds "javascript:" is a page of the shop, not a script', () => {
    expect(hrefs(parseSafeHtml('<a href="/javascript:<a href="'))).toEqual([
      '/javascript:%3Ca%20href=',
    ]);
    expect(hrefs(parseSafeHtml('<a href="javascript:alert(1)">x</a>'))).toEqual([null]);
  });
});
