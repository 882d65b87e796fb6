/**
 * `npm run serve [-- --port 4173] [--host 127.0.0.1] [--dist dist] [--log]`: a PREVIEW of the
 * built portal with the sandbox API, its page and its reset on the same origin, for trying a
 * build on a developer's machine. Not a production server: production is nginx
 * (`npm run serve:nginx`, docs/deploy.md), which exposes nothing of the sandbox.
 *
 * Like nginx it hands the build this deployment's configuration (`PORTAL_…` variables from the
 * environment and env files, validated before it listens) as /portal/config.js, and sends every
 * page with a fresh nonce and the strict Content-Security-Policy naming it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildSandbox } from '../sandbox/app.ts';
import { DEFAULT_RATE_LIMITS } from '../sandbox/rate-limit.ts';
import { SANDBOX_PATHS } from '../sandbox/routes/sandbox.ts';
import { PORTAL_BASE, staticPortal } from '../static-server/static-portal.ts';
import { CSP_NONCE_PLACEHOLDER, cspDirectives } from '../portal-config/csp.ts';
import { portOrExit, servedConfigOrExit } from './server-start.ts';

const ROOT = resolve(import.meta.dirname, '..');

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4173' },
    host: { type: 'string', default: '127.0.0.1' },
    dist: { type: 'string', default: 'dist' },
    log: { type: 'boolean', default: false },
  },
});

const port = portOrExit(values.port);

const dist = resolve(ROOT, values.dist);
const index = resolve(dist, 'index.html');
if (!existsSync(index)) {
  console.error(`No ${index}: run \`npm run build\` first.`);
  process.exit(2);
}
if (!readFileSync(index, 'utf8').includes(CSP_NONCE_PLACEHOLDER)) {
  // A build from before html.cspNonce: its tags carry no nonce, so the policy would refuse them.
  console.error(`${index} has no nonce placeholder: rebuild it with \`npm run build\`.`);
  process.exit(2);
}

const config = servedConfigOrExit();

const app = buildSandbox({
  portal: (server) => {
    staticPortal(server, dist, config);
  },
  logger: values.log,
  redirectAllowList: config.config.redirectAllowList,
});
const origin = await app.listen({ port, host: values.host });

console.log(`PREVIEW with the sandbox API (not for production: see docs/deploy.md)`);
console.log(`Portal (${dist}): ${origin}${PORTAL_BASE}`);
console.log(`  CSP sources beyond the nonce: ${cspDirectives(config.sources)}`);
console.log(
  `  Rate limit per address and minute: ${String(DEFAULT_RATE_LIMITS.token.max)} token requests, ${String(DEFAULT_RATE_LIMITS.resend.max)} resends, ${String(DEFAULT_RATE_LIMITS.nonClient.max)} non-customer sign-ups`,
);
console.log(`Sandbox page (e-mails sent, scenario CPFs): ${origin}${SANDBOX_PATHS.page}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close();
  });
}
