import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { format, resolveConfig } from 'prettier';
import { build } from 'vite';
import { chromiumPath } from '../chromium-path.mjs';
import { attributeByPackage, readManifest, sizesOf, staticClosure, sum } from './bundle-sizes.ts';
import { scriptsUntilDrawn } from './first-paint.ts';
import { lighthouseMedians } from './lighthouse-runs.ts';
import { renderFigures, replaceBenchSection, type RouteScripts } from './report.ts';
import { benchRoutes } from './routes.ts';
import { startStaticServer } from './static-server.ts';

/**
 * `npm run bench`: builds the portal, measures the JavaScript each route loads before its first
 * screen is drawn, runs Lighthouse (mobile preset) 5 times on the register screen against a local
 * static server with brotli, prints the figures and writes them into docs/performance.md.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const DIST = resolve(ROOT, 'dist');
const DOC = resolve(ROOT, 'docs/performance.md');
const LIGHTHOUSE_RUNS = 5;
const LIGHTHOUSE_PATH = '/portal/cadastro';

const chromePath = chromiumPath();
if (!chromePath) throw new Error('Chromium not found: run `node scripts/ensure-chromium.mjs`.');

console.log('Building (vite build, hidden source maps for the attribution by package)...');
await build({
  root: ROOT,
  configFile: resolve(ROOT, 'vite.config.ts'),
  logLevel: 'warn',
  build: { sourcemap: 'hidden' },
});
const manifest = readManifest(DIST);
const server = await startStaticServer(DIST);

try {
  // Each route in a fresh context: empty cache and storage, as a first visit.
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic'],
  });
  const routes: RouteScripts[] = [];
  try {
    for (const route of benchRoutes()) {
      const context = await browser.newContext({ locale: 'pt-BR' });
      const page = await context.newPage();
      const scripts = await scriptsUntilDrawn(page, server.origin + route.url, (drawn) =>
        drawn.locator('h1').first().waitFor(),
      );
      await context.close();
      routes.push({
        name: route.name,
        files: scripts.map(({ url, body }) => ({
          file: new URL(url).pathname.replace(/^\/portal\//, ''),
          ...sizesOf(body),
        })),
      });
    }
  } finally {
    await browser.close();
  }

  // The register screen's chunks, by package, from the source maps.
  const entryFiles = staticClosure(manifest, 'index.html').map((key) => manifest[key]?.file ?? '');
  const byPackage = new Map<string, string>();
  for (const file of entryFiles.filter((name) => name.endsWith('.js'))) {
    for (const [name, code] of attributeByPackage(DIST, file)) {
      byPackage.set(name, (byPackage.get(name) ?? '') + code);
    }
  }
  const packages = [...byPackage]
    .map(([name, code]) => ({ name, ...sizesOf(code) }))
    .sort((a, b) => b.gzip - a.gzip);

  const [loadBefore = 0] = loadavg();
  console.log(`Lighthouse, mobile preset, ${LIGHTHOUSE_RUNS} runs on ${LIGHTHOUSE_PATH}...`);
  const lighthouse = await lighthouseMedians(
    server.origin + LIGHTHOUSE_PATH,
    chromePath,
    LIGHTHOUSE_RUNS,
    (run, figures) => {
      console.log(
        `  run ${run}: performance ${figures.performance.toFixed(2)}, LCP ${Math.round(figures.lcp)} ms, TBT ${Math.round(figures.tbt)} ms, CLS ${figures.cls.toFixed(3)}, ${figures.totalByteWeight} bytes`,
      );
    },
  );

  const figures = renderFigures({
    date: new Date().toISOString().slice(0, 10),
    routes,
    packages,
    lighthouse,
    lighthousePath: LIGHTHOUSE_PATH,
    notFound: server.notFound,
    machine: { cores: availableParallelism(), loadBefore, loadAfter: loadavg()[0] ?? 0 },
  });
  console.log(`\n${figures}`);
  // Formatted as `npm run lint` checks it (prettier aligns the tables).
  const document = replaceBenchSection(readFileSync(DOC, 'utf8'), figures);
  const options = (await resolveConfig(DOC)) ?? {};
  writeFileSync(DOC, await format(document, { ...options, filepath: DOC }));
  console.log(`Written to ${DOC}.`);
  const register = routes[0];
  if (register)
    console.log(`Register screen: ${sum(register.files).gzip} bytes gzip before first paint.`);
} finally {
  await server.close();
}
