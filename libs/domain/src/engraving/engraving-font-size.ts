import { countEngravingCharacters } from './count-engraving-characters';
import type { EngravingRules } from './resolve-engraving-rules';

/**
 * The smallest preview font, in CSS pixels: below it Thai tone marks blur on a phone.
 * A base size set below it is kept as is (the preview never grows past its base).
 */
export const ENGRAVING_MIN_FONT_SIZE = 10;

/** Which base size of the item applies. */
export type EngravingScreen = 'desktop' | 'mobile';

/**
 * The font size, in whole CSS pixels, of one line of text drawn over the engraving image.
 *
 * The curve: a line's width is about `fontSize x characters`, so once a line is longer than
 * `autoResizeBlock` characters the size shrinks in inverse proportion, which keeps the line as
 * wide as `autoResizeBlock` characters at the base size:
 * `size = max(minimum, floor(base x autoResizeBlock / characters))`, where
 * `minimum = min(base, ENGRAVING_MIN_FONT_SIZE)` and characters are counted as a reader counts
 * them (Thai marks above or below a consonant take no width). Rounding down keeps the line
 * inside the image. Without `autoResize`, or within the block, the base size is used.
 */
export function engravingFontSize(
  text: string,
  rules: EngravingRules,
  screen: EngravingScreen,
): number {
  const base = rules.fontSize[screen];
  const characters = countEngravingCharacters(text);
  if (!rules.autoResize || characters <= rules.autoResizeBlock) return base;
  const minimum = Math.min(base, ENGRAVING_MIN_FONT_SIZE);
  return Math.max(minimum, Math.floor((base * rules.autoResizeBlock) / characters));
}
