import { describe, expect, it } from 'vitest';
import { embeddedThaiFontCss } from '../../src/images/embedded-fonts';

function fontBytes(css: string): number[] {
  return [...css.matchAll(/base64,([A-Za-z0-9+/=]+)/g)].map(
    (match) => Buffer.from(match[1] ?? '', 'base64').length,
  );
}

describe('the Thai font embedded in a page', () => {
  it('is left out when the picture has no Thai text', async () => {
    expect(await embeddedThaiFontCss('<text>iPhone 17 Pro</text>')).toBe('');
  });

  it('carries both weights, each far smaller than the whole Thai block', async () => {
    const css = await embeddedThaiFontCss('<text>ร้านค้าแลกคะแนน</text>');
    expect(css.match(/@font-face/g)).toHaveLength(2);
    expect(css).toContain('font-weight:400');
    expect(css).toContain('font-weight:700');
    for (const size of fontBytes(css)) expect(size).toBeLessThan(5_000);
  });

  it('keeps the two glyphs SARA AM is drawn with once shaped (NIKHAHIT and SARA AA)', async () => {
    expect(await embeddedThaiFontCss('ชำระ')).toBe(await embeddedThaiFontCss('ชำระ\u0E4D\u0E32'));
    expect(await embeddedThaiFontCss('ชระ')).not.toBe(await embeddedThaiFontCss('ชระ\u0E4D\u0E32'));
  });

  it('gives the same rules for the same characters in any order', async () => {
    expect(await embeddedThaiFontCss('กข')).toBe(await embeddedThaiFontCss('ขก ก'));
  });
});
