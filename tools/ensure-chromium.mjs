// Runs before `npm test`: the browser tests (the stories in apps/storybook) drive
// Debian's Chromium at /usr/bin/chromium and never download a browser. Where it
// is missing, root installs it (as .ci/run does); anyone else is told the one
// command to run, at once, instead of failing deep inside a browser test.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';
const INSTALL = 'sudo apt-get install -y chromium';

if (!existsSync(CHROMIUM)) {
  if (process.platform !== 'linux' || process.getuid?.() !== 0) {
    console.error(
      `\n  Chromium is missing at ${CHROMIUM}; the browser tests need it. Run:\n\n    ${INSTALL}\n`,
    );
    process.exit(1);
  }
  console.log(`Chromium is missing at ${CHROMIUM}: installing Debian's chromium`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium'],
  ]) {
    const run = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (run.status !== 0 || (args[0] === 'install' && !existsSync(CHROMIUM))) {
      console.error(
        `\n  Installing Chromium failed (apt-get ${args.join(' ')}). Run:\n\n    ${INSTALL}\n`,
      );
      process.exit(1);
    }
  }
}
