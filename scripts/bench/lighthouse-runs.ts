import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS } from '../chromium-path.mjs';

export interface LighthouseFigures {
  /** 0 to 1. */
  performance: number;
  /** Milliseconds. */
  lcp: number;
  /** Milliseconds. */
  fcp: number;
  /** Milliseconds. */
  tbt: number;
  cls: number;
  /** Bytes transferred for the whole page, compressed as served. */
  totalByteWeight: number;
}

function audit(
  lhr: { audits: Record<string, { numericValue?: number } | undefined> },
  id: string,
): number {
  const value = lhr.audits[id]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse gave no value for ${id}.`);
  return value;
}

/**
 * One Lighthouse run with its default config: the mobile preset (Moto G Power screen, 4x CPU
 * slowdown, simulated slow 4G), performance category only, in a fresh Chromium.
 */
export async function runLighthouse(url: string, chromePath: string): Promise<LighthouseFigures> {
  const chrome = await launch({ chromePath, chromeFlags: [...CHROMIUM_FLAGS], logLevel: 'silent' });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error('Lighthouse returned no result.');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const score = lhr.categories.performance?.score;
    if (score === undefined || score === null) throw new Error('No performance score.');
    return {
      performance: score,
      lcp: audit(lhr, 'largest-contentful-paint'),
      fcp: audit(lhr, 'first-contentful-paint'),
      tbt: audit(lhr, 'total-blocking-time'),
      cls: audit(lhr, 'cumulative-layout-shift'),
      totalByteWeight: audit(lhr, 'total-byte-weight'),
    };
  } finally {
    chrome.kill();
  }
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle];
  const lower = sorted[middle - 1];
  if (upper === undefined) throw new Error('No values.');
  return sorted.length % 2 === 1 || lower === undefined ? upper : (lower + upper) / 2;
}

/** The median of each figure. */
export function mediansOf(all: readonly LighthouseFigures[]): LighthouseFigures {
  const of = (key: keyof LighthouseFigures) => median(all.map((figures) => figures[key]));
  return {
    performance: of('performance'),
    lcp: of('lcp'),
    fcp: of('fcp'),
    tbt: of('tbt'),
    cls: of('cls'),
    totalByteWeight: of('totalByteWeight'),
  };
}

export interface Target {
  name: string;
  url: string;
}

/**
 * `rounds` Lighthouse runs of every target, alternating: each round runs every target once, in
 * order, so a load that comes and goes on a shared machine falls on all of them alike rather than
 * on whichever ran during it. Returns each target's runs, in the targets' order.
 */
export async function alternatingRuns(
  targets: readonly Target[],
  chromePath: string,
  rounds: number,
  onRun: (round: number, target: Target, figures: LighthouseFigures) => void = () => undefined,
): Promise<LighthouseFigures[][]> {
  const runs = targets.map((): LighthouseFigures[] => []);
  for (let round = 1; round <= rounds; round += 1) {
    for (const [index, target] of targets.entries()) {
      const figures = await runLighthouse(target.url, chromePath);
      onRun(round, target, figures);
      runs[index]?.push(figures);
    }
  }
  return runs;
}
