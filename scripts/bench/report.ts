import { sum, type FileSizes, type Sizes } from './bundle-sizes.ts';
import type { LighthouseFigures } from './lighthouse-runs.ts';

export const BEGIN = '<!-- bench:begin (written by `npm run bench`) -->';
export const END = '<!-- bench:end -->';

/** The budget of the register screen's JavaScript before it is interactive: 183 KB gzip, 1 KB = 1000 bytes (issue 17). */
export const REGISTER_BUDGET_GZIP = 183_000;

/** Issue 17's goal for each portal route's Lighthouse medians (recorded, not gated: timings vary). */
export const GOAL = {
  lcpRatio: { met: (value: number) => value <= 1, text: 'LCP ≤ 1.00× the reference’s' },
  cls: { met: (value: number) => value === 0, text: 'CLS 0' },
  tbt: { met: (value: number) => value <= 150, text: 'TBT ≤ 150 ms' },
  // As Lighthouse shows the score: a whole number out of 100.
  performance: {
    met: (value: number) => Math.round(value * 100) === 100,
    text: 'performance 1.00',
  },
} as const;

export interface RouteScripts {
  name: string;
  files: FileSizes[];
}

export interface PackageSizes extends Sizes {
  name: string;
}

export interface LighthouseRoute {
  name: string;
  url: string;
  runs: LighthouseFigures[];
  medians: LighthouseFigures;
  /** Gzip bytes of the scripts loaded until the page was interactive. */
  scriptsGzip: number;
}

export interface BenchFigures {
  date: string;
  /** The bare React app; its median LCP is what each route's is divided by. */
  reference: LighthouseRoute;
  /** The portal's register routes and brand entry URLs. */
  routes: LighthouseRoute[];
  /** Scripts until interactive, file by file, of the default table's register screen. */
  register: RouteScripts;
  /** Other pages: scripts until interactive. */
  otherPages: RouteScripts[];
  packages: PackageSizes[];
  notFound: string[];
  /** Cores, the load average (1 min) before and after the Lighthouse runs, and their minutes. */
  machine: { cores: number; loadBefore: number; loadAfter: number; minutes: number };
}

const bytes = (value: number) => value.toLocaleString('en-US');
const kb = (value: number) => `${(value / 1000).toFixed(1)} KB`;
const ms = (value: number) => `${Math.round(value)} ms`;

/** Which of the goal's parts a route misses; empty when it meets them all. */
export function missedGoals(route: LighthouseRoute, referenceLcp: number): string[] {
  const { medians } = route;
  const missed: (string | undefined)[] = [
    GOAL.lcpRatio.met(medians.lcp / referenceLcp) ? undefined : GOAL.lcpRatio.text,
    GOAL.cls.met(medians.cls) ? undefined : GOAL.cls.text,
    GOAL.tbt.met(medians.tbt) ? undefined : GOAL.tbt.text,
    GOAL.performance.met(medians.performance) ? undefined : GOAL.performance.text,
  ];
  return missed.filter((text): text is string => text !== undefined);
}

function routeRow(route: LighthouseRoute, referenceLcp: number, isReference = false): string {
  const { medians } = route;
  const missed = missedGoals(route, referenceLcp);
  const goal = isReference ? '' : missed.length === 0 ? 'yes' : `**no**: ${missed.join(', ')}`;
  return `| ${isReference ? `reference (bare React)` : `\`${route.name}\``} | ${ms(medians.lcp)} | ${(medians.lcp / referenceLcp).toFixed(2)}× | ${ms(medians.fcp)} | ${medians.cls.toFixed(3)} | ${ms(medians.tbt)} | ${medians.performance.toFixed(2)} | ${kb(route.scriptsGzip)} | ${goal} |`;
}

function filesTable({ files }: RouteScripts): string {
  const total = sum(files);
  return [
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
  const { reference, routes, machine } = figures;
  const referenceLcp = reference.medians.lcp;
  const registerGzip = sum(figures.register.files).gzip;
  const runs = reference.runs.length;
  const meeting = routes.filter((route) => missedGoals(route, referenceLcp).length === 0).length;
  return [
    `Measured on ${figures.date} by \`npm run bench\` (production builds, served with brotli on loopback: the portal through the preview's server, which picks the prerendered page by \`client_id\` and route as nginx does), on ${machine.cores} cores with a load average (1 min) of ${machine.loadBefore.toFixed(1)} before the Lighthouse runs and ${machine.loadAfter.toFixed(1)} after; the runs took ${machine.minutes.toFixed(1)} minutes.`,
    '',
    '### Lighthouse, mobile preset, against a bare React app',
    '',
    `Medians of ${runs} runs per page (Lighthouse's default config: simulated slow 4G, 4x CPU slowdown), alternating: each round ran the reference and then every route once. The reference is a bare React app with one button (\`scripts/bench/reference/\`), built in the same run. Goal (issue 17): ${Object.values(
      GOAL,
    )
      .map((goal) => goal.text)
      .join(
        ', ',
      )}. JS = scripts loaded until the page is interactive (the portal: until the app has hydrated; the reference: until its button is drawn), gzip level 9. ${meeting} of ${routes.length} routes meet the goal.`,
    '',
    '| page | LCP | × reference | FCP | CLS | TBT | performance | JS (gzip) | goal met |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    routeRow(reference, referenceLcp, true),
    ...routes.map((route) => routeRow(route, referenceLcp)),
    '',
    'LCP of each run, in the order run:',
    '',
    `| page | ${reference.runs.map((_run, index) => `run ${index + 1}`).join(' | ')} |`,
    `| --- | ${reference.runs.map(() => '---:').join(' | ')} |`,
    ...[reference, ...routes].map(
      (route) =>
        `| ${route === reference ? 'reference' : `\`${route.name}\``} | ${route.runs.map((run) => ms(run.lcp)).join(' | ')} |`,
    ),
    '',
    '### JavaScript before the register screen is interactive',
    '',
    `\`/portal/cadastro\`, scripts requested from opening it until the app had hydrated (\`window.__portalReady\`), in bytes; gzip at level 9 and brotli at quality 11. Budget (\`test/browser/bundle-budget.test.ts\`): ${kb(REGISTER_BUDGET_GZIP)} gzip (1 KB = 1000 bytes): ${kb(registerGzip)}, ${registerGzip <= REGISTER_BUDGET_GZIP ? 'within' : '**over**'} it.`,
    '',
    filesTable(figures.register),
    '',
    'Other pages, scripts until interactive (gzip):',
    '',
    '| page | files | gzip | brotli |',
    '| --- | ---: | ---: | ---: |',
    ...figures.otherPages.map((page) => {
      const total = sum(page.files);
      return `| \`${page.name}\` | ${page.files.length} | ${bytes(total.gzip)} | ${bytes(total.brotli)} |`;
    }),
    '',
    '### The register screen by package',
    '',
    'Bytes of its chunks attributed through the source maps (largest 15). Each share is compressed alone, so the shares add up to a little more than the files.',
    '',
    '| package | raw | gzip |',
    '| --- | ---: | ---: |',
    ...figures.packages
      .slice(0, 15)
      .map((entry) => `| ${entry.name} | ${bytes(entry.raw)} | ${bytes(entry.gzip)} |`),
    '',
    figures.notFound.length === 0
      ? 'No request of these pages went unanswered.'
      : `Requests answered 404 (no API there): ${[...new Set(figures.notFound)].map((path) => `\`${path}\``).join(', ')}.`,
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
