import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);

/** sharp's entry point, as this process would load it. */
const SHARP_ENTRY = require.resolve('sharp');

/** sharp's version and the libvips it is built on, read from its package without loading it. */
export function sharpVersions(): { readonly sharp: string; readonly libvips: string } {
  // The entry is dist/index.cjs (or lib/index.js) inside the package's folder.
  for (let dir = dirname(SHARP_ENTRY); dir !== dirname(dir); dir = dirname(dir)) {
    try {
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
        name?: string;
        version?: string;
        config?: { libvips?: string };
        optionalDependencies?: Record<string, string>;
      };
      if (manifest.name === 'sharp') {
        // The prebuilt libvips of this platform that the version pins (older versions: config.libvips).
        const prebuilt = `@img/sharp-libvips-${process.platform}-${process.arch}`;
        const libvips = manifest.optionalDependencies?.[prebuilt] ?? manifest.config?.libvips;
        return { sharp: manifest.version ?? '', libvips: libvips ?? '' };
      }
    } catch {
      // No package.json at this level.
    }
  }
  return { sharp: '', libvips: '' };
}

/** The font files text is set in, by subset and weight (`thai 400`), as this process resolves them. */
function fontFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  for (const subset of ['thai', 'latin']) {
    for (const weight of [400, 600, 700]) {
      files[`${subset} ${weight}`] = require.resolve(
        `@fontsource/ibm-plex-sans-thai/files/ibm-plex-sans-thai-${subset}-${weight}-normal.woff2`,
      );
    }
  }
  return files;
}

/**
 * What the picture process runs: sharp (one picture per message), and HarfBuzz
 * with wawoff2 to set lines of text as glyph outlines (see `text-outline.ts`),
 * each loaded on its first message. HarfBuzz shapes each run of Thai or of
 * the rest with its font file (fontsource's two files per weight).
 */
const CHILD = `
const { readFileSync } = await import('node:fs');
let sharp;
let shaper;
async function loadShaper() {
  const hb = await import(process.env.REWARDS_HARFBUZZ_URL);
  const { decompress } = (await import(process.env.REWARDS_WAWOFF2_URL)).default;
  const fonts = new Map();
  let upem = 1000;
  for (const [key, file] of Object.entries(JSON.parse(process.env.REWARDS_FONT_FILES))) {
    const face = new hb.Face(new hb.Blob(await decompress(readFileSync(file))));
    upem = face.upem;
    fonts.set(key, new hb.Font(face));
  }
  const paths = new Map();
  const thai = /[\\u0E00-\\u0E7F]/u;
  function runsOf(text) {
    const runs = [];
    for (const character of text) {
      const subset = thai.test(character) ? 'thai' : 'latin';
      const last = runs[runs.length - 1];
      if (last !== undefined && last.subset === subset) last.text += character;
      else runs.push({ text: character, subset });
    }
    return runs;
  }
  function shape({ text, weight }) {
    const glyphs = [];
    let pen = 0;
    for (const run of runsOf(text)) {
      const fontKey = run.subset + ' ' + weight;
      const font = fonts.get(fontKey);
      if (font === undefined) throw new Error('No font for ' + fontKey);
      const buffer = new hb.Buffer();
      buffer.addText(run.text);
      buffer.guessSegmentProperties();
      hb.shape(font, buffer);
      const positions = buffer.getGlyphPositions();
      buffer.getGlyphInfos().forEach((info, index) => {
        const position = positions[index];
        if (position === undefined) return;
        const glyphKey = fontKey + ' ' + info.codepoint;
        let path = paths.get(glyphKey);
        if (path === undefined) {
          path = font.glyphToPath(info.codepoint);
          paths.set(glyphKey, path);
        }
        if (path !== '') glyphs.push({ path, x: pen + position.xOffset, y: position.yOffset });
        pen += position.xAdvance;
      });
    }
    return { glyphs, advance: pen };
  }
  return { upem, shape };
}
process.on('message', async ({ id, svg, format, options, texts }) => {
  try {
    if (texts !== undefined) {
      shaper ??= loadShaper();
      const { upem, shape } = await shaper;
      process.send({ id, shaped: { upem, lines: texts.map(shape) } });
      return;
    }
    if (sharp === undefined) {
      sharp = (await import(process.env.REWARDS_SHARP_URL)).default;
      sharp.cache(false);
    }
    const body = await sharp(Buffer.from(svg))[format](options).toBuffer();
    process.send({ id, body });
  } catch (error) {
    process.send({ id, error: String(error instanceof Error ? error.message : error) });
  }
});
process.on('disconnect', () => process.exit(0));
`;

export type EncodedFormat = 'avif' | 'webp' | 'png';

/** A line of text to set, in one of the weights the font files come in. */
export interface TextToShape {
  readonly text: string;
  readonly weight: 400 | 600 | 700;
}

/** A glyph's outline (SVG path data in font units, y up) and where its origin sits on the line. */
export interface PlacedGlyph {
  readonly path: string;
  readonly x: number;
  readonly y: number;
}

