// Browser tests drive Debian's Chromium through playwright-core; they never download a browser.
// This finds the build a command needs, or installs Debian's package when running as root: the
// tests need `chromium-headless-shell` (decision 029); `--browser`, for the benchmarks, asks for
// `chromium`, the desktop browser customers run. The nginx browser test needs Debian's nginx as
// well: scripts/ensure-nginx.mjs, run last, sees to it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { aptInstall } from './apt-install.mjs';
import { chromiumPath, hasHeadlessShell, testBrowserPath } from './chromium-path.mjs';

const forBenchmarks = process.argv.includes('--browser');

/** The Debian package this command needs and lacks, when the environment names no browser. */
function missingPackage() {
  if (process.env.CHROMIUM_PATH) return undefined;
  if (forBenchmarks) return chromiumPath() ? undefined : 'chromium';
  return hasHeadlessShell() ? undefined : 'chromium-headless-shell';
}

function ensureChromium() {
  const missing = missingPackage();
  if (missing === undefined) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    // The desktop browser runs the tests too, only slower: enough to go on.
    if (!forBenchmarks && testBrowserPath()) {
      console.warn(`Not installed: ${missing} (as root: apt-get install -y ${missing}).`);
      return;
    }
    console.error(
      [
        `Debian's ${missing} was not found, and it cannot be installed automatically here.`,
        `Install it as root:  apt-get update && apt-get install -y ${missing}`,
        'or point CHROMIUM_PATH at a Chromium or Chrome executable.',
      ].join('\n'),
    );
    process.exit(1);
  }

  console.log(`Installing Debian's ${missing} package...`);
  // What Chromium recommends for desktop use (a notification daemon and, through it, GTK, printing
  // and Samba; udev, upower) is about 140 packages a headless run never touches, and most of a
  // fresh machine's install time. The fonts it recommends stay: pages are laid out with them.
  aptInstall([missing, 'fonts-liberation']);
  if (missingPackage() !== undefined) {
    console.error(`apt-get finished but no ${missing} executable was found.`);
    process.exit(1);
  }
}

ensureChromium();
const nginx = spawnSync(
  process.execPath,
  [new URL('./ensure-nginx.mjs', import.meta.url).pathname],
  {
    stdio: 'inherit',
  },
);
process.exit(nginx.status ?? 1);
