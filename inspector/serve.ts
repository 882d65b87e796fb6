/**
 * `npm run serve:inspector [-- --port 4174] [--host 127.0.0.1] [--dist inspector/dist]`: the
 * inspector's build (`npm run build:inspector`) under /portal/inspector/, with or without the
 * slash, as the portal's preview serves the portal: a fresh nonce and the strict
 * Content-Security-Policy on every page, hashed assets cached, text compressed. For an analyst's
 * machine or an internal host; where it is published is the edge's (docs/deploy.md).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import { staticPortal } from '../static-server/static-portal.ts';
import { serverConfig } from '../portal-config/config-script.ts';
import { INSPECTOR_BASE } from './src/relay/dev-plugin.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4174' },
    host: { type: 'string', default: '127.0.0.1' },
    dist: { type: 'string', default: resolve(import.meta.dirname, 'dist') },
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a number from 0 to 65535, not '${values.port}'.`);
  process.exit(2);
}
const dist = resolve(values.dist);
if (!existsSync(resolve(dist, 'index.html'))) {
  console.error(`No ${dist}/index.html: run \`npm run build:inspector\` first.`);
  process.exit(2);
}

const app = Fastify();
// The inspector loads nothing from another origin and needs none of the portal's integrations.
staticPortal(app, dist, serverConfig({}), { base: INSPECTOR_BASE });
const origin = await app.listen({ port, host: values.host });
console.log(`Inspector (${dist}): ${origin}${INSPECTOR_BASE}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close();
  });
}
