import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as fontkit from 'fontkit';
import type * as HarfBuzz from 'harfbuzzjs';

/** The weights documents set text in. */
export type DocumentWeight = 400 | 700;

/** fontsource's files per weight: Thai letters; Latin with digits and punctuation; more Latin letters (Ł, ő, ş ...). */
export type Subset = 'thai' | 'latin' | 'latin-ext';

const WEIGHTS: readonly DocumentWeight[] = [400, 700];
const SUBSETS: readonly Subset[] = ['thai', 'latin', 'latin-ext'];
const THAI_LETTER = /[\u0E00-\u0E7F]/u;
const SARA_AM = '\u0E33';

/** One glyph as pdfkit embeds it: `codePoints` is the text a reader gets back for it. */
interface LaidGlyph {
  readonly id: number;
  readonly advanceWidth: number;
  readonly codePoints: number[];
}

/** Where a glyph goes, in font units (pdfkit scales them in place). */
interface LaidPosition {
  xAdvance: number;
  yAdvance: number;
  xOffset: number;
  yOffset: number;
}

/** What pdfkit asks of a font object's `layout` (the shape of fontkit's glyph runs). */
interface LaidRun {
  readonly glyphs: LaidGlyph[];
  readonly positions: LaidPosition[];
  readonly advanceWidth: number;
}

/** One face (subset and weight): fontkit reads the file for pdfkit, HarfBuzz shapes. */
interface Face {
  readonly font: fontkit.Font;
  readonly shaper: HarfBuzz.Font;
  /** HarfBuzz's module, loaded with the fonts. */
  readonly hb: typeof HarfBuzz;
  /** The font's own SARA AM glyph, drawn in place of HarfBuzz's NIKHAHIT + SARA AA (see `shapeRun`). */
  readonly saraAm: fontkit.Glyph | undefined;
}

/**
 * Shapes `text` with HarfBuzz, the shaper browsers use, into the glyph run
 * pdfkit draws. fontkit's own layout has no Thai shaper: it leaves a tone mark
 * before SARA AM where the NIKHAHIT should go under it (น้ำ) and reads no text
 * back from the decomposed vowel. HarfBuzz places every mark; clusters are
 * kept per character, so each glyph carries the characters it draws (the text
 * a reader copies out of the PDF). SARA AM is the one vowel HarfBuzz draws as
 * two glyphs: its spacing half is replaced by the font's whole SARA AM glyph
 * (same advance, NIKHAHIT included, text 'ำ') and the separate NIKHAHIT is left
 * out, so 'ชำระ' reads back as written while any tone mark keeps the raised
 * place HarfBuzz gave it above the NIKHAHIT.
 */
function shapeRun(face: Face, text: string): LaidRun {
  const { hb } = face;
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.setClusterLevel(hb.ClusterLevel.CHARACTERS);
  buffer.guessSegmentProperties();
  hb.shape(face.shaper, buffer);
  const infos = buffer.getGlyphInfos();
  const placed = buffer.getGlyphPositions();
  const starts = [...new Set(infos.map((info) => info.cluster))].sort((a, b) => a - b);
  const textOf = (cluster: number): string =>
    text.slice(cluster, starts[starts.indexOf(cluster) + 1] ?? text.length);
  const glyphs: LaidGlyph[] = [];
  const positions: LaidPosition[] = [];
  const given = new Set<number>();
  for (const [index, info] of infos.entries()) {
    const position = placed[index];
    if (position === undefined) continue;
    const source = textOf(info.cluster);
    let id = info.codepoint;
    if (source === SARA_AM && face.saraAm !== undefined) {
      if (position.xAdvance === 0) continue;
      id = face.saraAm.id;
    }
    const codePoints = given.has(info.cluster)
      ? []
      : [...source].map((character) => character.codePointAt(0) ?? 0);
    given.add(info.cluster);
    glyphs.push({ id, advanceWidth: face.font.getGlyph(id).advanceWidth, codePoints });
    positions.push({
      xAdvance: position.xAdvance,
      yAdvance: position.yAdvance,
      xOffset: position.xOffset,
      yOffset: position.yOffset,
    });
  }
  return {
    glyphs,
    positions,
    // Read after pdfkit has scaled the positions in place.
    get advanceWidth() {
      return positions.reduce((sum, position) => sum + position.xAdvance, 0);
    },
  };
}

/** A part of a line set with one file. */
export interface ScriptRun {
  readonly text: string;
  readonly subset: Subset;
}

