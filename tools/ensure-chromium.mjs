// Runs before `npm test`: the browser tests (the stories in apps/storybook) drive
// Debian's Chromium at /usr/bin/chromium, the e2e journeys its headless shell
// (chromium-headless-shell), and neither downloads a browser. Where one
// is missing, root installs it (as .ci/run does); anyone else is told the one
// command to run, at once, instead of failing deep inside a browser test.
//
// The browser also gets a Thai system font (Debian's fonts-thai-tlwg), as every
// phone and desktop system sold in Thailand has one. Without any, Chromium
// draws Thai text as empty boxes whenever the shop's own font is not there in
// time (`font-display: optional`), and it searches every installed font for
// Thai letters at each layout before the shop's font arrives: a Thai page's
// first layout took 51 ms here against 17 ms with a Thai font installed, which
// Lighthouse counts as blocking time no phone has.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';
/** The same engine without the browser's windowing layers: the e2e journeys run in it. */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const THAI_FONTS = 'fonts-thai-tlwg';

/** Whether fontconfig knows a font with Thai letters (only asked on Linux, where it decides). */
function hasThaiFont() {
  if (process.platform !== 'linux') return true;
  const listed = spawnSync('fc-list', [':lang=th', 'family'], { encoding: 'utf8' });
  return listed.status === 0 && listed.stdout.trim() !== '';
}

const missing = [
  ...(existsSync(CHROMIUM) ? [] : ['chromium']),
  ...(existsSync(HEADLESS_SHELL) ? [] : ['chromium-headless-shell']),
  ...(hasThaiFont() ? [] : [THAI_FONTS]),
];
const install = `sudo apt-get install -y ${missing.join(' ')}`;

if (missing.length > 0) {
  if (process.platform !== 'linux' || process.getuid?.() !== 0) {
    console.error(
      `\n  Missing: ${missing.join(', ')} (the browser tests need Chromium at ${CHROMIUM}, its headless shell at ${HEADLESS_SHELL} and a Thai font). Run:\n\n    ${install}\n`,
    );
    process.exit(1);
  }
  console.log(`Installing Debian's ${missing.join(' and ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', ...missing],
  ]) {
    const run = spawnSync('apt-get', args, { stdio: 'inherit', env });
    const installed = existsSync(CHROMIUM) && existsSync(HEADLESS_SHELL);
    if (run.status !== 0 || (args[0] === 'install' && !installed)) {
      console.error(`\n  Installing failed (apt-get ${args.join(' ')}). Run:\n\n    ${install}\n`);
      process.exit(1);
    }
  }
}
