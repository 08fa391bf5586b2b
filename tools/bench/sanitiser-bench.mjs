// What the server's sanitiser of CMS HTML costs: DOMPurify over the server's
// DOM (apps/storefront/src/shared/html/safe-html.ts), on the seed's CMS pages
// and How to Buy parts (the shop's typical CMS HTML, 0.3-3 KB each), English and
// Thai. Prints the time to load the DOM library and make its window, the first
// (cold) sanitisation, each page's median and 95th percentile once warm, and
// the memory the DOM library and the sanitising added (RSS and V8 heap, after a
// full collection). A script, not a test.
//
//   node tools/bench/sanitiser-bench.mjs [checkout]
//
// `checkout` (default: this one) is the checkout whose sanitiser is measured;
// SANITISER_DOM names the DOM package to give it: linkedom (the default, what
// the server entry registers) or jsdom (the heavier alternative weighed in
// docs/performance.md), loaded from the checkout's node_modules when it has
// it, else from this one's. SANITISER_RUNS (300) warm sanitisations of each
// page are timed. Results: dist/bench/sanitiser-bench.json.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import { build } from 'esbuild';

if (typeof globalThis.gc !== 'function') {
  // Memory is read after a full collection: run again with the collector exposed.
  const again = spawnSync(
    process.execPath,
    ['--expose-gc', fileURLToPath(import.meta.url), ...process.argv.slice(2)],
    { stdio: 'inherit' },
  );
  process.exit(again.status ?? 1);
}

const root = fileURLToPath(new URL('../../', import.meta.url));
const checkout = resolve(process.argv[2] ?? root);
const dom = process.env.SANITISER_DOM?.trim() || 'linkedom';
const runs = Math.max(1, Math.round(Number(process.env.SANITISER_RUNS ?? 300)));
const MB = 1024 * 1024;
const EMPTY = '<!doctype html><html><head></head><body></body></html>';

/** A turn of the event loop: what passes between two requests of a server. */
const turn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Memory after full collections. Each collection is given turns of the event
 * loop: jsdom lets go of the documents DOMPurify parsed only after a turn, so a
 * loop that never yields would count them as kept.
 */
async function memory() {
  for (let round = 0; round < 3; round += 1) {
    globalThis.gc();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const { rss, heapUsed } = process.memoryUsage();
  return { rss, heapUsed };
}

/** The checkout's sanitiser and seed pages, bundled (TypeScript) into one module. */
async function loadSanitiser() {
  const dir = mkdtempSync(join(tmpdir(), 'rewards-sanitiser-'));
  const outfile = join(dir, 'sanitiser.mjs');
  const html = join(checkout, 'apps/storefront/src/shared/html');
  await build({
    stdin: {
      contents: [
        `export { parseSafeHtml } from ${JSON.stringify(join(html, 'safe-html.ts'))};`,
        `export { setHtmlWindow } from ${JSON.stringify(join(html, 'html-window.ts'))};`,
        `export { CMS_PAGES, HOW_IT_WORK } from ${JSON.stringify(join(checkout, 'apps/api/src/seed/cms-pages.ts'))};`,
      ].join('\n'),
      resolveDir: checkout,
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile,
    nodePaths: [join(root, 'node_modules')],
    logLevel: 'error',
  });
  try {
    return await import(pathToFileURL(outfile).href);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The DOM package as the checkout has it installed (else as this one has). */
async function importDom() {
  for (const from of [checkout, root]) {
    try {
      return await import(
        pathToFileURL(createRequire(join(from, 'package.json')).resolve(dom)).href
      );
    } catch {
      // Not installed there.
    }
  }
  throw new Error(`${dom} is not installed in ${checkout} nor in ${root}`);
}

/** The window the server entry registers, made by the DOM package. */
async function serverWindow() {
  if (dom !== 'jsdom' && dom !== 'linkedom') {
    throw new RangeError(`SANITISER_DOM must be jsdom or linkedom, not ${dom}`);
  }
  const loaded = await importDom();
  return dom === 'jsdom' ? new loaded.JSDOM(EMPTY).window : loaded.parseHTML(EMPTY).window;
}

function percentile(sorted, fraction) {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))];
}

const sanitiser = await loadSanitiser();
const before = await memory();
let started = performance.now();
sanitiser.setHtmlWindow(await serverWindow());
const loadMs = performance.now() - started;
const afterLoad = await memory();

const pages = [
  ...sanitiser.CMS_PAGES.map((page) => [`${page.slug} ${page.lang}`, page.content]),
  ...sanitiser.HOW_IT_WORK.flatMap((part) => [
    [`how-it-work ${part.lang} 1`, part.content],
    [`how-it-work ${part.lang} 2`, part.content2],
  ]),
];
started = performance.now();
sanitiser.parseSafeHtml(pages[0][1]);
const firstMs = performance.now() - started;
for (let warm = 0; warm < 50; warm += 1) {
  for (const [, html] of pages) {
    sanitiser.parseSafeHtml(html);
    await turn();
  }
}

// Each sanitisation in a turn of its own, as each request's render is in a server.
const rows = [];
for (const [name, html] of pages) {
  const times = [];
  for (let run = 0; run < runs; run += 1) {
    const at = performance.now();
    sanitiser.parseSafeHtml(html);
    times.push(performance.now() - at);
    await turn();
  }
  times.sort((a, b) => a - b);
  rows.push({
    name,
    kb: Buffer.byteLength(html) / 1024,
    medianMs: percentile(times, 0.5),
    p95Ms: percentile(times, 0.95),
  });
}
const afterUse = await memory();
const medians = rows.map((row) => row.medianMs).sort((a, b) => a - b);

const result = {
  checkout,
  dom,
  node: process.version,
  runsPerPage: runs,
  loadMs,
  firstMs,
  medianOfPagesMs: percentile(medians, 0.5),
  domRssMb: (afterLoad.rss - before.rss) / MB,
  domHeapMb: (afterLoad.heapUsed - before.heapUsed) / MB,
  afterUseRssMb: (afterUse.rss - before.rss) / MB,
  afterUseHeapMb: (afterUse.heapUsed - before.heapUsed) / MB,
  pages: rows,
};

console.log(`${dom} (${checkout}), Node ${process.version}, ${runs} timed runs per page`);
console.log(
  `load + window ${loadMs.toFixed(0)} ms; first sanitisation ${firstMs.toFixed(1)} ms; ` +
    `memory added by the DOM: RSS ${result.domRssMb.toFixed(1)} MB, heap ${result.domHeapMb.toFixed(1)} MB; ` +
    `after sanitising: RSS +${result.afterUseRssMb.toFixed(1)} MB, heap +${result.afterUseHeapMb.toFixed(1)} MB`,
);
const table = [
  ['page', 'KB', 'median ms', 'p95 ms'],
  ...rows.map((row) => [
    row.name,
    row.kb.toFixed(1),
    row.medianMs.toFixed(3),
    row.p95Ms.toFixed(3),
  ]),
];
const widths = table[0].map((_, column) => Math.max(...table.map((line) => line[column].length)));
for (const line of table) {
  console.log(
    line.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  '),
  );
}
const outputDir = join(root, 'dist/bench');
mkdirSync(outputDir, { recursive: true });
writeFileSync(join(outputDir, 'sanitiser-bench.json'), `${JSON.stringify(result, null, 2)}\n`);
