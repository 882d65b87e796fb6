import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS } from '../chromium-path.mjs';

export interface LighthouseFigures {
  /** 0 to 1. */
  performance: number;
  /** Milliseconds. */
  lcp: number;
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

/** Medians of each figure over `runs` runs (Lighthouse's own advice: at least 5 on a busy machine). */
export async function lighthouseMedians(
  url: string,
  chromePath: string,
  runs: number,
  onRun: (run: number, figures: LighthouseFigures) => void = () => undefined,
): Promise<{ medians: LighthouseFigures; runs: LighthouseFigures[] }> {
  const all: LighthouseFigures[] = [];
  for (let run = 1; run <= runs; run += 1) {
    const figures = await runLighthouse(url, chromePath);
    onRun(run, figures);
    all.push(figures);
  }
  const of = (key: keyof LighthouseFigures) => median(all.map((figures) => figures[key]));
  return {
    medians: {
      performance: of('performance'),
      lcp: of('lcp'),
      tbt: of('tbt'),
      cls: of('cls'),
      totalByteWeight: of('totalByteWeight'),
    },
    runs: all,
  };
}
