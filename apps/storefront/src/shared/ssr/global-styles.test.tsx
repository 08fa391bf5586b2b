import { describe, expect, it } from 'vitest';
import { SERVED_STYLES_ATTRIBUTE } from './served-styles';
import { pageStyleChunks, renderGlobalStyles } from './global-styles';

describe("the design system's global CSS, rendered once", () => {
  const served = renderGlobalStyles();

  it('is the layers, then the reset and tokens, as served tags', () => {
    const tags = [...served.tags.matchAll(/<style ([^=]+)="([^"]+)">([^<]*)<\/style>/g)];
    expect(tags.map((tag) => tag[1])).toEqual([SERVED_STYLES_ATTRIBUTE, SERVED_STYLES_ATTRIBUTE]);
    expect(tags.map((tag) => tag[2]?.split(' ')[0])).toEqual(['css-global', 'css-global']);
    expect(tags[0]?.[3]).toBe('@layer reset,base,tokens,recipes;');
    expect(tags[1]?.[3]).toMatch(/^@layer reset\{html\{/);
    expect(served.ids.size).toBe(2);
  });

  it('a page keeps its own rules and globals, not the served ones or empty ones', () => {
    const [layers = '', reset = ''] = served.ids;
    const page = { key: 'css', ids: ['abc'], css: '.css-abc{color:red}' };
    const own = { key: 'css-global', ids: ['own'], css: 'body{margin:0}' };
    const chunks = [
      { key: 'css-global', ids: [layers], css: '@layer reset;' },
      { key: 'css-global', ids: [reset], css: 'html{}' },
      { key: 'css-global', ids: ['empty'], css: '' },
      own,
      page,
    ];
    expect(pageStyleChunks(chunks, served)).toEqual([own, page]);
  });
});
