import { luminance, mix, paletteOf } from './colour';
import { DEVICES, type DeviceKind, type IdOf } from './devices';
import { SVG_FONT_FAMILY, escapeXml, svgDocument } from './svg';

/** Text in both languages of the shop. */
export interface Bilingual {
  readonly en: string;
  readonly th: string;
}

/** What a banner or carousel slide shows: headlines in both languages over one to three devices. */
export interface BannerArt {
  readonly headline: Bilingual;
  readonly subline: Bilingual;
  readonly devices: readonly { readonly kind: DeviceKind; readonly hex: string }[];
  /** The background colour, `#rrggbb`. */
  readonly background: string;
}

/** Desktop banners are wide; mobile ones square. */
export type BannerFormat = 'desktop' | 'mobile';

const FORMATS: Readonly<Record<BannerFormat, { width: number; height: number }>> = {
  desktop: { width: 1600, height: 600 },
  mobile: { width: 800, height: 800 },
};

/** A font size at which `text` fits `width` pixels, at most `max` (an average glyph is about 0.56 em). */
function fittingSize(text: string, width: number, max: number): number {
  return Math.max(18, Math.min(max, Math.floor(width / (0.56 * Math.max(1, [...text].length)))));
}

function line(
  text: string,
  x: number,
  y: number,
  size: number,
  weight: number,
  colour: string,
  anchor: 'start' | 'middle',
  opacity = 1,
): string {
  return `<text x="${x}" y="${y}" text-anchor="${anchor}" font-family="${escapeXml(SVG_FONT_FAMILY)}" font-size="${size}" font-weight="${weight}" fill="${colour}"${opacity < 1 ? ` fill-opacity="${opacity}"` : ''}>${escapeXml(text)}</text>`;
}

function devicesGroup(art: BannerArt, x: number, y: number, scale: number, step: number): string {
  return art.devices
    .map(({ kind, hex }, index) => {
      const id: IdOf = (name) => `d${index}-${name}`;
      const device = DEVICES[kind];
      const shadow = `<filter id="${id('shadow')}" x="-20%" y="-200%" width="140%" height="500%"><feGaussianBlur stdDeviation="16"/></filter>
<ellipse cx="400" cy="${device.ground.y}" rx="${device.ground.halfWidth}" ry="20" fill="#000000" opacity="0.3" filter="url(#${id('shadow')})"/>`;
      return `<g transform="translate(${x + index * step} ${y}) scale(${scale})">${shadow}${device.draw(paletteOf(hex), id)}</g>`;
    })
    .join('\n');
}

/**
 * A promotion banner or carousel slide: the English headline large, the Thai
 * headline under it, a line of each language, and the devices on the side
 * (desktop, 1600 x 600) or below (mobile, 800 x 800). Text colour follows the
 * background so that it stays readable. `fontCss` carries the fonts of the
 * text (see `embeddedThaiFontCss`).
 * @throws RangeError when a colour is not a six-digit hex colour.
 */
export function renderBannerImage(art: BannerArt, format: BannerFormat, fontCss = ''): string {
  const { width, height } = FORMATS[format];
  const dark = luminance(art.background) < 0.4;
  const text = dark ? '#f5f5f7' : '#1d1d1f';
  const backdrop = `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="${mix(art.background, '#ffffff', dark ? 0.08 : 0.35)}"/><stop offset="1" stop-color="${mix(art.background, '#000000', dark ? 0.35 : 0.08)}"/>
</linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>`;
  const count = Math.max(1, art.devices.length);
  const body =
    format === 'desktop'
      ? [
          backdrop,
          line(
            art.headline.en,
            100,
            220,
            fittingSize(art.headline.en, 760, 84),
            700,
            text,
            'start',
          ),
          line(
            art.headline.th,
            100,
            305,
            fittingSize(art.headline.th, 760, 62),
            600,
            text,
            'start',
          ),
          line(art.subline.en, 100, 390, fittingSize(art.subline.en, 760, 32), 400, text, 'start'),
          line(
            art.subline.th,
            100,
            440,
            fittingSize(art.subline.th, 760, 30),
            400,
            text,
            'start',
            0.85,
          ),
          devicesGroup(art, 1260 - count * 130, 30, 0.68, 260 - count * 30),
        ]
      : [
          backdrop,
          line(
            art.headline.en,
            400,
            100,
            fittingSize(art.headline.en, 700, 60),
            700,
            text,
            'middle',
          ),
          line(
            art.headline.th,
            400,
            165,
            fittingSize(art.headline.th, 700, 46),
            600,
            text,
            'middle',
          ),
          line(art.subline.en, 400, 215, fittingSize(art.subline.en, 700, 24), 400, text, 'middle'),
          line(
            art.subline.th,
            400,
            252,
            fittingSize(art.subline.th, 700, 24),
            400,
            text,
            'middle',
            0.85,
          ),
          devicesGroup(art, 400 - 272 - (count - 1) * 90, 280, 0.68, 180),
        ];
  return svgDocument(
    width,
    height,
    `${art.headline.en} / ${art.headline.th}`,
    body.join('\n'),
    fontCss,
  );
}
