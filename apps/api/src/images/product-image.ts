import { mix, paletteOf } from './colour';
import { DEVICES, type DeviceKind, type IdOf } from './devices';
import { svgDocument } from './svg';

const SIZE = 800;

function shadow(id: IdOf, y: number, halfWidth: number): string {
  return `<filter id="${id('shadow')}" x="-20%" y="-200%" width="140%" height="500%"><feGaussianBlur stdDeviation="16"/></filter>
<ellipse cx="400" cy="${y}" rx="${halfWidth}" ry="20" fill="#000000" opacity="0.22" filter="url(#${id('shadow')})"/>`;
}

function backdrop(id: IdOf, hex: string): string {
  return `<defs><radialGradient id="${id('backdrop')}" cx="0.5" cy="0.4" r="0.75">
<stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${mix(hex, '#f2f2f5', 0.88)}"/>
</radialGradient></defs>
<rect width="${SIZE}" height="${SIZE}" fill="url(#${id('backdrop')})"/>`;
}

const plainIds: IdOf = (name) => name;

/** The title of a picture: what a screen reader says. */
function describe(kind: DeviceKind, hex: string, what: string): string {
  return `${what} ${kind}, colour ${hex}`;
}

/**
 * A product picture: the silhouette of a device of `kind` in colour `hex`,
 * lit from the top left, with a soft shadow, on a square 800 x 800 canvas.
 * Pure: the same arguments give the same text.
 * @throws RangeError when `hex` is not a six-digit hex colour.
 */
export function renderProductImage(kind: DeviceKind, hex: string): string {
  const palette = paletteOf(hex);
  const device = DEVICES[kind];
  return svgDocument(
    SIZE,
    SIZE,
    describe(kind, palette.base, 'Product picture:'),
    [
      backdrop(plainIds, palette.base),
      shadow(plainIds, device.ground.y, device.ground.halfWidth),
      device.draw(palette, plainIds),
    ].join('\n'),
  );
}

/**
 * The engraving picture of an engravable kind: the back of the device, large,
 * with the area where the engraved text goes drawn as a dashed frame (its top
 * is the item's `top`). `undefined` for kinds that are not engraved.
 */
export function renderEngravingImage(kind: DeviceKind, hex: string): string | undefined {
  const engraving = DEVICES[kind].engraving;
  if (engraving === undefined) return undefined;
  const palette = paletteOf(hex);
  const { x, y, width, height } = engraving.area;
  return svgDocument(
    SIZE,
    SIZE,
    describe(kind, palette.base, 'Engraving area on the back of the'),
    [
      backdrop(plainIds, palette.base),
      shadow(plainIds, engraving.ground.y, engraving.ground.halfWidth),
      engraving.draw(palette, plainIds),
      `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="12" fill="#ffffff" fill-opacity="0.12" stroke="${palette.ink}" stroke-opacity="0.55" stroke-width="2" stroke-dasharray="8 6"/>`,
    ].join('\n'),
  );
}
