// Bundles the server into dist/apps/api/main.js and the operators' command line
// into dist/apps/api/operator.js. Packages stay external (they
// are installed in node_modules); the project's libs and the SQL migrations are
// bundled in. Then writes the API reference made from the contract beside it
// (dist/apps/api/openapi.json and api-reference.html).
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const out = `${root}dist/apps/api`;
const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  packages: 'external',
  loader: { '.sql': 'text' },
  tsconfig: `${root}apps/api/tsconfig.json`,
  logLevel: 'warning',
};

await build({
  ...common,
  entryPoints: [fileURLToPath(new URL('../src/main.ts', import.meta.url))],
  outfile: `${out}/main.js`,
  sourcemap: true,
});

// The operators' command line (npm run operator), beside the server.
await build({
  ...common,
  entryPoints: [fileURLToPath(new URL('../src/cli/operator.ts', import.meta.url))],
  outfile: `${out}/operator.js`,
});

// The reference's writer is bundled next to the server (so it resolves the same
// packages), run once, and removed.
const writer = `${out}/.write-openapi-${process.pid}.mjs`;
try {
  await build({
    ...common,
    entryPoints: [fileURLToPath(new URL('../src/operations/write-openapi.ts', import.meta.url))],
    outfile: writer,
  });
  execFileSync(process.execPath, [writer, `${out}/openapi.json`, `${out}/api-reference.html`], {
    stdio: 'inherit',
  });
} finally {
  rmSync(writer, { force: true });
}
