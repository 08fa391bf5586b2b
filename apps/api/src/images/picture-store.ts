import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { avifOf, ENCODER_VERSION, pngOf, webpOf } from './raster';

/** A picture as it is sent. */
export interface Picture {
  readonly body: string | Buffer;
  readonly type: string;
  readonly etag: string;
}

const SVG_TYPE = 'image/svg+xml; charset=utf-8';

/** How a picture is sent, by the extension of its URL. */
export const PICTURE_FORMATS = {
  svg: { type: SVG_TYPE, encode: async (svg: string) => svg },
  webp: { type: 'image/webp', encode: webpOf },
  avif: { type: 'image/avif', encode: avifOf },
  png: { type: 'image/png', encode: pngOf },
} as const;
export type PictureFormat = keyof typeof PICTURE_FORMATS;

/** One picture of the fixed set (banners, the logo): its key and how it is drawn as SVG. */
export interface FixedPicture {
  readonly key: string;
  readonly format: PictureFormat;
  readonly draw: () => Promise<string>;
}

export interface PictureStoreOptions {
  /**
   * Where encoded bitmaps are kept between starts, each under the hash of its
   * SVG and the encoder's settings and versions; `undefined` keeps them in
   * memory only.
   */
  readonly cacheDir?: string | undefined;
  /** Device pictures kept in memory (any colour can be asked for). */
  readonly maxRemembered?: number;
  /** Told when a disk operation fails (the picture is then drawn and served all the same). */
  readonly onDiskError?: (error: unknown) => void;
}

function etagOf(body: string | Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
}

function lengthOf(body: string | Buffer): number {
  return typeof body === 'string' ? body.length * 2 : body.length;
}

/**
 * The generated pictures of this process. Device pictures (SVG, any colour)
 * are drawn on demand and the last `maxRemembered` kept; the fixed set
 * (banners and the logo, bitmaps that take sharp 0.1-0.2 s each) is kept
 * apart, so that no run of colours makes them drawn again, and is encoded
 * ahead of the first visitor by `warm`. With a `cacheDir`, each bitmap is
 * also kept on disk, named by the SHA-256 of its SVG, format and encoder
 * (`ENCODER_VERSION`), written to a temporary file and renamed into place, so
 * a later start reads it instead of encoding it; `warm` removes the files no
 * picture of this build names, which bounds the folder by the fixed set.
 */
export class PictureStore {
  readonly #devices = new Map<string, Promise<Picture>>();
  readonly #fixed = new Map<string, Promise<Picture>>();
  readonly #bytes = new Map<Promise<Picture>, number>();
  readonly #cacheDir: string | undefined;
  readonly #maxRemembered: number;
  readonly #onDiskError: (error: unknown) => void;
  /** The file of each fixed picture's key in the disk cache, once known. */
  readonly #files = new Map<string, string>();
  #encodes = 0;
  #diskReads = 0;
  #warming: { done: number; total: number } | undefined;
  #stopped = false;

  constructor(options: PictureStoreOptions = {}) {
    this.#cacheDir = options.cacheDir;
    this.#maxRemembered = options.maxRemembered ?? 500;
    this.#onDiskError = options.onDiskError ?? (() => undefined);
  }

  /** A device picture (SVG), drawn once while remembered; `undefined` from `draw` is an unknown picture. */
  device(key: string, draw: () => string | undefined): Promise<Picture | undefined> {
    const known = this.#devices.get(key);
    if (known !== undefined) return known;
    const svg = draw();
    if (svg === undefined) return Promise.resolve(undefined);
    const made = Promise.resolve({ body: svg, type: SVG_TYPE, etag: etagOf(svg) });
    this.#remember(this.#devices, key, made);
    if (this.#devices.size > this.#maxRemembered) {
      const oldest = this.#devices.keys().next().value;
      if (oldest !== undefined) this.#forget(this.#devices, oldest);
    }
    return made;
  }

  /**
   * A picture of the fixed set, drawn and encoded once (read from disk when a
   * previous start kept it): requests that come while it is being made wait
   * for the same work.
   */
  fixed(picture: FixedPicture): Promise<Picture> {
    const known = this.#fixed.get(picture.key);
    if (known !== undefined) return known;
    const made = this.#make(picture);
    this.#remember(this.#fixed, picture.key, made);
    return made;
  }