/** `text` cut where the file that draws it changes (each part is shaped with its file). */
function runsOf(text: string, subsetOf: (character: string) => Subset): ScriptRun[] {
  const runs: { text: string; subset: Subset }[] = [];
  for (const character of text) {
    const subset = subsetOf(character);
    const last = runs[runs.length - 1];
    if (last !== undefined && last.subset === subset) last.text += character;
    else runs.push({ text: character, subset });
  }
  return runs;
}

/** The shop's typeface for documents: font objects for pdfkit, and widths to lay text out. */
export interface DocumentFonts {
  /** `text` cut where the file that draws it changes: Thai, Latin, or the Latin letters beyond it. */
  runs(text: string): ScriptRun[];
  /** The name a font is registered under in a document, for a subset and weight. */
  fontName(subset: Subset, weight: DocumentWeight): string;
  /** Registers the four faces in `doc` (pdfkit takes any object with fontkit's `layout`). */
  register(doc: PDFKit.PDFDocument): void;
  /** The width in points of `text` at `size` points. */
  width(text: string, size: number, weight: DocumentWeight): number;
}

function fontFile(subset: Subset, weight: DocumentWeight): Uint8Array {
  const require = createRequire(import.meta.url);
  return readFileSync(
    require.resolve(
      `@fontsource/ibm-plex-sans-thai/files/ibm-plex-sans-thai-${subset}-${weight}-normal.woff2`,
    ),
  );
}

async function load(): Promise<DocumentFonts> {
  // Loaded with the first document, not at the server's start (fontkit alone is about 18 MB resident).
  const [fontkit, hb, { decompress }] = await Promise.all([
    import('fontkit'),
    import('harfbuzzjs'),
    import('wawoff2'),
  ]);
  const faces = new Map<string, Face>();
  const pdfFonts = new Map<string, object>();
  const key = (subset: Subset, weight: DocumentWeight) => `plex-${subset}-${weight}`;
  for (const subset of SUBSETS) {
    for (const weight of WEIGHTS) {
      // A copy: fontkit reads the bytes lazily, and wawoff2 may hand back memory it reuses.
      const sfnt = Buffer.from(await decompress(fontFile(subset, weight)));
      const font = fontkit.create(sfnt);
      const face: Face = {
        font,
        shaper: new hb.Font(new hb.Face(new hb.Blob(sfnt))),
        hb,
        saraAm: font.hasGlyphForCodePoint(0x0e33) ? font.glyphForCodePoint(0x0e33) : undefined,
      };
      faces.set(key(subset, weight), face);
      // A font of its own for pdfkit: fontkit's for what is embedded (subset, metrics), HarfBuzz for the layout.
      const pdfFont = fontkit.create(sfnt);
      Object.defineProperty(pdfFont, 'layout', { value: (text: string) => shapeRun(face, text) });
      pdfFonts.set(key(subset, weight), pdfFont);
    }
  }
  const faceOf = (subset: Subset, weight: DocumentWeight): Face => {
    const face = faces.get(key(subset, weight));
    if (face === undefined) throw new Error(`No face ${key(subset, weight)}`);
    return face;
  };
  const latin = faceOf('latin', 400).font;
  const latinExt = faceOf('latin-ext', 400).font;
  const subsetOf = (character: string): Subset => {
    if (THAI_LETTER.test(character)) return 'thai';
    const codePoint = character.codePointAt(0) ?? 0;
    if (!latin.hasGlyphForCodePoint(codePoint) && latinExt.hasGlyphForCodePoint(codePoint)) {
      return 'latin-ext';
    }
    return 'latin';
  };
  return {
    runs: (text) => runsOf(text, subsetOf),
    fontName: key,
    register(doc) {
      for (const [name, font] of pdfFonts) {
        doc.registerFont(name, font as unknown as PDFKit.Mixins.PDFFontSource);
      }
    },
    width(text, size, weight) {
      let units = 0;
      for (const run of runsOf(text, subsetOf)) {
        const face = faceOf(run.subset, weight);
        const laid = shapeRun(face, run.text);
        units += (laid.advanceWidth * size) / face.font.unitsPerEm;
      }
      return units;
    },
  };
}

let loaded: Promise<DocumentFonts> | undefined;

/** The documents' fonts, read and decoded on first use (once per process). */
export function documentFonts(): Promise<DocumentFonts> {
  loaded ??= load();
  return loaded;
}
