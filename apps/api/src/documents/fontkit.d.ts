/** fontkit 2 ships no types: the part the documents use. */
declare module 'fontkit' {
  export interface Glyph {
    readonly id: number;
    readonly name: string;
    /** In font units. */
    readonly advanceWidth: number;
  }
  export interface Font {
    readonly unitsPerEm: number;
    getGlyph(id: number): Glyph;
    glyphForCodePoint(codePoint: number): Glyph;
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  /** A font from a TrueType/OpenType (or WOFF, WOFF2) file. */
  export function create(data: Uint8Array): Font;
}
