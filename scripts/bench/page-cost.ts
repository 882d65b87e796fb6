/**
 * `npm run bench:pages`: the CPU Chromium spends to open the portal's register screen until the
 * app is ready, per load, in each of Debian's two builds (the desktop browser and the headless
 * shell the tests drive, decision 029), three ways (decision 027):
 *
 * - a new page, as the browser tests opened one per test: a renderer process of its own;
 * - a new page while another page of the same site stays open, with `--process-per-site`: it
 *   joins that page's renderer, where the portal's scripts are already compiled;
 * - one page navigated again.
 *
 * CPU is read from /proc (Linux) for every Chromium process, reaped children included, so it
 * counts what the machine spends whatever else runs; the wall time is printed beside it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, chromiumPath, testBrowserPath } from '../chromium-path.mjs';
import { servePortal } from './servers.ts';

const LOADS = 12;
const ROUNDS = 3;
const PATH = '/portal/cadastro';

/** CPU seconds of every Chromium process alive now, with the children each has reaped. */
function chromiumCpuSeconds(): number {
  let ticks = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('chrom')) continue;
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const [utime, stime, cutime, cstime] = stat
        .slice(stat.lastIndexOf(')') + 2)
        .split(' ')
        .slice(11, 15)
        .map(Number);
      ticks += (utime ?? 0) + (stime ?? 0) + (cutime ?? 0) + (cstime ?? 0);
    } catch {
      // The process ended while being read.
    }
  }
  return ticks / 100;
}

async function appReady(page: Page): Promise<void> {
  await page.waitForFunction(() => window.__portalReady === true);
}

type Way = 'new page' | 'new page, site kept warm' | 'same page again';

const BUILDS = { browser: chromiumPath(), 'headless shell': testBrowserPath() };
type Build = keyof typeof BUILDS;

/** CPU and wall seconds per load, one way, in a browser of its own. */
async function measure(build: Build, way: Way, url: string, origin: string) {
  const args = way === 'new page' ? CHROMIUM_FLAGS : [...CHROMIUM_FLAGS, '--process-per-site'];
  const executablePath = BUILDS[build];
  if (!executablePath)
    throw new Error(
      `Chromium (${build}) not found: run \`node scripts/ensure-chromium.mjs${build === 'browser' ? ' --browser' : ''}\`.`,
    );
  const browser: Browser = await chromium.launch({ executablePath, args: [...args] });
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  if (way === 'new page, site kept warm') {
    // Any document of the site will do; this one runs nothing.
    await (await context.newPage()).goto(`${origin}/portal/config.js`);
  }
  // One load first, so that every way starts with the HTTP cache filled.
  const first = await context.newPage();
  await first.goto(url);
  await appReady(first);
  const kept: Page | undefined = way === 'same page again' ? first : undefined;
  if (!kept) await first.close();
  const cpu = chromiumCpuSeconds();
  const since = performance.now();
  for (let load = 0; load < LOADS; load++) {
    const page = kept ?? (await context.newPage());
    await page.goto(`${url}?load=${String(load)}`);
    await appReady(page);
    if (!kept) await page.close();
  }
  const result = {
    cpu: (chromiumCpuSeconds() - cpu) / LOADS,
    wall: (performance.now() - since) / 1000 / LOADS,
  };
  await browser.close();
  return result;
}

const server = await servePortal(resolve(import.meta.dirname, '../../dist'));
const ways: Way[] = ['new page', 'new page, site kept warm', 'same page again'];
const builds = Object.keys(BUILDS) as Build[];
const cases = builds.flatMap((build) => ways.map((way) => ({ build, way })));
const seen = new Map<(typeof cases)[number], { cpu: number; wall: number }[]>(
  cases.map((one) => [one, []]),
);
try {
  // Rounds alternate the cases, so that a change in the machine's load falls on all of them.
  for (let round = 0; round < ROUNDS; round++) {
    for (const one of cases)
      seen.get(one)?.push(await measure(one.build, one.way, server.origin + PATH, server.origin));
  }
} finally {
  await server.close();
}

const median = (values: number[]) =>
  values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
console.log(
  `Chromium CPU per load of ${PATH} until the app is ready (${String(LOADS)} loads, median of ${String(ROUNDS)} rounds):`,
);
for (const one of cases) {
  const runs = seen.get(one) ?? [];
  const cpu = median(runs.map((run) => run.cpu));
  const wall = median(runs.map((run) => run.wall));
  const label = `${one.build}, ${one.way}`;
  console.log(`  ${label.padEnd(42)} ${cpu.toFixed(2)} s CPU, ${wall.toFixed(2)} s wall`);
}
