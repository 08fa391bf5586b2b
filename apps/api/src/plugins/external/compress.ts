import compress from '@fastify/compress';
import fp from 'fastify-plugin';
import { constants } from 'node:zlib';

/**
 * Every answer of 1 KB or more is compressed: brotli where the client takes
 * it, else gzip. Dynamic answers use a brotli level that costs about what gzip
 * costs; the storefront's files come precompressed at the best level from the
 * build, and rendered pages are compressed once per cached page.
 */
export const compressPlugin = fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
      zlibOptions: { level: 6 },
    });
  },
  { name: 'compress' },
);
