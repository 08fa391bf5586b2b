/** A colour as red, green and blue from 0 to 255. */
interface Rgb {
  readonly r: number;
  readonly g: number;
  readonly b: number;
}

/**
 * A six-digit hex colour (`'#F77E2D'` or `'f77e2d'`) in the `#rrggbb` form the
 * pictures use, or `undefined` when the text is not one.
 */
export function normaliseHex(value: string): string | undefined {
  const match = /^#?([0-9a-fA-F]{6})$/.exec(value.trim());
  return match?.[1] === undefined ? undefined : `#${match[1].toLowerCase()}`;
}

function toRgb(hex: string): Rgb {
  const normal = normaliseHex(hex);
  if (normal === undefined) throw new RangeError(`Not a hex colour: ${hex}`);
  const n = Number.parseInt(normal.slice(1), 16);
  return { r: (n >> 16) & 0xff, g: (n >> 8) & 0xff, b: n & 0xff };
}

function toHex({ r, g, b }: Rgb): string {
  const part = (v: number) =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

/** `hex` moved towards `towards` by `amount` (0: unchanged, 1: `towards`). */
export function mix(hex: string, towards: string, amount: number): string {
  const [a, b] = [toRgb(hex), toRgb(towards)];
  return toHex({
    r: a.r + (b.r - a.r) * amount,
    g: a.g + (b.g - a.g) * amount,
    b: a.b + (b.b - a.b) * amount,
  });
}

/** Relative luminance (WCAG), 0 for black to 1 for white. */
export function luminance(hex: string): number {
  const { r, g, b } = toRgb(hex);
  const linear = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The shades a device is drawn with, all derived from its one colour. */
export interface Palette {
  readonly base: string;
  /** The lit side of the body. */
  readonly light: string;
  /** The side turned away from the light. */
  readonly dark: string;
  /** Outlines: dark enough to show a white device on a pale background. */
  readonly edge: string;
  /** Text and marks drawn on the device. */
  readonly ink: string;
}

/** The palette of a device of colour `hex`. */
export function paletteOf(hex: string): Palette {
  const base = normaliseHex(hex);
  if (base === undefined) throw new RangeError(`Not a hex colour: ${hex}`);
  const pale = luminance(base) > 0.6;
  return {
    base,
    light: mix(base, '#ffffff', pale ? 0.6 : 0.3),
    dark: mix(base, '#000000', pale ? 0.12 : 0.3),
    edge: mix(base, '#000000', pale ? 0.3 : 0.45),
    ink: pale ? '#3a3a3c' : '#f5f5f7',
  };
}
