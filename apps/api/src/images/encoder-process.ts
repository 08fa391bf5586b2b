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

/** What the encoding process runs: sharp, one picture per message. */
const CHILD = `
const sharp = (await import(process.env.REWARDS_SHARP_URL)).default;
sharp.cache(false);
process.on('message', async ({ id, svg, format, options }) => {
  try {
    const body = await sharp(Buffer.from(svg))[format](options).toBuffer();
    process.send({ id, body });
  } catch (error) {
    process.send({ id, error: String(error instanceof Error ? error.message : error) });
  }
});
process.on('disconnect', () => process.exit(0));
`;

export type EncodedFormat = 'avif' | 'webp' | 'png';

interface Waiting {
  resolve(body: Buffer): void;
  reject(error: Error): void;
}

/**
 * sharp (libvips and its codecs) in a child process of its own, started when
 * a picture is to be encoded and ended once idle for `idleMs`. Encoding the
 * banners in the server's own process left about 240 MB more resident for
 * good: the codecs' allocations, freed, stay with the C allocator's per-thread
 * arenas and never go back to the system. A process that ends gives
 * everything back.
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
  encode(svg: string, format: EncodedFormat, options: object): Promise<Buffer> {
    clearTimeout(this.#idle);
    const child = this.#child ?? this.#start();
    const id = (this.#next += 1);
    return new Promise<Buffer>((resolve, reject) => {
      this.#waiting.set(id, { resolve, reject });
      child.send({ id, svg, format, options }, (error) => {
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
      env: { ...process.env, REWARDS_SHARP_URL: pathToFileURL(SHARP_ENTRY).href },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      serialization: 'advanced',
    });
    this.#child = child;
    child.on('message', (message: { id: number; body?: Uint8Array; error?: string }) => {
      const { id, body, error } = message;
      this.#settle(
        id,
        body === undefined
          ? new Error(`encoding failed: ${error ?? 'no answer'}`)
          : Buffer.from(body.buffer, body.byteOffset, body.byteLength),
      );
    });
    child.once('exit', (code, signal) => {
      if (this.#child === child) this.#child = undefined;
      for (const id of [...this.#waiting.keys()]) {
        this.#settle(id, new Error(`the encoding process ended (${code ?? signal})`));
      }
    });
    child.on('error', () => {
      // Told through 'exit' (or a failed send), which answers every waiting caller.
    });
    return child;
  }

  #settle(id: number, outcome: Buffer | Error): void {
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
