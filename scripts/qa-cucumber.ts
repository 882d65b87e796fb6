/**
 * `npm run qa:cucumber -- [opções] <arquivos .feature>`: runs the exported Gherkin
 * (`npm run paths -- --format gherkin --out <dir>`) in Debian's Chromium with the project's step
 * definitions (qa/cucumber/), and prints cucumber's progress and summary. Its options and
 * examples are in docs/qa-exports.md; `--help` prints them.
 *
 * `--base-url` is a running portal with the sandbox's scenarios and its reset
 * (`POST /sandbox/api/reset`): `npm start`, `npm run serve`, or a staging deployment with the same
 * test data. Without it, a dev server like `npm start`'s is started on a free port and stopped at
 * the end. `--format`, `--name`, `--tags` and `--parallel` are cucumber-js's own, passed through.
 * Exits 0 when every scenario passes, 1 when one fails, 2 on a usage error, a portal that does not
 * answer or a selection with no scenario.
 */
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfiguration, loadSources, runCucumber } from '@cucumber/cucumber/api';
import type { ViteDevServer } from 'vite';
import { junitNaming } from '../qa/cucumber/case-id.ts';

const ROOT = resolve(import.meta.dirname, '..');
const USAGE = `Uso: npm run qa:cucumber -- [opções] <arquivos .feature>
  --base-url <endereço>   um portal com o sandbox (sem ele, um como o de npm start numa porta livre)
  --tags <expressão>      só os cenários com estas tags, p. ex. '@refi and @falha' (cucumber-js)
  --name <regex>          só os cenários cujo nome casa (repetível; cucumber-js)
  --format <formato[:arquivo]>  relatório do cucumber-js, repetível: junit, json, html, message…
                          p. ex. --format junit:relatorios/qa.xml --format html:relatorios/qa.html
  --parallel <N>          N processos, cada um com o seu Chromium e a sua execução no sandbox
Capturas e texto da página de um cenário que falha: ao lado do primeiro relatório em arquivo
(ou em qa-cucumber-falhas/).`;

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      'base-url': { type: 'string' },
      tags: { type: 'string' },
      name: { type: 'string', multiple: true },
      format: { type: 'string', multiple: true },
      parallel: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
const { values, positionals: features } = parsed;
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
if (!features.length) fail('Indique um ou mais arquivos .feature.');
const missing = features.filter((file) => !existsSync(file));
if (missing.length) fail(`Arquivo não encontrado: ${missing.join(', ')}`);
const parallel = values.parallel === undefined ? 0 : Number(values.parallel);
if (!Number.isInteger(parallel) || parallel < 0) {
  fail(`--parallel precisa de um número de processos, não '${String(values.parallel)}'.`);
}
const formats = values.format ?? [];

/** Where cucumber writes a format (`junit:relatorios/qa.xml` → relatorios/qa.xml), if a file. */
function fileOf(format: string): string | undefined {
  const at = format.indexOf(':');
  // `C:\…` and `"…"` aside: a format is a name, then `:` and its file.
  return at > 0 ? format.slice(at + 1).replace(/^"(.*)"$/, '$1') : undefined;
}
const firstReport = formats.map(fileOf).find((file) => file !== undefined);
const failuresDir = resolve(
  firstReport === undefined ? 'qa-cucumber-falhas' : dirname(firstReport),
);

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

/** The portal answers its first page: checked once, before the first scenario. */
async function checkPortal(baseUrl: string): Promise<void> {
  const page = new URL('/portal/', baseUrl).href;
  let status: number;
  try {
    status = (await fetch(page, { signal: AbortSignal.timeout(15_000) })).status;
  } catch (error) {
    const cause: unknown = error instanceof Error ? (error.cause ?? error) : error;
    const reason = cause instanceof Error ? cause.message : String(cause);
    fail(`O portal não responde em ${page} (${reason}). Ele está no ar?`);
  }
  if (status !== 200) fail(`O portal respondeu HTTP ${String(status)} em ${page}.`);
}

let server: ViteDevServer | undefined;
let baseUrl = values['base-url'];
try {
  if (baseUrl !== undefined) new URL(baseUrl);
} catch {
  fail(`--base-url precisa ser um endereço como http://127.0.0.1:5173, não '${baseUrl ?? ''}'.`);
}

const chromiumEndpoint = process.env['QA_CHROMIUM_ENDPOINT'];
const { runConfiguration } = await loadConfiguration({
  file: false,
  provided: {
    paths: features,
    import: [resolve(ROOT, 'qa/cucumber/*.ts')],
    format: ['progress', ...formats],
    strict: true,
    parallel,
    ...(values.tags === undefined ? {} : { tags: values.tags }),
    ...(values.name === undefined ? {} : { name: values.name }),
    // The base URL is known once the portal is up (below).
    worldParameters: {
      baseUrl: baseUrl ?? '',
      failuresDir,
      ...(chromiumEndpoint ? { chromiumEndpoint } : {}),
    },
  },
});

// A selection that names no scenario is a mistake (a tag misspelt), not a green run.
const { plan } = await loadSources(runConfiguration.sources);
if (!plan.length) {
  const filters = [
    values.tags === undefined ? '' : `--tags '${values.tags}'`,
    ...(values.name ?? []).map((name) => `--name '${name}'`),
  ].filter(Boolean);
  fail(
    `Nenhum cenário selecionado${filters.length ? ` por ${filters.join(' e ')}` : ''} em ${features.join(', ')}. Confira as tags em docs/qa-exports.md.`,
  );
}

if (baseUrl === undefined) {
  server = await startPortal();
  const local = server.resolvedUrls?.local[0];
  if (!local) fail('O servidor de desenvolvimento não disse onde escuta.');
  baseUrl = new URL(local).origin;
  console.log(`Portal com o sandbox (npm start): ${local}`);
}
let result;
try {
  await checkPortal(baseUrl);
  runConfiguration.runtime.worldParameters = {
    ...runConfiguration.runtime.worldParameters,
    baseUrl,
  };
  // A function, not JSON: cucumber hands the object to the formatter in this process as it is.
  const junit: unknown = { testNamingStrategy: junitNaming };
  Object.assign(runConfiguration.formats.options, { junit });
  result = await runCucumber(runConfiguration);
} finally {
  await server?.close();
}
// Exit once the summary has left the process (a pipe into `tee` would otherwise lose its end).
process.stdout.write('', () => process.exit(result.success ? 0 : 1));
