/* global window, document, location, MutationObserver, requestAnimationFrame */
// The shop on a slow phone, as a shopper meets it: Chromium driven over CDP
// with 4x CPU slowdown, 150 ms round trip, 1.6 Mbit/s down and 750 kbit/s up,
// a 390x844 touch screen, an empty cache on every load. For each page (the
// Lighthouse list, the cart and the checkout's steps 2-4) it prints the median
// of PHONE_RUNS loads (default 5): first contentful paint, largest contentful
// paint, "live" (the page marks <html data-live="true"> once it has hydrated
// and read the stored cart and session: from then on every control answers at
// once) and the JavaScript transferred until then (how many scripts, their
// compressed bodies, and with their answers' headers); then where the time to
// live went: the window's load, the start's scripts on the wire, the entry's
// start, hydration, and the stored state read (marks the page sets). A report, not a
// test: it fails only when it cannot measure. Against the built server of this
// checkout on a fresh embedded database; results in dist/bench/phone-profile.json.
//
// PHONE_HTTP2=1 puts each server behind an HTTP/2 proxy with TLS
// (`h2-proxy.mjs`), as a shop is served in production: the page's scripts
// then share one connection instead of six, each asked for at once.
//
// PHONE_COMPARE=<another built checkout> also starts that checkout's server
// and alternates the loads between the two, page by page, so both builds meet
// the same machine. PHONE_PAGES=item,cart measures only the pages whose name
// holds one of the words.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { outputDir, positive, root, startServer, stopAll } from './bench-servers.mjs';
import { startHttp2Proxy } from './h2-proxy.mjs';
import { measuredPages, onlyPages } from './measured-pages.mjs';

const runs = positive('PHONE_RUNS', 5);
const compared = process.env.PHONE_COMPARE?.trim() || undefined;
const overHttp2 = process.env.PHONE_HTTP2 === '1';

/** The phone: the profile (CPU 4x, 150 ms RTT, 1.6 Mbit/s down), Lighthouse's upload. */
const PROFILE = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
};
const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  locale: 'en-GB',
  timezoneId: 'Asia/Bangkok',
  // The HTTP/2 proxy's certificate is its own, made for the run.
  ignoreHTTPSErrors: overHttp2,
};
const LIVE_TIMEOUT_MS = 60_000;

/** The steps between the first paint and live, as the page marks them (`main.tsx`, `client.tsx`). */
const STEPS = [
  ['load', "the window's load"],
  ['scriptsFrom', "the first of the start's scripts requested"],
  ['scriptsUntil', 'the last of them received'],
  ['start', 'the entry starts'],
  ['hydrating', 'hydration starts (the libraries, models and design system ready)'],
  ['hydrated', 'the page hydrated'],
  ['live', 'the stored cart and session read'],
];

/**
 * Runs in the page before its own scripts: the paint entries and when
 * <html data-live> turns true, read by the bench once the page is live.
 */
function watchPage() {
  const seen = { lcp: 0, live: undefined };
  window.__phoneProfile = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.lcp = Math.max(seen.lcp, entry.startTime);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  // The document has no <html> yet when this runs: the whole document is watched.
  const check = () => {
    if (seen.live === undefined && document.documentElement?.dataset.live === 'true') {
      seen.live = performance.now();
    }
  };
  new MutationObserver(check).observe(document, {
    attributes: true,
    subtree: true,
    attributeFilter: ['data-live'],
  });
}

/** A built checkout's server on a free port, with a fresh embedded database. */
async function startShop(checkout, name, dataDirs) {
  const dataDir = mkdtempSync(join(tmpdir(), 'rewards-phone-'));
  dataDirs.push(dataDir);
  const env = { ...process.env };
  delete env.DATABASE_URL;
  return startServer(
    name,
    join(checkout, 'dist/apps/api/main.js'),
    {
      ...env,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: join(checkout, 'dist/apps/storefront'),
      SSR_DIR: join(checkout, 'dist/apps/storefront-ssr'),
      LOG_LEVEL: 'warn',
      MAINTENANCE: '0',
      RATE_LIMIT_PER_MINUTE: '100000000',
    },
    '/backend/api/common/ping',
  );
}

/**
 * A guest with one iPhone in the cart, at step 4 of the checkout (addresses
 * and payment filled), driven without throttling: the browser storage it
 * leaves is what the cart and checkout pages load with.
 */
