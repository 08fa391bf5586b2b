import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageTemplate } from './page-template';

const TEMPLATE = [
  '<!doctype html>',
  '<html lang="en">',
  '  <head>',
  '    <meta charset="UTF-8" />',
  '    <!--ssr-head-->',
  '  </head>',
  '  <body>',
  '    <div id="root"><!--ssr-app--></div>',
  '    <!--ssr-state-->',
  '  </body>',
  '</html>',
].join('\n');

describe('the page template', () => {
  it('puts the language, head, app and state in their places', () => {
    const page = pageTemplate(TEMPLATE)({
      lang: 'th',
      head: ['<title>t</title>'],
      app: '<main>m</main>',
      state: ['<script>', 's', '</script>'],
    }).join('');
    expect(page).toBe(
      TEMPLATE.replace('lang="en"', 'lang="th"')
        .replace('<!--ssr-head-->', '<title>t</title>')
        .replace('<!--ssr-app-->', '<main>m</main>')
        .replace('<!--ssr-state-->', '<script>s</script>'),
    );
  });

  it("writes each part as it is: a shopper's `$'`, `$&` or `` $` `` is text, not a pattern", () => {
    const fill = pageTemplate(TEMPLATE);
    for (const text of ["$'", '$&#x27;', '$`', '$$', '$1', '$<name>']) {
      const page = fill({
        lang: 'en',
        head: [text],
        app: `<input value="${text}">`,
        state: [text],
      }).join('');
      expect(page).toContain(`<head>\n    <meta charset="UTF-8" />\n    ${text}\n  </head>`);
      expect(page).toContain(`<div id="root"><input value="${text}"></div>`);
      expect(page.match(/<html/g)).toHaveLength(1);
      expect(page).not.toContain('<!--ssr-');
    }
  });

  it('any parts: the page is the template around them, each once', () => {
    const fill = pageTemplate(TEMPLATE);
    fc.assert(
      fc.property(fc.array(fc.string()), fc.string(), fc.string(), (heads, app, state) => {
        const head = heads.join('');
        const page = fill({ lang: 'en', head: heads, app, state: [state] }).join('');
        const [before, rest] = TEMPLATE.split('<!--ssr-head-->');
        expect(page.startsWith(before ?? '')).toBe(true);
        expect(page.length).toBe(
          TEMPLATE.length -
            '<!--ssr-head--><!--ssr-app--><!--ssr-state-->'.length +
            head.length +
            app.length +
            state.length,
        );
        expect(page.endsWith(rest?.split('<!--ssr-state-->')[1] ?? '')).toBe(true);
      }),
    );
  });

  it('refuses a template without one of its places', () => {
    expect(() => pageTemplate(TEMPLATE.replace('<!--ssr-app-->', ''))).toThrow(/ssr-app/);
    expect(() => pageTemplate(TEMPLATE.replace('<html lang="en">', '<html>'))).toThrow(/lang/);
  });
});
