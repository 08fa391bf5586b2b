import { beforeAll, describe, expect, it } from 'vitest';
import { bannerTexts, renderBannerImage } from '../../src/images/banner-image';
import { luminance, mix, normaliseHex, paletteOf } from '../../src/images/colour';
import { DEVICE_KINDS, engravingAreaOf } from '../../src/images/devices';
import { LOGO_TEXTS, renderLogoImage } from '../../src/images/logo-image';
import { renderEngravingImage, renderProductImage } from '../../src/images/product-image';
import { escapeXml } from '../../src/images/svg';
import { textOutliner, type TextOutliner } from '../../src/images/text-outline';
import { parseXml } from '../helpers/xml';

const ORANGE = '#F77E2D';

describe('product pictures', () => {
  it.each(DEVICE_KINDS)('%s: a valid square SVG drawn in the colour, with a shadow', (kind) => {
    const svg = renderProductImage(kind, ORANGE);
    const { root, elements } = parseXml(svg);
    expect(root).toBe('svg');
    const svgElement = elements[0];
    expect(svgElement?.attributes.viewBox).toBe('0 0 800 800');
    expect(svgElement?.attributes.xmlns).toBe('http://www.w3.org/2000/svg');
    // The colour itself is a stop of the body's gradient.
    expect(
      elements.some((e) => e.name === 'stop' && e.attributes['stop-color'] === '#f77e2d'),
    ).toBe(true);
    expect(elements.some((e) => e.name === 'feGaussianBlur')).toBe(true);
    expect(elements.find((e) => e.name === 'title')?.text).toContain(kind);
  });

  it('is the same text for the same arguments, and differs by colour', () => {
    expect(renderProductImage('phone', ORANGE)).toBe(renderProductImage('phone', 'f77e2d'));
    expect(renderProductImage('phone', ORANGE)).not.toBe(renderProductImage('phone', '#2E3A59'));
  });

  it('refuses a colour that is not six hex digits', () => {
    expect(() => renderProductImage('phone', 'orange')).toThrow(RangeError);
    expect(() => renderProductImage('phone', '#F7E')).toThrow(RangeError);
  });

  it('draws white devices with outlines dark enough to see on a pale background', () => {
    const white = paletteOf('#F5F5F0');
    expect(luminance(white.edge)).toBeLessThan(0.5);
    expect(luminance(paletteOf('#1F1F21').ink)).toBeGreaterThan(0.8);
  });
});

describe('engraving pictures', () => {
  it.each(DEVICE_KINDS)('%s: an engraving view exactly when the kind is engraved', (kind) => {
    const svg = renderEngravingImage(kind, '#5A7FA8');
    const area = engravingAreaOf(kind);
    expect(svg === undefined).toBe(area === undefined);
    if (svg === undefined || area === undefined) return;
    const { elements } = parseXml(svg);
    const frame = elements.find((e) => e.name === 'rect' && e.attributes['stroke-dasharray']);
    expect(frame?.attributes.y).toBe(String(area.y));
  });

  it('covers the engraved kinds of the catalogue: AirPods, iPad, Apple Pencil, AirTag', () => {
    for (const kind of ['earbuds', 'tablet', 'pencil', 'tag'] as const) {
      expect(engravingAreaOf(kind)).toBeDefined();
    }
  });
});

describe('banners and the logo', () => {
  const art = {
    headline: { en: 'Tom & Jerry <3', th: 'ไอโฟน 17 โปร' },
    subline: { en: 'From THB 45,900', th: 'เริ่มต้น 45,900 บาท' },
    devices: [
      { kind: 'phone' as const, hex: ORANGE },
      { kind: 'phone' as const, hex: '#2E3A59' },
    ],
    background: '#101014',
  };

  const long = {
    ...art,
    headline: { en: 'A headline far too long for one line', th: 'ก'.repeat(60) },
  };

  let outliner: TextOutliner;
  beforeAll(async () => {
    outliner = await textOutliner([...bannerTexts(art), ...bannerTexts(long), ...LOGO_TEXTS]);
  });

  /** The rightmost point of an element's path data. */
  const right = (d: string | undefined) =>
    Math.max(...[...(d ?? '').matchAll(/(-?[\d.]+),-?[\d.]+/g)].map((m) => Number(m[1])));

  it.each(['desktop', 'mobile'] as const)(
    '%s: valid, titled in both languages (escaped), text drawn as outlines without fonts',
    (format) => {
      const svg = renderBannerImage(art, format, outliner);
      const { elements } = parseXml(svg);
      const title = elements.find((e) => e.name === 'title')?.text;
      expect(title).toContain('Tom &amp; Jerry &lt;3');
      expect(title).toContain('ไอโฟน 17 โปร');
      expect(elements.some((e) => e.name === 'text' || e.name === 'style')).toBe(false);
      expect(svg).not.toContain('@font-face');
      expect(elements.filter((e) => e.attributes.fill === '#f5f5f7')).toHaveLength(4);
      // Each device's gradients have ids of their own.
      const ids = elements.map((e) => e.attributes.id).filter((id) => id !== undefined);
      expect(new Set(ids).size).toBe(ids.length);
    },
  );

  it('shrinks a long headline until it fits its column', () => {
    for (const [format, limit] of [
      ['desktop', 100 + 760],
      ['mobile', 400 + 700 / 2],
    ] as const) {
      const paths = parseXml(renderBannerImage(long, format, outliner)).elements.filter(
        (e) => e.name === 'path' && e.attributes.fill === '#f5f5f7',
      );
      for (const path of paths) expect(right(path.attributes.d)).toBeLessThanOrEqual(limit + 2);
    }
  });

  it('writes light text on a dark background and dark text on a light one', () => {
    const fills = (background: string) =>
      parseXml(renderBannerImage({ ...art, background }, 'desktop', outliner)).elements.map(
        (e) => e.attributes.fill,
      );
    expect(fills('#101014')).toContain('#f5f5f7');
    expect(fills('#F6E7E1')).toContain('#1d1d1f');
    expect(fills('#F6E7E1')).not.toContain('#f5f5f7');
  });

  it('the logo is valid XML, titled, with both names drawn as outlines', () => {
    const { elements } = parseXml(renderLogoImage(outliner));
    expect(elements.find((e) => e.name === 'title')?.text).toBe('Rewards Store');
    expect(elements.some((e) => e.name === 'text' || e.name === 'style')).toBe(false);
    const names = elements.filter(
      (e) =>
        e.name === 'path' && (e.attributes.fill === '#2b1a3d' || e.attributes.fill === '#6b2fa0'),
    );
    expect(names).toHaveLength(2);
    for (const name of names) expect(name.attributes.d?.length).toBeGreaterThan(500);
  });
});

describe('colour helpers', () => {
  it('normalises hex colours and mixes them', () => {
    expect(normaliseHex('F77E2D')).toBe('#f77e2d');
    expect(normaliseHex('#f77e2')).toBeUndefined();
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;',
    );
  });
});
