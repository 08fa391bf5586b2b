// Lighthouse (mobile profile, simulated throttling) on the shop's main pages,
// against the built server on this machine with a fresh embedded database:
// prints the median run (of LIGHTHOUSE_RUNS, default 3) per page: performance,
// FCP, LCP, CLS, TBT and SEO, and the lowest and highest TBT of the runs (on
// this machine one page's TBT spans 100 ms and more between runs). It then
// names every page under a floor (FLOORS below) and ends with a non-zero code
// if there is one, or when it cannot measure. Needs Debian's Chromium
// (CHROME_PATH, default /usr/bin/chromium). Results: dist/lighthouse/.
//
// LIGHTHOUSE_COMPARE=<another built checkout> also starts that checkout's
// server and alternates the runs between the two, page by page, so both
// builds meet the same machine: one run's scores swing with the machine's
// load far more than most changes move them. It then prints both builds'
// median TBT of their runs and the ratio (more runs, LIGHTHOUSE_RUNS=7, make
// it steadier).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
// Lighthouse's main entry does not export its median-run helpers; this module
// is where its own documentation (docs/variability.md, "Run Lighthouse multiple
// times") tells Node users to import computeMedianRun from. The version is exact.
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import { measuredPages, onlyPages } from './measured-pages.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const outputDir = join(root, 'dist/lighthouse');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// Lighthouse's own advice: one run varies, the median of several is the figure
// to report. Runs whose trace could not be recorded (NO_NAVSTART and the like)
// are run again, up to twice more.
const runsPerPage = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

/**
 * Each page's floors, for the median run (TBT: the median of the runs' own,
 * which swings less): the budgets of the architecture and of issue goals.
 */
const FLOORS = { performance: 0.97, lcpMs: 1500, cls: 0.02, tbtMs: 100, seo: 1 };

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

const dataDirs = [];
const servers = [];

