/** How a catalogue's background colour paints the page. */
export interface PageBackground {
  /** The CSS colour behind the page, or `undefined` for the theme's own. */
  readonly color: string | undefined;
  /** A black background: the page switches to the dark theme (spec section 2). */
  readonly dark: boolean;
}

export const DEFAULT_BACKGROUND: PageBackground = { color: undefined, dark: false };

const BLACK = new Set([
  'black',
  '#000',
  '#000000',
  '#000f',
  '#000000ff',
  'rgb(0,0,0)',
  'rgba(0,0,0,1)',
]);

/** Only plain colour notations are accepted from the server: a background is never CSS of its own. */
const SAFE_COLOUR = /^(#[0-9a-f]{3,8}|[a-z]{3,20}|rgba?\([\d\s.,%]+\))$/i;

/** The background of a catalogue's `bgColor` (spec section 2: black gives the dark theme). */
export function pageBackgroundOf(bgColor: string | undefined): PageBackground {
  const colour = bgColor?.trim().toLowerCase() ?? '';
  if (colour === '' || !SAFE_COLOUR.test(colour)) return DEFAULT_BACKGROUND;
  return { color: colour, dark: BLACK.has(colour.replace(/\s/g, '')) };
}
