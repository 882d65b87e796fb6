/**
 * `npm run serve [-- --port 4173] [--host 127.0.0.1] [--dist dist] [--log]`: the built portal
 * and the sandbox API on one origin, served as production serves the portal: every page with a
 * fresh nonce and the strict Content-Security-Policy naming it, the integrations' sources read
 * from the same `VITE_…` variables the build used (`.env.production` and the environment), and
 * the API's rate limit on. docs/security.md explains the policy; run `npm run build` first.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadEnv } from 'vite';
import { buildSandbox } from '../sandbox/app.ts';
import { DEFAULT_RATE_LIMITS } from '../sandbox/rate-limit.ts';
import { SANDBOX_PATHS } from '../sandbox/routes/sandbox.ts';
import { PORTAL_BASE } from '../sandbox/static.ts';
import { CSP_NONCE_PLACEHOLDER, cspSources, cspDirectives } from '../src/config/csp.ts';
import { ConfigError, parseEnv } from '../src/config/env.ts';

const ROOT = resolve(import.meta.dirname, '..');

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4173' },
    host: { type: 'string', default: '127.0.0.1' },
    dist: { type: 'string', default: 'dist' },
    log: { type: 'boolean', default: false },
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a number from 0 to 65535, not '${values.port}'.`);
  process.exit(2);
}

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

let sources;
try {
  // What the build read: Vite's env files for production mode, then the environment's VITE_….
  sources = cspSources(parseEnv({ ...loadEnv('production', ROOT, 'VITE_'), MODE: 'production' }));
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(2);
}

const app = buildSandbox({ staticDir: dist, csp: sources, logger: values.log });
const origin = await app.listen({ port, host: values.host });

console.log(`Portal (${dist}): ${origin}${PORTAL_BASE}`);
console.log(`  CSP sources beyond the nonce: ${cspDirectives(sources)}`);
console.log(
  `  Rate limit per address: ${String(DEFAULT_RATE_LIMITS.token.max)} token requests and ${String(DEFAULT_RATE_LIMITS.resend.max)} resends a minute`,
);
console.log(`Sandbox page (e-mails sent, scenario CPFs): ${origin}${SANDBOX_PATHS.page}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close();
  });
}
