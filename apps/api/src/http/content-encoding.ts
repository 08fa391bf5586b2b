import { promisify } from 'node:util';
import { brotliCompress, brotliDecompress, constants } from 'node:zlib';
import { ownMemory } from './own-memory';

const brotliAsync = promisify(brotliCompress);
const unbrotliAsync = promisify(brotliDecompress);

/**
 * Brotli's quality for the bodies the server keeps (rendered pages, cached
 * catalogue answers). Past 6 brotli's time grows steeply and its gain does not:
 * a Thai home page of 140 KB is 17,612 bytes at 6 in about 3 ms and 17,320 at 9
 * in about 24 ms; a search answer of 99 items (36 KB) 4,201 bytes in 0.6 ms
 * against 4,169 in 6.9 ms (docs/performance.md, "Brotli's quality for kept
 * bodies"). Every distinct page and search pays it once, on a cache miss.
 */
const KEPT_BROTLI_QUALITY = 6;

/**
 * A body the server keeps, compressed with brotli at the quality above, in
 * memory of its own since it may be kept (`ownMemory`). Only brotli is kept:
 * every browser takes it over HTTPS. A client that does not is sent the body
 * unpacked (`unpackKept`), which the compression plugin gzips as it goes out
 * (level 6, 1-2 ms for a page): a gzip body kept beside each brotli one
 * doubled what a kept page weighs and cost 2.4 ms a page at level 9 on every
 * cache miss, for the rare client that asks for it.
 */
export async function compressForKeeping(body: Buffer): Promise<Buffer> {
  const br = await brotliAsync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: KEPT_BROTLI_QUALITY },
  });
  return ownMemory(br);
}

/** A kept body as it was before `compressForKeeping`. */
export function unpackKept(br: Buffer): Promise<Buffer> {
  return unbrotliAsync(br);
}

/** Whether a client's `Accept-Encoding` names brotli, which the kept bodies are in. */
export function takesBrotli(acceptEncoding: string | string[] | undefined): boolean {
  return /\bbr\b/.test(String(acceptEncoding ?? ''));
}
