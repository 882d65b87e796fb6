import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'];

/** The nginx the portal runs on: $NGINX_PATH, else Debian's. */
export function nginxPath() {
  const fromEnv = process.env.NGINX_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  return CANDIDATES.find((path) => existsSync(path));
}

/** Debian's module that sends the build's .br files; gzip_static alone serves where it is missing. */
export const BROTLI_STATIC_MODULES = [
  '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
  '/usr/share/nginx/modules/ngx_http_brotli_static_module.so',
];

/** The brotli_static module's file, if installed. */
export function brotliStaticModule() {
  return BROTLI_STATIC_MODULES.find((path) => existsSync(path));
}
