// What `npm test` needs from Debian, found or installed in one go (as root): Chromium's headless
// shell (decision 029), nginx with its brotli_static module (decision 018), Firefox ESR, and
// WebKitGTK's WebDriver with the X server its MiniBrowser draws on (decision 047), and the
// Prometheus the telemetry test scrapes with (scripts/ensure-prometheus.mjs alone). One
// `apt-get update` and one `apt-get install --no-install-recommends` for whatever is missing: on
// a fresh CI machine the package lists are read once. Nothing is downloaded but Debian's packages.
import { existsSync } from 'node:fs';
import { aptInstall } from './apt-install.mjs';
import { hasHeadlessShell } from './chromium-path.mjs';
import { missingEnginePackages } from './engine-paths.mjs';
import { brotliStaticModule, nginxPath } from './nginx-path.mjs';
import { prometheusPath } from './prometheus-path.mjs';

function missingPackages() {
  return [
    ...(process.env.CHROMIUM_PATH || hasHeadlessShell()
      ? []
      : ['chromium-headless-shell', 'fonts-liberation']),
    ...(process.env.NGINX_PATH || nginxPath() ? [] : ['nginx']),
    ...(process.env.NGINX_PATH || brotliStaticModule() ? [] : ['libnginx-mod-http-brotli-static']),
    ...missingEnginePackages(),
    ...(prometheusPath() ? [] : ['prometheus']),
  ];
}

const missing = missingPackages();
if (missing.length > 0) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    console.error(
      [
        `Debian packages the browser tests need are missing: ${missing.join(', ')}.`,
        'Install them as root:',
        `  apt-get update && apt-get install -y --no-install-recommends ${missing.join(' ')}`,
      ].join('\n'),
    );
    process.exit(1);
  }
  console.log(`Installing Debian's ${missing.join(', ')}...`);
  aptInstall(missing);
  const left = missingPackages();
  if (left.length > 0) {
    console.error(`apt-get finished but these are still missing: ${left.join(', ')}.`);
    process.exit(1);
  }
}