async function guestAtStep4(browser, base) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  const main = page.getByRole('main');
  const live = () => page.locator('html[data-live="true"]').waitFor({ state: 'attached' });
  const atStep = (step) => page.waitForURL((url) => url.pathname === `/cart/${step}`);
  const label = (text) => new RegExp(`^${text}`);
  await page.goto(`${base}/cart/1?codes=IP17P-SLV-256GB&quantities=1&lang=en`);
  await live();
  await main.getByRole('button', { name: 'Checkout' }).click();
  await page.locator('dialog[open]').getByRole('button', { name: 'Continue as guest' }).click();
  await atStep(2);
  const billing = main.getByRole('group', { name: 'Billing address' });
  await billing.getByLabel(label('Full name')).fill('Nok Sukjai');
  await billing.getByLabel(label('Mobile phone')).fill('0812345678');
  await billing.getByLabel(label('Email')).fill('nok@example.com');
  await billing.getByLabel(label('Address line 1')).fill('99/1 Sukhumvit Tower');
  await billing.getByLabel(label('Street')).fill('Sukhumvit');
  await billing.getByLabel(label('Postal code')).fill('10110');
  await billing.getByLabel('Area of this postal code').selectOption({ index: 1 });
  await main.getByRole('button', { name: 'Same as billing' }).click();
  const shippingName = main
    .getByRole('group', { name: 'Shipping address' })
    .getByLabel(label('Full name'));
  while ((await shippingName.inputValue()) !== 'Nok Sukjai') await page.waitForTimeout(100);
  await main.getByRole('button', { name: 'Continue', exact: true }).click();
  await atStep(3);
  await main.getByLabel('Your card').selectOption({ label: 'Krungsri Credit Card' });
  const payInFull = main.getByRole('radio', { name: 'Pay in full' });
  await payInFull.locator('xpath=ancestor::label[1]').click();
  await main.getByRole('button', { name: 'Continue', exact: true }).click();
  await atStep(4);
  const state = await context.storageState();
  await context.close();
  return state;
}

/** One cold load of `url` on the phone: its paints, when it went live and its scripts' bytes. */
async function loadOnce(browser, url, storageState) {
  const context = await browser.newContext({ ...PHONE, ...(storageState ? { storageState } : {}) });
  try {
    const page = await context.newPage();
    await page.addInitScript(watchPage);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PROFILE.latencyMs,
      downloadThroughput: PROFILE.downloadBytesPerSecond,
      uploadThroughput: PROFILE.uploadBytesPerSecond,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpuSlowdown });
    // Each script's bytes on the wire, and without its answer's headers (its compressed body).
    const headerBytes = new Map();
    const script = { count: 0, bytes: 0, bodyBytes: 0 };
    let counting = true;
    cdp.on('Network.responseReceived', (event) => {
      if (event.type === 'Script')
        headerBytes.set(event.requestId, event.response.encodedDataLength);
    });
    cdp.on('Network.loadingFinished', (event) => {
      const headers = headerBytes.get(event.requestId);
      if (!counting || headers === undefined) return;
      script.count += 1;
      script.bytes += event.encodedDataLength;
      script.bodyBytes += event.encodedDataLength - headers;
    });
    await page.goto(url, { waitUntil: 'commit' });
    await page
      .locator('html[data-live="true"]')
      .waitFor({ state: 'attached', timeout: LIVE_TIMEOUT_MS });
    counting = false;
    // One more frame, so a paint the page made as it went live has its entry.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))),
    );
    const measured = await page.evaluate(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
      const seen = window.__phoneProfile;
      const mark = (name) => performance.getEntriesByName(name, 'mark')[0]?.startTime;
      // The start's scripts: from the first request the boot script makes to the last one
      // received before the page went live (the boot and Intl-warming scripts aside).
      const scripts = performance
        .getEntriesByType('resource')
        .filter(
          (entry) =>
            new URL(entry.name).pathname.startsWith('/assets/') &&
            entry.name.includes('.js') &&
            entry.responseEnd <= seen.live,
        );
      return {
        fcp,
        lcp: seen.lcp,
        live: seen.live,
        path: location.pathname,
        load: performance.getEntriesByType('navigation')[0]?.loadEventStart,
        scriptsFrom: Math.min(...scripts.map((entry) => entry.startTime)),
        scriptsUntil: Math.max(...scripts.map((entry) => entry.responseEnd)),
        start: mark('app-start'),
        hydrating: mark('app-hydrating'),
        hydrated: mark('app-hydrated'),
      };
    });
    return {
      ...measured,
      scripts: script.count,
      scriptBytes: script.bytes,
      scriptBodyBytes: script.bodyBytes,
    };
  } finally {
    await context.close();
  }
}

function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function printTable(table) {
  const widths = table[0].map((_, column) => Math.max(...table.map((line) => line[column].length)));
  for (const line of table) {
    console.log(
      line
        .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
        .join('  '),
    );
  }
}

const seconds = (ms) => (ms / 1000).toFixed(2);
const kilobytes = (bytes) => (bytes / 1024).toFixed(1);