/** A line set by HarfBuzz: its glyphs and its advance, in font units. */
export interface ShapedLine {
  readonly glyphs: readonly PlacedGlyph[];
  readonly advance: number;
}

/** Lines set by HarfBuzz, in the order asked, with the font's units per em. */
export interface Shaped {
  readonly upem: number;
  readonly lines: readonly ShapedLine[];
}

interface Answer {
  readonly id: number;
  readonly body?: Uint8Array;
  readonly shaped?: Shaped;
  readonly error?: string;
}

interface Waiting {
  /** The process asked: one that ends answers only its own callers. */
  readonly child: ChildProcess;
  resolve(answer: Answer): void;
  reject(error: Error): void;
}

/**
 * sharp (libvips and its codecs) and HarfBuzz with the fonts in a child
 * process of its own, started when a picture is to be encoded or text set as
 * outlines, and ended once idle for `idleMs`. Encoding the banners in the
 * server's own process left about 240 MB more resident for good: the codecs'
 * allocations, freed, stay with the C allocator's per-thread arenas and never
 * go back to the system. HarfBuzz and wawoff2 are WebAssembly modules of
 * 16 MB of memory each, with their code and the decoded fonts: about 30 MB
 * that the server needs only while it draws the banners and the logo (at
 * start, to find them on disk). A process that ends gives everything back.
 */
export class EncoderProcess {
  readonly #idleMs: number;
  readonly #waiting = new Map<number, Waiting>();
  #child: ChildProcess | undefined;
  #next = 0;
  #idle: NodeJS.Timeout | undefined;

  constructor(idleMs = 1_000) {
    this.#idleMs = idleMs;
  }

  /** `svg` encoded to `format` with sharp's `options` for it. */
  async encode(svg: string, format: EncodedFormat, options: object): Promise<Buffer> {
    const { body, error } = await this.#ask({ svg, format, options });
    if (body === undefined) throw new Error(`encoding failed: ${error ?? 'no answer'}`);
    return Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  }

  /** `texts` set by HarfBuzz in the shop's typeface, as glyph outlines. */
  async shape(texts: readonly TextToShape[]): Promise<Shaped> {
    const { shaped, error } = await this.#ask({ texts });
    if (shaped === undefined) throw new Error(`setting text failed: ${error ?? 'no answer'}`);
    return shaped;
  }

  #ask(message: object): Promise<Answer> {
    clearTimeout(this.#idle);
    const child = this.#child ?? this.#start();
    const id = (this.#next += 1);
    return new Promise<Answer>((resolve, reject) => {
      this.#waiting.set(id, { child, resolve, reject });
      child.send({ id, ...message }, (error) => {
        if (error !== null && error !== undefined) this.#settle(id, error);
      });
    });
  }

  /** Ends the process now (answers still awaited fail). */
  close(): void {
    clearTimeout(this.#idle);
    this.#child?.kill();
  }

  /** Whether the encoding process runs now. */
  get running(): boolean {
    return this.#child !== undefined;
  }

  #start(): ChildProcess {
    const child = spawn(process.execPath, ['--input-type=module', '-e', CHILD], {
      env: {
        ...process.env,
        REWARDS_SHARP_URL: pathToFileURL(SHARP_ENTRY).href,
        REWARDS_HARFBUZZ_URL: pathToFileURL(require.resolve('harfbuzzjs')).href,
        REWARDS_WAWOFF2_URL: pathToFileURL(require.resolve('wawoff2')).href,
        REWARDS_FONT_FILES: JSON.stringify(fontFiles()),
      },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      serialization: 'advanced',
    });
    this.#child = child;
    child.on('message', (answer: Answer) => this.#settle(answer.id, answer));
    child.once('exit', (code, signal) => {
      if (this.#child === child) this.#child = undefined;
      // An idle process told to end may exit after the next one has started and been asked.
      for (const [id, waiting] of [...this.#waiting]) {
        if (waiting.child !== child) continue;
        this.#settle(id, new Error(`the encoding process ended (${code ?? signal})`));
      }
    });
    child.on('error', () => {
      // Told through 'exit' (or a failed send), which answers every waiting caller.
    });
    return child;
  }

  #settle(id: number, outcome: Answer | Error): void {
    const waiting = this.#waiting.get(id);
    if (waiting === undefined) return;
    this.#waiting.delete(id);
    if (outcome instanceof Error) waiting.reject(outcome);
    else waiting.resolve(outcome);
    if (this.#waiting.size === 0 && this.#child !== undefined) {
      const child = this.#child;
      clearTimeout(this.#idle);
      this.#idle = setTimeout(() => {
        if (this.#child === child && this.#waiting.size === 0) {
          this.#child = undefined;
          child.disconnect();
        }
      }, this.#idleMs);
      this.#idle.unref();
    }
  }
}

/** The process of this server's pictures: its bitmaps (`raster.ts`) and text outlines (`text-outline.ts`). */
export const pictureProcess = new EncoderProcess();
