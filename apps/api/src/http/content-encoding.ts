import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { ownMemory } from './own-memory';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

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
 * A body the server keeps, compressed both ways (brotli at the quality above,
 * gzip at its best level, which is cheap), each in memory of its own since it
 * may be kept (`ownMemory`).
 */
export async function compressForKeeping(body: Buffer): Promise<{ br: Buffer; gzip: Buffer }> {
  const [br, gz] = await Promise.all([
    brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: KEPT_BROTLI_QUALITY } }),
    gzipAsync(body, { level: 9 }),
  ]);
  return { br: ownMemory(br), gzip: ownMemory(gz) };
}

/**
 * The compression a client takes for a body the server keeps compressed both
 * ways: brotli where its `Accept-Encoding` names it, else gzip, else none.
 */
export function preferredEncoding(
  acceptEncoding: string | string[] | undefined,
): 'br' | 'gzip' | undefined {
  const accepted = String(acceptEncoding ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return undefined;
}
