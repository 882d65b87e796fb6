// Browser tests drive Debian's Chromium through playwright-core; they never download a browser.
// This finds it, or installs Debian's packages when running as root: `chromium-headless-shell` for
// the tests (decision 029) and `chromium`, the browser customers run, for the benchmarks. The nginx
// browser test needs Debian's nginx as well: scripts/ensure-nginx.mjs, run last, sees to it.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath, hasHeadlessShell, testBrowserPath } from './chromium-path.mjs';

/** Debian's packages not yet installed, when the environment names no browser of its own. */
function missingPackages() {
  if (process.env.CHROMIUM_PATH) return [];
  return [
    ...(chromiumPath() ? [] : ['chromium']),
    ...(hasHeadlessShell() ? [] : ['chromium-headless-shell']),
  ];
}

function ensureChromium() {
  const missing = missingPackages();
  if (missing.length === 0) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    // The full browser runs the tests too, only slower: that is enough to go on.
    if (testBrowserPath()) {
      console.warn(
        `Not installed: ${missing.join(', ')} (as root: apt-get install -y ${missing.join(' ')}).`,
      );
      return;
    }
    console.error(
      [
        'Chromium was not found, and it cannot be installed automatically here.',
        "Install Debian's packages as root:  apt-get update && apt-get install -y chromium chromium-headless-shell",
        'or point CHROMIUM_PATH at a Chromium or Chrome executable.',
      ].join('\n'),
    );
    process.exit(1);
  }

  console.log(`Installing Debian's ${missing.join(' and ')} for the browser tests...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit', env });
  if (missingPackages().length > 0) {
    console.error(`apt-get finished but ${missingPackages().join(', ')} is still missing.`);
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
