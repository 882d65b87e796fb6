// Browser tests drive Debian's Chromium through playwright-core; they never download a browser.
// This finds it, or installs Debian's `chromium` package when running as root. The nginx browser
// test needs Debian's nginx as well: scripts/ensure-nginx.mjs, run last, sees to it.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from './chromium-path.mjs';

function ensureChromium() {
  if (chromiumPath()) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    console.error(
      [
        'Chromium was not found, and it cannot be installed automatically here.',
        "Install Debian's package as root:  apt-get update && apt-get install -y chromium",
        'or point CHROMIUM_PATH at a Chromium or Chrome executable.',
      ].join('\n'),
    );
    process.exit(1);
  }

  console.log("Installing Debian's chromium package for the browser tests...");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  if (!chromiumPath()) {
    console.error('apt-get finished but no chromium executable was found.');
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
