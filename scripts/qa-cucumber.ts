/**
 * `npm run qa:cucumber -- [--base-url <url>] [--tags <expression>] <feature files>`: runs the
 * exported Gherkin (`npm run paths -- --format gherkin --out <dir>`) in Debian's Chromium with the
 * project's step definitions (qa/cucumber/), and prints cucumber's progress and summary.
 *
 * `--base-url` is a running portal with the sandbox's scenarios and its reset
 * (`POST /sandbox/api/reset`): `npm start`, `npm run serve`, or a staging deployment with the same
 * test data. Without it, a dev server like `npm start`'s is started on a free port and stopped at
 * the end. Exits 0 when every scenario passes, 1 when one fails, 2 on a usage error
 * (docs/qa-exports.md).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfiguration, runCucumber } from '@cucumber/cucumber/api';
import type { ViteDevServer } from 'vite';

const ROOT = resolve(import.meta.dirname, '..');
const USAGE =
  'Usage: npm run qa:cucumber -- [--base-url <url>] [--tags <expression>] <feature files>';

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(2);
}

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: { 'base-url': { type: 'string' }, tags: { type: 'string' } },
  });
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
const { values, positionals: features } = parsed;
if (!features.length) fail('Name one or more .feature files.');
const missing = features.filter((file) => !existsSync(file));
if (missing.length) fail(`No such file: ${missing.join(', ')}`);

/** `npm start`'s dev server (vite.config.ts, the sandbox mounted) on a free loopback port. */
async function startPortal(): Promise<ViteDevServer> {
  // Loaded only here: a run against --base-url does not pay for Vite.
  const { createServer } = await import('vite');
  const server = await createServer({
    root: ROOT,
    logLevel: 'warn',
    server: { host: '127.0.0.1', port: 0, strictPort: false },
  });
  await server.listen();
  return server;
}

let server: ViteDevServer | undefined;
let baseUrl = values['base-url'];
if (baseUrl === undefined) {
  server = await startPortal();
  const local = server.resolvedUrls?.local[0];
  if (!local) fail('The dev server did not say where it listens.');
  baseUrl = new URL(local).origin;
  console.log(`Portal with its sandbox (npm start): ${local}`);
}
try {
  new URL(baseUrl);
} catch {
  fail(`--base-url must be an address such as http://127.0.0.1:5173, not '${baseUrl}'.`);
}

const chromiumEndpoint = process.env['QA_CHROMIUM_ENDPOINT'];
const { runConfiguration } = await loadConfiguration({
  file: false,
  provided: {
    paths: features,
    import: [resolve(ROOT, 'qa/cucumber/*.ts')],
    format: ['progress'],
    strict: true,
    ...(values.tags === undefined ? {} : { tags: values.tags }),
    worldParameters: { baseUrl, ...(chromiumEndpoint ? { chromiumEndpoint } : {}) },
  },
});
let result;
try {
  result = await runCucumber(runConfiguration);
} finally {
  await server?.close();
}
process.exit(result.success ? 0 : 1);
