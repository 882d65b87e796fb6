// The nginx browser test serves the build on Debian's nginx; nothing is downloaded but Debian's
// packages. This finds nginx, or installs Debian's `nginx` (and its brotli_static module, which
// sends the build's .br files) when running as root.
import { aptInstall } from './apt-install.mjs';
import { existsSync } from 'node:fs';
import { brotliStaticModule, nginxPath } from './nginx-path.mjs';

if (nginxPath() && brotliStaticModule()) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot || !existsSync('/usr/bin/apt-get')) {
  if (nginxPath()) {
    // gzip_static serves without it: the tests then expect gzip where brotli would be.
    console.warn('nginx has no brotli_static module: install libnginx-mod-http-brotli-static.');
    process.exit(0);
  }
  console.error(
    [
      'nginx was not found, and it cannot be installed automatically here.',
      "Install Debian's package as root:",
      '  apt-get update && apt-get install -y nginx libnginx-mod-http-brotli-static',
      'or point NGINX_PATH at an nginx executable (1.19.5 or later, with the sub module).',
    ].join('\n'),
  );
  process.exit(1);
}

console.log("Installing Debian's nginx for the nginx browser test...");
// No service is started or enabled; the tests run nginx themselves.
aptInstall(['nginx', 'libnginx-mod-http-brotli-static']);
if (!nginxPath()) {
  console.error('apt-get finished but no nginx executable was found.');
  process.exit(1);
}
