import { luminance, mix, paletteOf } from './colour';
import { DEVICES, type DeviceKind, type IdOf } from './devices';
import { svgDocument } from './svg';
import type { TextOutliner, TextToSet, TextWeight } from './text-outline';

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

/**
 * Where each format sets its four lines (English headline, Thai headline,
 * English line, Thai line): the column, and each line's baseline and largest size.
 */
const LAYOUTS = {
  desktop: {
    x: 100,
    width: 760,
    anchor: 'start',
    baselines: [220, 305, 390, 440],
    sizes: [84, 62, 32, 30],
  },
  mobile: {
    x: 400,
    width: 700,
    anchor: 'middle',
    baselines: [100, 165, 215, 252],
    sizes: [60, 46, 24, 24],
  },
} as const;

/** The font size at which `text` fits `width` pixels, at most `max` and at least 18. */
function fittingSize(
  outliner: TextOutliner,
  text: string,
  weight: TextWeight,
  width: number,
  max: number,
): number {
  const atOnePixel = outliner.width(text, 1, weight);
  return Math.max(18, Math.min(max, atOnePixel > 0 ? Math.floor(width / atOnePixel) : max));
}

/** One line of text as outlines, sized to fit `width`, in `colour`. */
function line(
  outliner: TextOutliner,
  text: string,
  at: { x: number; y: number; width: number; max: number; anchor: 'start' | 'middle' },
  weight: TextWeight,
  colour: string,
  opacity = 1,
): string {
  const size = fittingSize(outliner, text, weight, at.width, at.max);
  const d = outliner.outline({ text, x: at.x, y: at.y, size, weight, anchor: at.anchor });
  return `<path d="${d}" fill="${colour}"${opacity < 1 ? ` fill-opacity="${opacity}"` : ''}/>`;
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

/** The lines a banner sets, in order: English headline, Thai headline, English line, Thai line. */
export function bannerTexts(art: BannerArt): TextToSet[] {
  return [
    { text: art.headline.en, weight: 700 },
    { text: art.headline.th, weight: 600 },
    { text: art.subline.en, weight: 400 },
    { text: art.subline.th, weight: 400 },
  ];
}

/**
 * A promotion banner or carousel slide: the English headline large, the Thai
 * headline under it, a line of each language, and the devices on the side
 * (desktop, 1600 x 600) or below (mobile, 800 x 800). Text colour follows the
 * background so that it stays readable. The text is drawn as outlines (see
 * `text-outline.ts`; `outliner` sets `bannerTexts(art)`), each line at the
 * largest size that fits.
 * @throws RangeError when a colour is not a six-digit hex colour.
 */
export function renderBannerImage(
  art: BannerArt,
  format: BannerFormat,
  outliner: TextOutliner,
): string {
  const { width, height } = FORMATS[format];
  const dark = luminance(art.background) < 0.4;
  const text = dark ? '#f5f5f7' : '#1d1d1f';
  const backdrop = `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="${mix(art.background, '#ffffff', dark ? 0.08 : 0.35)}"/><stop offset="1" stop-color="${mix(art.background, '#000000', dark ? 0.35 : 0.08)}"/>
</linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>`;
  const count = Math.max(1, art.devices.length);
  const layout = LAYOUTS[format];
  const body = [
    backdrop,
    ...bannerTexts(art).map(({ text: words, weight }, index) => {
      const opacity = index === 3 ? 0.85 : 1;
      const at = { ...layout, y: layout.baselines[index] ?? 0, max: layout.sizes[index] ?? 0 };
      return line(outliner, words, at, weight, text, opacity);
    }),
    format === 'desktop'
      ? devicesGroup(art, 1260 - count * 130, 30, 0.68, 260 - count * 30)
      : devicesGroup(art, 400 - 272 - (count - 1) * 90, 280, 0.68, 180),
  ];
  return svgDocument(width, height, `${art.headline.en} / ${art.headline.th}`, body.join('\n'));
}
