// Bundles the server into dist/apps/api/main.js. Packages stay external (they
// are installed in node_modules); the project's libs and the SQL migrations are
// bundled in.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));

await build({
  entryPoints: [fileURLToPath(new URL('../src/main.ts', import.meta.url))],
  outfile: `${root}dist/apps/api/main.js`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  loader: { '.sql': 'text' },
  tsconfig: `${root}apps/api/tsconfig.json`,
  logLevel: 'warning',
});
