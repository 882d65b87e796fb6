import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { format, resolveConfig } from 'prettier';
import { build } from 'vite';
import { chromiumPath } from '../chromium-path.mjs';
import { attributeByPackage, readManifest, sizesOf, staticClosure, sum } from './bundle-sizes.ts';
import { scriptsUntilDrawn, untilInteractive } from './first-paint.ts';
import { alternatingRuns, mediansOf, type Target } from './lighthouse-runs.ts';
import { servePortal, serveReference } from './servers.ts';
import { buildReference } from './reference-app.ts';
import {
  missedGoals,
  renderFigures,
  replaceBenchSection,
  type LighthouseRoute,
  type RouteScripts,
} from './report.ts';
import { benchRoutes, lighthouseRoutes } from './routes.ts';
import { measureTyping, renderTyping, replaceTypingSection, type TypingFigures } from './typing.ts';

/**
 * `npm run bench` (issue 17): builds the portal and, in the same run, a bare React app with one
 * button as the reference; serves both with brotli (the portal as production serves it: the
 * prerendered page for the `client_id` and route); measures the JavaScript each page loads until
 * it is interactive; runs Lighthouse (mobile preset) 5 times on the reference and on the register
 * route of every route table and every brand's entry URL, alternating; prints the medians, each
 * LCP as a ratio to the reference's, and writes them into docs/performance.md.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const DIST = resolve(ROOT, 'dist');
const DOC = resolve(ROOT, 'docs/performance.md');
// 5 by the issue; fewer only to try the bench itself (`BENCH_ROUNDS=1 npm run bench`).
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 5);

const chromePath = chromiumPath();
if (!chromePath)
  throw new Error('Chromium not found: run `node scripts/ensure-chromium.mjs --browser`.');

console.log(
  'Building the portal (vite build, hidden source maps for the attribution by package)...',
);
await build({
  root: ROOT,
  configFile: resolve(ROOT, 'vite.config.ts'),
  logLevel: 'warn',
  build: { sourcemap: 'hidden' },
});
console.log('Building the reference (scripts/bench/reference/)...');
const referenceDist = await buildReference();
const manifest = readManifest(DIST);
const portal = await servePortal(DIST);
const referenceServer = await serveReference(referenceDist);
const notFound: string[] = [];

const fileOf = (url: string) => new URL(url).pathname.replace(/^\/portal\//, '');

/** The scripts a fresh context loads from opening `url` until `ready` says so, file by file. */
async function scriptsOf(
  browser: Browser,
  name: string,
  url: string,
  ready: (page: Page) => Promise<void>,
): Promise<RouteScripts> {
  // A fresh context each time: empty cache and storage, as a first visit.
  const context = await browser.newContext({ locale: 'pt-BR' });
  const page = await context.newPage();
  page.on('response', (response) => {
    if (response.status() >= 400) notFound.push(new URL(response.url()).pathname);
  });
  try {
    const scripts = await scriptsUntilDrawn(page, url, ready);
    return {
      name,
      files: scripts.map(({ url: script, body }) => ({ file: fileOf(script), ...sizesOf(body) })),
    };
  } finally {
    await context.close();
  }
}

try {
  const targets: Target[] = [
    { name: 'reference', url: `${referenceServer.origin}/` },
    ...lighthouseRoutes().map((route) => ({ name: route.name, url: portal.origin + route.url })),
  ];

  console.log('Scripts loaded until interactive, page by page...');
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic'],
  });
  const scripts = new Map<string, RouteScripts>();
  const otherPages: RouteScripts[] = [];
  let typing: TypingFigures[] = [];
  try {
    const [reference, ...routes] = targets;
    if (reference)
      scripts.set(
        reference.name,
        await scriptsOf(browser, reference.name, reference.url, (page) =>
          page.getByRole('button').waitFor(),
        ),
      );
    for (const route of routes)
      scripts.set(route.name, await scriptsOf(browser, route.name, route.url, untilInteractive));
    // The digital sign-up and the static pages.
    for (const route of benchRoutes().slice(-4)) {
      otherPages.push(
        await scriptsOf(browser, route.name, portal.origin + route.url, untilInteractive),
      );
    }
    console.log('Typing at 4× CPU slowdown, key by key...');
    typing = await measureTyping(browser, DIST, referenceServer.origin);
  } finally {
    await browser.close();
  }
  const gzipOf = (name: string) => sum(scripts.get(name)?.files ?? []).gzip;
  for (const target of targets)
    console.log(`  ${target.name}: ${gzipOf(target.name).toLocaleString('en-US')} bytes gzip`);

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
  const started = Date.now();
  const total = ROUNDS * targets.length;
  let done = 0;
  console.log(
    `Lighthouse, mobile preset: ${ROUNDS} rounds of ${targets.length} pages (${total} runs), load average ${loadBefore.toFixed(1)}...`,
  );
  const runs = await alternatingRuns(targets, chromePath, ROUNDS, (round, target, figures) => {
    done += 1;
    console.log(
      `  [${done}/${total}] round ${round} ${target.name}: LCP ${Math.round(figures.lcp)} ms, FCP ${Math.round(figures.fcp)} ms, TBT ${Math.round(figures.tbt)} ms, CLS ${figures.cls.toFixed(3)}, performance ${figures.performance.toFixed(2)}`,
    );
  });
  const minutes = (Date.now() - started) / 60_000;

  const measured: LighthouseRoute[] = targets.map((target, index) => {
    const targetRuns = runs[index] ?? [];
    return {
      name: target.name,
      url: target.url,
      runs: targetRuns,
      medians: mediansOf(targetRuns),
      scriptsGzip: gzipOf(target.name),
    };
  });
  const [reference, ...routes] = measured;
  if (!reference) throw new Error('No reference runs.');
  const register = scripts.get(targets[1]?.name ?? '');
  if (!register) throw new Error('No register route measured.');

  const figures = renderFigures({
    date: new Date().toISOString().slice(0, 10),
    reference,
    routes,
    register,
    otherPages,
    packages,
    notFound,
    machine: { cores: availableParallelism(), loadBefore, loadAfter: loadavg()[0] ?? 0, minutes },
  });
  console.log(`\n${figures}`);
  // Formatted as `npm run lint` checks it (prettier aligns the tables).
  const typingTable = renderTyping(typing, new Date().toISOString().slice(0, 10));
  console.log(`\n${typingTable}`);
  const document = replaceTypingSection(
    replaceBenchSection(readFileSync(DOC, 'utf8'), figures),
    typingTable,
  );
  const options = (await resolveConfig(DOC)) ?? {};
  writeFileSync(DOC, await format(document, { ...options, filepath: DOC }));
  console.log(`Written to ${DOC}.`);
  console.log(`\nReference LCP (median): ${Math.round(reference.medians.lcp)} ms.`);
  for (const route of routes) {
    const missed = missedGoals(route, reference.medians.lcp);
    console.log(
      `  ${route.name}: ${(route.medians.lcp / reference.medians.lcp).toFixed(2)}× the reference's LCP, ${missed.length === 0 ? 'goal met' : `misses ${missed.join(', ')}`}`,
    );
  }
} finally {
  await portal.close();
  await referenceServer.close();
  rmSync(referenceDist, { recursive: true, force: true });
}
