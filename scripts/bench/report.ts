import { sum, type FileSizes, type Sizes } from './bundle-sizes.ts';
import type { LighthouseFigures } from './lighthouse-runs.ts';

export const BEGIN = '<!-- bench:begin (written by `npm run bench`) -->';
export const END = '<!-- bench:end -->';

/** The budget of the register screen's JavaScript before it is interactive: 183 KB gzip, 1 KB = 1000 bytes (issue 17). */
export const REGISTER_BUDGET_GZIP = 183_000;

/** The issue's targets for the Lighthouse medians (recorded, not gated: timings vary by machine). */
export const TARGETS = {
  performance: { limit: 0.95, met: (value: number) => value >= 0.95, text: '≥ 0.95' },
  lcp: { limit: 1800, met: (value: number) => value <= 1800, text: '≤ 1.8 s' },
  tbt: { limit: 200, met: (value: number) => value <= 200, text: '≤ 200 ms' },
  cls: { limit: 0, met: (value: number) => value === 0, text: '0' },
} as const;

export interface RouteScripts {
  name: string;
  files: FileSizes[];
}

export interface PackageSizes extends Sizes {
  name: string;
}

export interface BenchFigures {
  date: string;
  routes: RouteScripts[];
  packages: PackageSizes[];
  lighthouse: { medians: LighthouseFigures; runs: LighthouseFigures[] };
  lighthousePath: string;
  notFound: string[];
  /** Cores, and the load average (1 min) before and after the Lighthouse runs. */
  machine: { cores: number; loadBefore: number; loadAfter: number };
}

const bytes = (value: number) => value.toLocaleString('en-US');
const kb = (value: number) => `${(value / 1000).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;
const yes = (met: boolean) => (met ? 'yes' : '**no**');

function routeTable({ name, files }: RouteScripts): string {
  const total = sum(files);
  return [
    `#### ${name}`,
    '',
    '| file | raw | gzip | brotli |',
    '| --- | ---: | ---: | ---: |',
    ...files.map(
      (file) =>
        `| ${file.file} | ${bytes(file.raw)} | ${bytes(file.gzip)} | ${bytes(file.brotli)} |`,
    ),
    `| **total (${files.length} files)** | **${bytes(total.raw)}** | **${bytes(total.gzip)}** | **${bytes(total.brotli)}** |`,
  ].join('\n');
}

/** The generated part of docs/performance.md. */
export function renderFigures(figures: BenchFigures): string {
  const { medians, runs } = figures.lighthouse;
  const register = figures.routes[0];
  const registerGzip = register ? sum(register.files).gzip : Number.NaN;
  const topPackages = figures.packages.slice(0, 15);
  return [
    `Measured on ${figures.date} by \`npm run bench\` (production build, brotli static server on loopback), on ${figures.machine.cores} cores with a load average of ${figures.machine.loadBefore.toFixed(1)} before the Lighthouse runs and ${figures.machine.loadAfter.toFixed(1)} after.`,
    '',
    '### Lighthouse, mobile preset, on `' + figures.lighthousePath + '`',
    '',
    `Medians of ${runs.length} runs (Lighthouse's default config: simulated slow 4G, 4x CPU slowdown).`,
    '',
    '| figure | median | target | met |',
    '| --- | ---: | ---: | :---: |',
    `| performance | ${medians.performance.toFixed(2)} | ${TARGETS.performance.text} | ${yes(TARGETS.performance.met(medians.performance))} |`,
    `| LCP | ${ms(medians.lcp)} | ${TARGETS.lcp.text} | ${yes(TARGETS.lcp.met(medians.lcp))} |`,
    `| TBT | ${ms(medians.tbt)} | ${TARGETS.tbt.text} | ${yes(TARGETS.tbt.met(medians.tbt))} |`,
    `| CLS | ${medians.cls.toFixed(3)} | ${TARGETS.cls.text} | ${yes(TARGETS.cls.met(medians.cls))} |`,
    `| total byte weight | ${bytes(medians.totalByteWeight)} bytes | | |`,
    '',
    'Each run:',
    '',
    '| run | performance | LCP | TBT | CLS | total byte weight |',
    '| ---: | ---: | ---: | ---: | ---: | ---: |',
    ...runs.map(
      (run, index) =>
        `| ${index + 1} | ${run.performance.toFixed(2)} | ${ms(run.lcp)} | ${ms(run.tbt)} | ${run.cls.toFixed(3)} | ${bytes(run.totalByteWeight)} |`,
    ),
    '',
    '### JavaScript before first paint, per route',
    '',
    `Scripts the browser requested from opening the route until its \`h1\` was drawn, in bytes; gzip at level 9 and brotli at quality 11. Budget of the register screen: ${kb(REGISTER_BUDGET_GZIP)} gzip (1 KB = 1000 bytes): ${kb(registerGzip)}, ${registerGzip <= REGISTER_BUDGET_GZIP ? 'within' : '**over**'} it.`,
    '',
    ...figures.routes.flatMap((route) => [routeTable(route), '']),
    '### The register screen by package',
    '',
    'Bytes of its first chunk attributed through the source maps (largest 15). Each share is compressed alone, so the shares add up to a little more than the file.',
    '',
    '| package | raw | gzip |',
    '| --- | ---: | ---: |',
    ...topPackages.map((entry) => `| ${entry.name} | ${bytes(entry.raw)} | ${bytes(entry.gzip)} |`),
    '',
    figures.notFound.length === 0
      ? 'No request of these pages went unanswered.'
      : `Requests answered 404 by the static server (no API there): ${[...new Set(figures.notFound)].map((path) => `\`${path}\``).join(', ')}.`,
  ].join('\n');
}

/** The document with its generated section replaced (or appended, the first time). */
export function replaceBenchSection(document: string, figures: string): string {
  const section = `${BEGIN}\n\n${figures}\n\n${END}`;
  const begin = document.indexOf(BEGIN);
  const end = document.indexOf(END);
  if (begin === -1 || end === -1) return `${document.trimEnd()}\n\n${section}\n`;
  return document.slice(0, begin) + section + document.slice(end + END.length);
}
