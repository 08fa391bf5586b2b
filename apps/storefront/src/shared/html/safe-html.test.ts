import { describe, expect, it } from 'vitest';
import { htmlToText, parseSafeHtml } from './safe-html';

describe('server HTML made safe', () => {
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

  it('drops scripts, styles and frames with their content, and every event handler', () => {
    const nodes = parseSafeHtml(
      '<p onclick="steal()">Hi<script>alert(1)</script><style>p{}</style><iframe src="x">x</iframe></p><img src=x onerror=alert(1)>',
    );
    expect(nodes).toEqual([
      { type: 'element', tag: 'p', children: [{ type: 'text', text: 'Hi' }] },
    ]);
    expect(JSON.stringify(nodes)).not.toMatch(/alert|steal|onclick|onerror/);
  });

  it('keeps web, mail and in-shop links only', () => {
    const links = parseSafeHtml(
      '<a href="https://bank.example/t">a</a><a href=\'/cms/privacy\'>b</a><a href="javascript:alert(1)">c</a><a href=" JaVaScRiPt:x">d</a><a href="//evil.example">e</a><a href="mailto:help@shop.example">f</a>',
    );
    expect(links.map((node) => (node.type === 'element' ? (node.href ?? null) : null))).toEqual([
      'https://bank.example/t',
      '/cms/privacy',
      null,
      null,
      null,
      'mailto:help@shop.example',
    ]);
  });

  it('unwraps unknown tags, renames h1, closes what is left open and ignores stray closers', () => {
    expect(parseSafeHtml('<h1>Title</h1><custom-box><p>One</custom-box></div>tail')).toEqual([
      { type: 'element', tag: 'h2', children: [{ type: 'text', text: 'Title' }] },
      { type: 'element', tag: 'p', children: [{ type: 'text', text: 'One' }] },
      { type: 'text', text: 'tail' },
    ]);
  });

  it('Thai text passes through untouched; comments and doctype vanish', () => {
    expect(parseSafeHtml('<!doctype html><!-- x --><p>ค่าธรรมเนียม 1,500 บาท</p>')).toEqual([
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
});