const dataDirs = [];
const proxies = [];
let browser;
try {
  const builds = [{ name: 'this', checkout: root }];
  if (compared !== undefined) builds.push({ name: 'other', checkout: compared });
  for (const build of builds) {
    build.base = await startShop(build.checkout, `phone-shop-${build.name}`, dataDirs);
    // Where the browser goes: the server itself, or its HTTP/2 proxy.
    build.pageBase = build.base;
    if (overHttp2) {
      const proxy = await startHttp2Proxy(build.base);
      proxies.push(proxy);
      build.pageBase = proxy.base;
    }
  }
  const base = builds[0].base;
  const pages = onlyPages(
    [
      ...(await measuredPages(base)),
      ['cart EN', '/cart/1?lang=en', 'guest'],
      ['checkout 2 EN', '/cart/2?lang=en', 'guest'],
      ['checkout 3 EN', '/cart/3?lang=en', 'guest'],
      ['checkout 4 EN', '/cart/4?lang=en', 'guest'],
    ],
    process.env.PHONE_PAGES,
  );
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  if (pages.some(([, , who]) => who === 'guest')) {
    for (const build of builds) build.guest = await guestAtStep4(browser, build.pageBase);
  }
  const rows = [];
  for (const [name, path, who] of pages) {
    // One visit first, so the page cache is warm as it is for every visitor but the first.
    for (const build of builds)
      await fetch(`${build.base}${path}`, { headers: { 'accept-encoding': 'br' } });
    const loads = builds.map(() => []);
    for (let run = 0; run < runs; run += 1) {
      for (const [i, build] of builds.entries()) {
        const load = await loadOnce(
          browser,
          `${build.pageBase}${path}`,
          who === 'guest' ? build.guest : undefined,
        );
        if (load.path !== path.split('?')[0]) {
          throw new Error(`${name} (${build.name}) ended on ${load.path}, not ${path}`);
        }
        loads[i].push(load);
      }
    }
    rows.push({
      name,
      path,
      builds: loads.map((each, i) => ({
        build: builds[i].name,
        fcpMs: median(each.map((load) => load.fcp)),
        lcpMs: median(each.map((load) => load.lcp)),
        liveMs: median(each.map((load) => load.live)),
        liveRangeMs: [
          Math.min(...each.map((load) => load.live)),
          Math.max(...each.map((load) => load.live)),
        ],
        scripts: median(each.map((load) => load.scripts)),
        scriptBytes: median(each.map((load) => load.scriptBytes)),
        scriptBodyBytes: median(each.map((load) => load.scriptBodyBytes)),
        steps: Object.fromEntries(
          STEPS.map(([key]) => [key, median(each.map((load) => load[key]))]),
        ),
      })),
    });
    const done = rows.at(-1).builds[0];
    console.error(`${name}: live ${seconds(done.liveMs)} s`);
  }
  console.log(
    `\nPhone profile: CPU ${PROFILE.cpuSlowdown}x, ${PROFILE.latencyMs} ms RTT, 1.6 Mbit/s down, 390x844, median of ${runs}` +
      (compared === undefined ? '' : `; this checkout, then ${compared}`),
  );
  for (const i of builds.keys()) {
    if (builds.length > 1) console.log(`\n${i === 0 ? 'This checkout' : compared}:`);
    printTable([
      ['page', 'FCP s', 'LCP s', 'live s', 'live range s', 'scripts', 'JS KB', 'on wire KB'],
      ...rows.map((row) => {
        const each = row.builds[i];
        return [
          row.name,
          seconds(each.fcpMs),
          seconds(each.lcpMs),
          seconds(each.liveMs),
          `${seconds(each.liveRangeMs[0])}-${seconds(each.liveRangeMs[1])}`,
          String(each.scripts),
          // Over HTTP/2 Chromium reports an answer's headers and body together.
          overHttp2 ? 'n/a' : kilobytes(each.scriptBodyBytes),
          kilobytes(each.scriptBytes),
        ];
      }),
    ]);
  }
  console.log(
    '\nWhere the time to live goes (median ms from the navigation): ' +
      STEPS.map(([, what]) => what).join('; '),
  );
  for (const i of builds.keys()) {
    if (builds.length > 1) console.log(`\n${i === 0 ? 'This checkout' : compared}:`);
    printTable([
      ['page', ...STEPS.map(([key]) => key)],
      ...rows.map((row) => [
        row.name,
        ...STEPS.map(([key]) => String(Math.round(row.builds[i].steps[key]))),
      ]),
    ]);
  }
  mkdirSync(outputDir, { recursive: true });
  writeFileSync(
    join(outputDir, 'phone-profile.json'),
    JSON.stringify({ profile: PROFILE, runs, rows }, null, 2),
  );
} finally {
  await browser?.close();
  for (const proxy of proxies) await proxy.stop();
  await stopAll();
  for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
}
