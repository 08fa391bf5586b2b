// Lighthouse (mobile profile, simulated throttling) on the shop's main pages,
// against the built server on this machine with a fresh embedded database:
// prints the median run (of LIGHTHOUSE_RUNS, default 3) per page: performance,
// FCP, LCP, CLS, TBT and SEO. A report, not a
// test: it fails only when it cannot measure. Needs Debian's Chromium
// (CHROME_PATH, default /usr/bin/chromium). Results: dist/lighthouse/.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const outputDir = join(root, 'dist/lighthouse');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// Lighthouse's own advice: one run varies, the median of several is the figure
// to report. Runs whose trace could not be recorded (NO_NAVSTART and the like)
// are run again, up to as many extra attempts.
const runsPerPage = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

async function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'rewards-lighthouse-'));
const env = {
  ...process.env,
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  MAINTENANCE: '0',
};
delete env.DATABASE_URL;
const server = spawn(process.execPath, [join(root, 'dist/apps/api/main.js')], {
  cwd: root,
  env,
  stdio: 'ignore',
});
const base = `http://127.0.0.1:${port}`;
let chrome;
try {
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (Date.now() > deadline) throw new Error('The server did not start');
    try {
      if ((await fetch(`${base}/backend/api/common/ping`)).ok) break;
    } catch {
      // Not yet listening.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const found = await (
    await fetch(`${base}/backend/api/item/search?lang=en`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ q: 'iphone', pagination: { pageNumber: 1, pageSize: 1 } }),
    })
  ).json();
  const item = found.items[0];
  const pages = [
    ['home EN', '/?lang=en'],
    ['home TH', '/?lang=th'],
    ['catalogue list EN', `/listCatalogue/${item.categoryId}?lang=en`],
    ['item list EN', `/listItem?category=${item.categoryId}&catalogue=${item.catalogueId}&lang=en`],
    ['item EN', `/itemDetail?itemCode=${item.code}&lang=en`],
    ['item TH', `/itemDetail?itemCode=${item.code}&lang=th`],
    ['search TH', '/search?q=iphone&lang=th'],
  ];
  // LIGHTHOUSE_PAGES=item,search measures only the pages whose name holds one of the words.
  const only = (process.env.LIGHTHOUSE_PAGES ?? '').split(',').filter((word) => word !== '');
  const measured = pages.filter(
    ([name]) => only.length === 0 || only.some((word) => name.toLowerCase().includes(word)),
  );
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  mkdirSync(outputDir, { recursive: true });
  const rows = [];
  for (const [name, path] of measured) {
    // One visit first, so the page cache is warm as it is for every visitor but the first.
    await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'br' } });
    const results = [];
    for (let attempt = 0; attempt < runsPerPage * 2; attempt += 1) {
      const result = await lighthouse(`${base}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'seo'],
      });
      if (result.lhr.runtimeError === undefined && filterToValidRuns([result.lhr]).length === 1) {
        results.push(result);
      }
      if (results.length === runsPerPage) break;
    }
    if (results.length === 0) throw new Error(`No valid Lighthouse run for ${name}`);
    const lhr = computeMedianRun(results.map((run) => run.lhr));
    const result = results.find((run) => run.lhr === lhr);
    const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    rows.push({
      name,
      path,
      runs: results.length,
      performance: lhr.categories.performance.score,
      fcpMs: audit('first-contentful-paint'),
      lcpMs: audit('largest-contentful-paint'),
      cls: audit('cumulative-layout-shift'),
      tbtMs: audit('total-blocking-time'),
      seo: lhr.categories.seo.score,
    });
    writeFileSync(
      join(outputDir, `${name.replace(/\W+/g, '-').toLowerCase()}.json`),
      result.report,
    );
  }
  const table = [
    ['page', 'runs', 'perf', 'FCP s', 'LCP s', 'CLS', 'TBT ms', 'SEO'],
    ...rows.map((row) => [
      row.name,
      String(row.runs),
      row.performance.toFixed(2),
      (row.fcpMs / 1000).toFixed(2),
      (row.lcpMs / 1000).toFixed(2),
      row.cls.toFixed(3),
      Math.round(row.tbtMs).toString(),
      row.seo.toFixed(2),
    ]),
  ];
  const widths = table[0].map((_, column) => Math.max(...table.map((line) => line[column].length)));
  for (const line of table) {
    console.log(
      line
        .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
        .join('  '),
    );
  }
  writeFileSync(join(outputDir, 'summary.json'), JSON.stringify(rows, null, 2));
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
