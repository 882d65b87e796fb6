/**
 * `npm run serve:nginx -- --api <API origin> [--port 8080] [--host 127.0.0.1] [--dist dist]
 * [--workers auto] [--log] [--out <folder>] [--collector host:port …]`: the built portal on nginx, as in production
 * (docs/deploy.md). Reads and validates this deployment's `PORTAL_…` variables, the edge's
 * included (a bad one stops it here, before nginx starts), writes nginx.conf from deploy/nginx/portal.conf.template with
 * config.js and a copy of the build into a temporary folder, checks it with `nginx -t`, and runs nginx in the foreground
 * until Ctrl-C or SIGTERM, then removes the folder. The API origin comes from --api or
 * PORTAL_API_ORIGIN. With --out, it writes that folder with its start script (`start.sh`, which
 * says the sandbox captcha's warning at every start) and exits, printing how to start it.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadEnv } from 'vite';
import { edgeConfig } from '../deploy/nginx/edge.ts';
import { apiOriginOf, prepareNginx, testNginx } from '../deploy/nginx/prepare.ts';
import { writeStartScript } from '../deploy/nginx/start-script.ts';
import { stdoutPipe, type StdoutPipe } from '../deploy/nginx/stdout-pipe.ts';
import { captchaChoice, redirectAllowListRequired } from '../deploy/nginx/captcha-choice.ts';
import { collectorAddress } from '../deploy/nginx/telemetry.ts';
import { serverConfig } from '../portal-config/config-script.ts';
import { cspDirectives } from '../portal-config/csp.ts';
import { SANDBOX_CONSENT_URL } from '../portal-config/env.ts';
import { overlongVariables } from '../portal-config/grammar.ts';
import { brotliStaticModule, nginxPath } from './nginx-path.mjs';

const ROOT = resolve(import.meta.dirname, '..');

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const { values } = parseArgs({
  options: {
    api: { type: 'string' },
    port: { type: 'string', default: '8080' },
    host: { type: 'string', default: '127.0.0.1' },
    dist: { type: 'string', default: 'dist' },
    workers: { type: 'string', default: 'auto' },
    log: { type: 'boolean', default: false },
    out: { type: 'string' },
    // Transition collectors (`npm run collector`), host:port; also PORTAL_COLLECTORS, comma-separated.
    collector: { type: 'string', multiple: true },
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  fail(`--port must be a number from 1 to 65535, not '${values.port}'.`);
}
const workers = values.workers === 'auto' ? 'auto' : Number(values.workers);
if (workers !== 'auto' && !(Number.isInteger(workers) && workers > 0)) {
  fail(`--workers must be 'auto' or a whole number above 0, not '${values.workers}'.`);
}

// Names and addresses only: nothing nginx would read as more than one value.
if (!/^(?:[a-z0-9.-]+|[0-9a-f:.]+)$/i.test(values.host)) {
  fail(`--host must be a host name or an address, not '${values.host}'.`);
}

const env = { ...process.env, ...loadEnv('production', ROOT, 'PORTAL_') };
// Before anything reads them: a value too long for nginx is refused by its name, not by nginx -t.
const overlong = overlongVariables(env);
if (overlong.length > 0) fail(overlong.join('\n'));
// Every problem at once: one failed start lists all of them.
const problems: string[] = [];
function attempt<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
    return undefined;
  }
}
const served = attempt(() => serverConfig(env));
const edge = attempt(() => edgeConfig(env));
const captchaWarning = served && attempt(() => captchaChoice(served.config, env));
if (served)
  attempt(() => {
    redirectAllowListRequired(served.config);
  });
const apiOrigin = attempt(() => {
  try {
    return apiOriginOf(values.api ?? env['PORTAL_API_ORIGIN'] ?? '');
  } catch (error) {
    throw new Error(
      `--api (or PORTAL_API_ORIGIN): ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
});
const collectorsFrom = values.collector === undefined ? 'PORTAL_COLLECTORS' : '--collector';
const collectors =
  values.collector ??
  (env['PORTAL_COLLECTORS'] ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
for (const collector of collectors) {
  attempt(() => {
    try {
      collectorAddress(collector);
    } catch (error) {
      throw new Error(
        `${collectorsFrom}: ${error instanceof Error ? error.message : String(error)}`,
        { cause: error },
      );
    }
  });
}
if (problems.length > 0 || !served || !edge || apiOrigin === undefined) fail(problems.join('\n'));

if (served.config.telemetryUrl !== undefined && collectors.length === 0) {
  fail(
    'PORTAL_TELEMETRY_URL is set: name the collectors nginx sends beacons to (--collector host:port, or PORTAL_COLLECTORS).',
  );
}

const nginx = nginxPath();
if (!nginx)
  fail('nginx not found: run `node scripts/ensure-nginx.mjs` (as root) or set NGINX_PATH.');

const prefix =
  values.out === undefined ? mkdtempSync(join(tmpdir(), 'portal-nginx-')) : resolve(values.out);
const brotliModule = brotliStaticModule();
let prepared;
let stdout: StdoutPipe | undefined;
try {
  prepared = prepareNginx({
    dist: resolve(ROOT, values.dist),
    apiOrigin,
    served,
    edge,
    listen: `${values.host.includes(':') ? `[${values.host}]` : values.host}:${String(port)}`,
    prefix,
    workers,
    accessLog: values.log ? '/dev/stdout' : 'off',
    collectors,
    ...(brotliModule === undefined ? {} : { brotliModule }),
  });
  if (values.log) stdout = stdoutPipe(prefix, process.stdout);
  // Refused here, before anyone is served, with nginx's own words.
  testNginx(nginx, prepared, stdout?.fd);
} catch (error) {
  stdout?.close();
  if (values.out === undefined) rmSync(prefix, { recursive: true, force: true });
  fail(error instanceof Error ? error.message : String(error));
}

if (values.out !== undefined) {
  stdout?.close();
  const start = writeStartScript(prefix, nginx, prepared.args, captchaWarning);
  console.log(`Wrote ${prepared.configFile}. The container starts it with:\n  ${start}`);
  if (captchaWarning !== undefined) console.warn(`  ${captchaWarning}`);
  process.exit(0);
}

const origin = `http://${values.host.includes(':') ? `[${values.host}]` : values.host}:${String(port)}`;
console.log(`Portal on nginx: ${origin}/portal/  (API: ${apiOrigin}; health: ${origin}/healthz)`);
console.log(`  CSP sources beyond the nonce: ${cspDirectives(served.sources)}`);
if (collectors.length > 0) {
  console.log(`  Beacons and CSP reports (/portal/telemetry): ${collectors.join(', ')}`);
}
console.log(
  `  Precompressed assets: ${brotliModule ? 'brotli and gzip' : 'gzip (no brotli_static module)'}`,
);
if (served.config.consent.url === SANDBOX_CONSENT_URL) {
  console.warn(
    `  PORTAL_CONSENT_URL is not set: consents go to ${SANDBOX_CONSENT_URL}, which nginx does not serve (registration still completes; docs/deploy.md).`,
  );
}
if (captchaWarning !== undefined) console.warn(`  ${captchaWarning}`);
console.log('  Ctrl-C stops it.');

const child = spawn(nginx, prepared.args, {
  stdio: ['inherit', stdout?.fd ?? 'inherit', 'inherit'],
});
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    // SIGQUIT: nginx finishes the requests in flight, then exits.
    child.kill('SIGQUIT');
  });
}
child.on('exit', (code, signal) => {
  stdout?.close();
  rmSync(prefix, { recursive: true, force: true });
  process.exit(stopping ? 0 : (code ?? (signal ? 1 : 0)));
});
