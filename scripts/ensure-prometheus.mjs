// The telemetry test scrapes the collector with Debian's Prometheus (2.42), as production does;
// nothing is downloaded but Debian's packages. This finds it, or installs Debian's `prometheus`
// when running as root.
import { existsSync } from 'node:fs';
import { aptInstall } from './apt-install.mjs';
import { prometheusPath } from './prometheus-path.mjs';

if (prometheusPath()) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot || !existsSync('/usr/bin/apt-get')) {
  console.error(
    [
      'Prometheus was not found, and it cannot be installed automatically here.',
      "Install Debian's package as root:",
      '  apt-get update && apt-get install -y --no-install-recommends prometheus',
      'or point PROMETHEUS_PATH at a prometheus executable (2.x).',
    ].join('\n'),
  );
  process.exit(1);
}

console.log("Installing Debian's prometheus for the telemetry test...");
// Without recommendations: no exporters, no service set-up; the test runs Prometheus itself.
aptInstall(['prometheus']);
if (!prometheusPath()) {
  console.error('apt-get finished but no prometheus executable was found.');
  process.exit(1);
}
