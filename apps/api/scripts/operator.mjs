// `npm run operator -- <command>`: runs the operators' command line built beside the
// server (dist/apps/api/operator.js), building the API first when it has not been built.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const built = fileURLToPath(new URL('../../../dist/apps/api/operator.js', import.meta.url));
if (!existsSync(built)) {
  process.stderr.write('Building the API once (dist/apps/api) ...\n');
  execFileSync(process.execPath, [fileURLToPath(new URL('./build.mjs', import.meta.url))], {
    stdio: ['ignore', process.stderr, 'inherit'],
  });
}
await import(pathToFileURL(built).href);
