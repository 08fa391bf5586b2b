import { readFile, readdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; pictures and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(path) : Promise.resolve([path]);
    }),
  );
  return nested.flat();
}

/**
 * Writes `.br` (brotli, best quality) and `.gz` (gzip level 9) beside every
 * compressible file of the client build, so that `@fastify/static`'s
 * `preCompressed` serves them without compressing on each request. Node's
 * zlib does the work; the plugin only walks the output folder, which is why
 * it is a few lines here rather than another build dependency.
 */
export function precompress(): Plugin {
  let outDir = '';
  let ssr = false;
  return {
    name: 'rewards:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      ssr = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (ssr) return;
      const files = (await filesUnder(outDir)).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const [content, info] = await Promise.all([readFile(file), stat(file)]);
          if (info.size < 512) return;
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzipAsync(content, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}
