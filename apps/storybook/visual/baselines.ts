import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Reporter } from 'vitest/node';

/** Every PNG under `folder`, however deep. */
function pictures(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.png'))
    .map((name) => join(folder, name));
}

/**
 * Rewrites a picture without its alpha channel (a story's picture is opaque)
 * at PNG's strongest compression, when that is smaller and the pixels are the
 * same: about a third of the bytes Vitest writes.
 */
export async function compressPicture(file: string): Promise<void> {
  const written = readFileSync(file);
  const smaller = await sharp(written)
    .removeAlpha()
    .png({ compressionLevel: 9, adaptiveFiltering: true })
    .toBuffer();
  if (smaller.length >= written.length) return;
  const [before, after] = await Promise.all(
    [written, smaller].map((png) => sharp(png).ensureAlpha().raw().toBuffer()),
  );
  if (before !== undefined && after !== undefined && before.equals(after)) {
    writeFileSync(file, smaller);
  }
}

/**
 * Compresses the baselines a run wrote (with `--update`, or a new story's
 * first picture), so that the committed pictures stay small.
 */
export class BaselineCompressor implements Reporter {
  readonly #folder: string;
  #started = Date.now();

  constructor(folder: string) {
    this.#folder = folder;
  }

  onTestRunStart(): void {
    this.#started = Date.now();
  }

  async onTestRunEnd(): Promise<void> {
    let written: string[];
    try {
      written = pictures(this.#folder).filter((file) => statSync(file).mtimeMs >= this.#started);
    } catch {
      return;
    }
    for (const file of written) await compressPicture(file);
  }
}