/** The built server of a checkout on a free port, with a fresh embedded database. */
async function startShop(checkout) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'rewards-lighthouse-'));
  dataDirs.push(dataDir);
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    // Chromium opens the shop at 127.0.0.1: its writes carry that origin.
    PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    MAINTENANCE: '0',
  };
  delete env.DATABASE_URL;
  servers.push(
    spawn(process.execPath, [join(checkout, 'dist/apps/api/main.js')], {
      cwd: checkout,
      env,
      stdio: 'ignore',
    }),
  );
  const base = `http://127.0.0.1:${port}`;
  // Seeding a fresh database takes 20 s on a quiet machine and past 90 s on a busy one.
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (Date.now() > deadline) throw new Error(`The server of ${checkout} did not start`);
    try {
      if ((await fetch(`${base}/backend/api/common/ping`)).ok) return base;
    } catch {
      // Not yet listening.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const compared = process.env.LIGHTHOUSE_COMPARE;
let chrome;
try {
  const base = await startShop(root);
  const otherBase = compared === undefined ? undefined : await startShop(compared);
  const pages = await measuredPages(base);
  // LIGHTHOUSE_PAGES=item,search measures only the pages whose name holds one of the words.
  const measured = onlyPages(pages, process.env.LIGHTHOUSE_PAGES);
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  mkdirSync(outputDir, { recursive: true });
  /** One valid Lighthouse run of a page (a run whose trace could not be recorded is run again). */
  async function runOnce(pageUrl) {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const result = await lighthouse(pageUrl, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'seo'],
      });
      if (result.lhr.runtimeError === undefined && filterToValidRuns([result.lhr]).length === 1) {
        return result;
      }
    }
    return undefined;
  }
  function rowOf(name, path, results) {
    if (results.length === 0) throw new Error(`No valid Lighthouse run for ${name}`);
    const lhr = computeMedianRun(results.map((run) => run.lhr));
    const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    // The median run is chosen by its paint and interactive times, so its TBT
    // is not the median TBT: each run's TBT is kept, for its median and range.
    const tbts = results
      .map((run) => run.lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN)
      .sort((a, b) => a - b);
    const middle = Math.floor(tbts.length / 2);
    return {
      name,
      path,
      runs: results.length,
      performance: lhr.categories.performance.score,
      fcpMs: audit('first-contentful-paint'),
      lcpMs: audit('largest-contentful-paint'),
      cls: audit('cumulative-layout-shift'),
      tbtMs: audit('total-blocking-time'),
      tbtMedianMs: tbts.length % 2 === 1 ? tbts[middle] : (tbts[middle - 1] + tbts[middle]) / 2,
      tbtMinMs: tbts[0],
      tbtMaxMs: tbts[tbts.length - 1],
      seo: lhr.categories.seo.score,
      report: results.find((run) => run.lhr === lhr).report,
    };
  }
  const rows = [];
  const otherRows = [];
  for (const [name, path] of measured) {
    const bases = otherBase === undefined ? [base] : [base, otherBase];
    // One visit first, so the page cache is warm as it is for every visitor but the first.
    for (const each of bases) {
      await fetch(`${each}${path}`, { headers: { 'accept-encoding': 'br' } });
    }
    const results = bases.map(() => []);
    for (let run = 0; run < runsPerPage; run += 1) {
      for (const [i, each] of bases.entries()) {
        const result = await runOnce(`${each}${path}`);
        if (result !== undefined) results[i].push(result);
      }
    }
    const row = rowOf(name, path, results[0]);
    rows.push(row);
    if (otherBase !== undefined) otherRows.push(rowOf(name, path, results[1]));
    writeFileSync(join(outputDir, `${name.replace(/\W+/g, '-').toLowerCase()}.json`), row.report);
  }
  function printTable(table) {
    const widths = table[0].map((_, column) =>
      Math.max(...table.map((line) => line[column].length)),
    );
    for (const line of table) {
      console.log(
        line
          .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
          .join('  '),
      );
    }
  }
  const table = [
    ['page', 'runs', 'perf', 'FCP s', 'LCP s', 'CLS', 'TBT ms', 'TBT of runs', 'SEO'],
    ...rows.map((row) => [
      row.name,
      String(row.runs),
      row.performance.toFixed(2),
      (row.fcpMs / 1000).toFixed(2),
      (row.lcpMs / 1000).toFixed(2),
      row.cls.toFixed(3),
      Math.round(row.tbtMs).toString(),
      `${Math.round(row.tbtMinMs)}-${Math.round(row.tbtMaxMs)}`,
      row.seo.toFixed(2),
    ]),
  ];
  printTable(table);
  // The floors (docs/performance.md, "Budgets and how they are checked"): a page under one is
  // named with the figure that missed it, and the run ends with a non-zero code.
  const missed = rows.flatMap((row) =>
    [
      row.performance < FLOORS.performance &&
        `performance ${row.performance.toFixed(2)} < ${FLOORS.performance}`,
      row.lcpMs > FLOORS.lcpMs &&
        `LCP ${(row.lcpMs / 1000).toFixed(2)} s > ${FLOORS.lcpMs / 1000} s`,
      row.cls > FLOORS.cls && `CLS ${row.cls.toFixed(3)} > ${FLOORS.cls}`,
      row.tbtMedianMs > FLOORS.tbtMs &&
        `median TBT of the runs ${Math.round(row.tbtMedianMs)} ms > ${FLOORS.tbtMs} ms`,
      row.seo < FLOORS.seo && `SEO ${row.seo.toFixed(2)} < ${FLOORS.seo}`,
    ]
      .filter(Boolean)
      .map((miss) => `${row.name}: ${miss}`),
  );
  if (missed.length === 0) {
    console.log(
      `\nEvery page within the floors: performance >= ${FLOORS.performance}, LCP <= ${FLOORS.lcpMs / 1000} s, CLS <= ${FLOORS.cls}, median TBT <= ${FLOORS.tbtMs} ms, SEO >= ${FLOORS.seo}.`,
    );
  } else {
    console.log(`\nUnder a floor:\n${missed.map((miss) => `  ${miss}`).join('\n')}`);
    process.exitCode = 1;
  }
  if (otherBase !== undefined) {
    console.log(
      `\nThis checkout against ${compared}, runs alternating: median TBT of the runs, the median run's perf and LCP:`,
    );
    printTable([
      ['page', 'TBT ms', 'other', 'ratio', 'perf', 'other', 'LCP s', 'other'],
      ...rows.map((row, i) => {
        const other = otherRows[i];
        return [
          row.name,
          Math.round(row.tbtMedianMs).toString(),
          Math.round(other.tbtMedianMs).toString(),
          (row.tbtMedianMs / other.tbtMedianMs).toFixed(2),
          row.performance.toFixed(2),
          other.performance.toFixed(2),
          (row.lcpMs / 1000).toFixed(2),
          (other.lcpMs / 1000).toFixed(2),
        ];
      }),
    ]);
  }
  writeFileSync(
    join(outputDir, 'summary.json'),
    JSON.stringify(
      rows.map(({ report: _report, ...row }) => row),
      null,
      2,
    ),
  );
} finally {
  await chrome?.kill();
  for (const server of servers) server.kill('SIGTERM');
  for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
}
