import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';
import { latinCoreText } from '../src/app/font-ranges.ts';

/** The whole font without its hinting, or only the core Latin characters (`font-ranges.ts`). */
const QUERIES = ['?unhinted', '?unhinted-core'] as const;
type Query = (typeof QUERIES)[number];

/**
 * subset-font 2.9.0 takes these two options; its published types (2.3.0) do
 * not list them yet.
 */
type UnhintedOptions = Parameters<typeof subsetFont>[2] & {
  keepAllGlyphs: boolean;
  noHinting: boolean;
};

/**
 * The same font as WOFF2 without its TrueType hinting (the `fpgm`, `prep`
 * and `cvt ` tables and each glyph's instructions) and without glyph names:
 * every glyph, outline, metric and OpenType feature is kept. fontsource's
 * WOFF2 files of IBM Plex Sans Thai are hinted, and the instructions are
 * about a third of each file (Thai 11.8 to 7.8 KB, Latin 17.7 to 12.3 KB).
 * Phones (Android, iOS) and Chromium on Linux draw text without a font's
 * own hinting, so the shop looks the same; HarfBuzz's subsetter, which the
 * server already uses for its banners, does the work.
 */
export async function unhintedWoff2(font: Buffer): Promise<Buffer> {
  const options: UnhintedOptions = { targetFormat: 'woff2', keepAllGlyphs: true, noHinting: true };
  return subsetFont(font, '', options);
}

/**
 * Only the characters of the core Latin range (`LATIN_CORE_RANGE`), without
 * hinting: their glyphs, with the ligatures and kerning between them. The
 * Latin regular file goes from 12.3 to 8.9 KB, the semibold from 13.4 to
 * 9.8 KB.
 */
export async function latinCoreWoff2(font: Buffer): Promise<Buffer> {
  const options: UnhintedOptions = { targetFormat: 'woff2', keepAllGlyphs: false, noHinting: true };
  return subsetFont(font, latinCoreText(), options);
}

const MAKERS: Record<Query, (font: Buffer) => Promise<Buffer>> = {
  '?unhinted': unhintedWoff2,
  '?unhinted-core': latinCoreWoff2,
};

/** The query an import ends with, if it is one of this plugin's. */
function queryOf(id: string): Query | undefined {
  return QUERIES.find((query) => id.endsWith(query));
}

/** `name-<hash>.woff2`, hashed from the content as Vite names its assets. */
function hashedName(file: string, content: Buffer): string {
  const hash = createHash('sha256').update(content).digest('base64url').slice(0, 8);
  return `${basename(file, '.woff2')}-${hash}.woff2`;
}

/**
 * `import url from '<font>.woff2?unhinted'` gives the address of the font
 * without its hinting (`unhintedWoff2`), named by its content as Vite names
 * its assets. The fonts are imported by the server renderer (app/fonts.ts
 * writes them into every page's head), which is built after the browser's
 * files: its build writes them into the browser's `assets` folder and hands
 * the renderer their addresses. A browser build emits them as its own
 * assets. Outside a build, the address of the original file.
 */
export function unhintedFonts(clientOutDir: string): Plugin {
  let build = false;
  let ssr = false;
  const fonts = new Map<string, Promise<{ name: string; font: Buffer }>>();
  function fontOf(file: string, query: Query) {
    let found = fonts.get(file + query);
    if (found === undefined) {
      found = readFile(file)
        .then(MAKERS[query])
        .then((font) => ({ name: hashedName(file, font), font }));
      fonts.set(file + query, found);
    }
    return found;
  }
  return {
    name: 'rewards:unhinted-fonts',
    enforce: 'pre',
    configResolved(config) {
      build = config.command === 'build';
      ssr = Boolean(config.build.ssr);
    },
    async resolveId(source, importer) {
      const query = queryOf(source);
      if (query === undefined) return null;
      const resolved = await this.resolve(source.slice(0, -query.length), importer, {
        skipSelf: true,
      });
      return resolved === null ? null : `${resolved.id}${query}`;
    },
    async load(id) {
      const query = queryOf(id);
      if (query === undefined) return null;
      const file = id.slice(0, -query.length);
      if (!build) return `export default ${JSON.stringify(`/@fs${file}`)};`;
      const { name, font } = await fontOf(file, query);
      if (ssr) {
        const dir = join(clientOutDir, 'assets');
        await mkdir(dir, { recursive: true });
        await writeFile(join(dir, name), font);
      } else {
        this.emitFile({ type: 'asset', fileName: `assets/${name}`, source: font });
      }
      return `export default ${JSON.stringify(`/assets/${name}`)};`;
    },
  };
}
