// The storefront's initial-route JavaScript, in KB gzip: the entry chunk, every
// chunk it imports statically, and the chunk of the home route ('/') with its
// static imports, as the browser downloads them to show the first page.
// Fails above the budget. Deterministic (it reads the build), so it runs in `npm test`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 170;
const HOME_ROUTE_MODULE = 'src/pages/home/index.ts';

const dist = fileURLToPath(new URL('../../dist/apps/storefront/', import.meta.url));
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (entryKey === undefined) throw new Error('No entry chunk in the Vite manifest');

const files = new Set();
function collect(key) {
  const chunk = manifest[key];
  if (chunk === undefined || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported);
}
collect(entryKey);
const homeKey = Object.keys(manifest).find((key) => key.endsWith(HOME_ROUTE_MODULE));
if (homeKey !== undefined) collect(homeKey);

let total = 0;
const rows = [];
for (const file of [...files].filter((name) => name.endsWith('.js'))) {
  const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += size;
  rows.push([file, size]);
}
rows.sort((a, b) => b[1] - a[1]);
for (const [file, size] of rows) console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
const totalKb = total / 1024;
console.log(`initial route JavaScript: ${totalKb.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB)`);
if (homeKey === undefined)
  console.log(`note: no chunk for ${HOME_ROUTE_MODULE}; the home page is in the entry`);
if (totalKb > BUDGET_KB) {
  console.error(`over budget by ${(totalKb - BUDGET_KB).toFixed(1)} KB`);
  process.exit(1);
}