  /**
   * Makes every picture of `pictures` now, one at a time, then removes from
   * the disk cache the files none of them names. Resolves when all are made,
   * or after the picture under way once `stop` is called.
   */
  async warm(pictures: readonly FixedPicture[]): Promise<void> {
    const progress = { done: 0, total: pictures.length };
    this.#warming = progress;
    const wanted = new Set<string>();
    for (const picture of pictures) {
      if (this.#stopped) return;
      const made = await this.fixed(picture).then(
        () => this.#files.get(picture.key),
        () => undefined,
      );
      if (made !== undefined) wanted.add(made);
      progress.done += 1;
    }
    await this.#prune(wanted);
  }

  /** Ends `warm` after the picture under way (the server is closing). */
  stop(): void {
    this.#stopped = true;
  }

  /** How many pictures `warm` has made of how many, or `undefined` before it was called. */
  get warmed(): { readonly done: number; readonly total: number } | undefined {
    return this.#warming === undefined ? undefined : { ...this.#warming };
  }

  /** Encodes since start, and bitmaps read from the disk cache instead. */
  get stats(): { readonly encodes: number; readonly diskReads: number } {
    return { encodes: this.#encodes, diskReads: this.#diskReads };
  }

  /** Bytes of the pictures kept in memory. */
  get bytes(): number {
    let total = 0;
    for (const bytes of this.#bytes.values()) total += bytes;
    return total;
  }

  #remember(store: Map<string, Promise<Picture>>, key: string, made: Promise<Picture>): void {
    store.set(key, made);
    made.then(
      (picture) => {
        if (store.get(key) === made) this.#bytes.set(made, lengthOf(picture.body));
      },
      () => this.#forget(store, key),
    );
  }

  #forget(store: Map<string, Promise<Picture>>, key: string): void {
    const made = store.get(key);
    store.delete(key);
    if (made !== undefined) this.#bytes.delete(made);
  }

  async #make({ key, format, draw }: FixedPicture): Promise<Picture> {
    const svg = await draw();
    const { type, encode } = PICTURE_FORMATS[format];
    if (format === 'svg') return { body: svg, type, etag: etagOf(svg) };
    const file = `${createHash('sha256').update(`${format}\n${ENCODER_VERSION}\n${svg}`).digest('hex')}.${format}`;
    this.#files.set(key, file);
    const kept = await this.#read(file);
    if (kept !== undefined) {
      this.#diskReads += 1;
      return { body: kept, type, etag: etagOf(kept) };
    }
    this.#encodes += 1;
    const body = await encode(svg);
    await this.#write(file, typeof body === 'string' ? Buffer.from(body) : body);
    return { body, type, etag: etagOf(body) };
  }

  async #read(file: string): Promise<Buffer | undefined> {
    if (this.#cacheDir === undefined) return undefined;
    try {
      const body = await readFile(join(this.#cacheDir, file));
      return body.length > 0 ? body : undefined;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') this.#onDiskError(error);
      return undefined;
    }
  }

  /** Written beside its place and renamed into it: a reader sees the whole file or none. */
  async #write(file: string, body: Buffer): Promise<void> {
    const dir = this.#cacheDir;
    if (dir === undefined) return;
    const temporary = join(dir, `.${file}.${randomUUID()}.tmp`);
    try {
      await mkdir(dir, { recursive: true });
      await writeFile(temporary, body);
      await rename(temporary, join(dir, file));
    } catch (error) {
      this.#onDiskError(error);
      await rm(temporary, { force: true });
    }
  }

  /** Removes the files no picture names (another build's, another setting's), and stale temporaries. */
  async #prune(wanted: ReadonlySet<string>): Promise<void> {
    const dir = this.#cacheDir;
    if (dir === undefined) return;
    try {
      for (const name of await readdir(dir)) {
        if (wanted.has(name)) continue;
        const path = join(dir, name);
        // A temporary younger than a minute may be another process's write under way.
        if (name.endsWith('.tmp') && Date.now() - (await stat(path)).mtimeMs < 60_000) continue;
        await rm(path, { force: true });
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') this.#onDiskError(error);
    }
  }
}
