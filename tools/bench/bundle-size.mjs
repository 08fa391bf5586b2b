// The storefront's first-page JavaScript, in KB gzip, for each language: the
// entry chunk with every chunk it imports statically, the chunk of the home
// route ('/') with its static imports, and that language's messages (a chunk
// the entry loads before the first render), as the browser downloads them to
// show the home page. Fails when either language is above the budget.
// Deterministic (it reads the build), so it runs in `npm test`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

// 170 KB before the router moved to react-router (about 15 KB gzip with its
// declarative API); 188 KB before the start was split into separately
// evaluated chunks (libraries, the page's frame, the rest: about 4 KB of gzip,
// as each chunk compresses on its own, for a longest start-up task of about
// 110 ms instead of 430 ms on a slow phone); 192 KB before accounts (the
// header's session state and the account modals' events, about 2 KB; the
// modals, the server cart and the session watcher load after the page is live,
// and the extra split points cost about 5 KB of smaller shared chunks).
// The frame's models in a start-up task of their own (the frame's evaluation,
// one task of 35-50 ms in unthrottled Chromium here, became two of about 22
// and 12 ms) and the checkout's work since: about 1.8 KB more.
// The libraries evaluated one per start-up task instead of together (react,
// the router, emotion and Chakra's provider, react-intl, effector: their one
// task of 25-37 ms at Lighthouse's tracing became five, none above 15 ms):
// about 2.7 KB more, as each chunk compresses on its own.
// Measured: 198.4 KB (en), 199.9 KB (th).
// The page registry and route matching, the after-sale pages' routes, the cart's
// 50-line limit, the header's unread-answers badge with the help tab's loader and
// the API client's multipart calls: about 4.3 KB more (202.8 en, 204.3 th). The
// budget followed them up by 4 KB, then came down to 180 KB by loading less
// before the page is usable (see docs/performance.md): the API client and its
// io-ts codecs on the first call (7.6 KB), only the first page's messages
// (5.7 KB en, 6.6 KB th), the shop's own formatter instead of react-intl's
// (5.7 KB), react-router's production build (0.4 KB), the search box without
// Ark's field (3.7 KB), the language toggle without Chakra's Group and fewer
// first-page messages (0.9 KB).
// Measured: 178.9 KB (en), 179.4 KB (th).
// The start in one chunk per start-up step and the small chunks it shared with
// later pages grouped (apps/storefront/build/start-chunks.ts, 49 files to 14):
// 169.7 KB (en), 170.2 KB (th), as fewer chunks compress on their own; the
// budget came down with them, to 172 KB.
const BUDGET_KB = 172;
const HOME_ROUTE_MODULE = 'src/pages/home/index.ts';
const LANGUAGES = ['en', 'th'];

const dist = fileURLToPath(new URL('../../dist/apps/storefront/', import.meta.url));
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (entryKey === undefined) throw new Error('No entry chunk in the Vite manifest');

function chunksOf(keys) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (chunk === undefined || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...files].filter((name) => name.endsWith('.js'));
}

const gzipSizes = new Map();
function gzipSize(file) {
  if (!gzipSizes.has(file)) {
    gzipSizes.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  }
  return gzipSizes.get(file);
}

const homeKey = Object.keys(manifest).find((key) => key.endsWith(HOME_ROUTE_MODULE));
let failed = false;
for (const lang of LANGUAGES) {
  const messagesKey = Object.keys(manifest).find((key) => key.endsWith(`messages/${lang}`));
  if (messagesKey === undefined) throw new Error(`No messages chunk for ${lang}`);
  const keys = [
    entryKey,
    // What the entry imports one after another as it starts (apps/storefront/src/main.tsx).
    ...(manifest[entryKey].dynamicImports ?? []),
    messagesKey,
    ...(homeKey === undefined ? [] : [homeKey]),
  ];
  const rows = chunksOf(keys)
    .map((file) => [file, gzipSize(file)])
    .sort((a, b) => b[1] - a[1]);
  const totalKb = rows.reduce((sum, [, size]) => sum + size, 0) / 1024;
  console.log(`first page (${lang}):`);
  for (const [file, size] of rows)
    console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${file}`);
  console.log(
    `initial route JavaScript (${lang}): ${totalKb.toFixed(1)} KB gzip (budget ${BUDGET_KB} KB)`,
  );
  if (totalKb > BUDGET_KB) {
    console.error(`over budget by ${(totalKb - BUDGET_KB).toFixed(1)} KB`);
    failed = true;
  }
}
if (homeKey === undefined)
  console.log(`note: no chunk for ${HOME_ROUTE_MODULE}; the home page is in the entry`);
process.exitCode = failed ? 1 : 0;
