import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

const QUERY = '?unhinted';

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
  function fontOf(file: string) {
    let found = fonts.get(file);
    if (found === undefined) {
      found = readFile(file)
        .then(unhintedWoff2)
        .then((font) => ({ name: hashedName(file, font), font }));
      fonts.set(file, found);
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
      if (!source.endsWith(QUERY)) return null;
      const resolved = await this.resolve(source.slice(0, -QUERY.length), importer, {
        skipSelf: true,
      });
      return resolved === null ? null : `${resolved.id}${QUERY}`;
    },
    async load(id) {
      if (!id.endsWith(QUERY)) return null;
      const file = id.slice(0, -QUERY.length);
      if (!build) return `export default ${JSON.stringify(`/@fs${file}`)};`;
      const { name, font } = await fontOf(file);
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
