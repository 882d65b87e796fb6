import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { CHROMIUM_FLAGS, testBrowserPath } from '../../../../scripts/chromium-path.mjs';

export const CATEGORIES = ['accessibility', 'best-practices'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface LighthouseScores {
  scores: Record<Category, number | null>;
  /** Audits of those categories that did not pass, as `id (score): title`. */
  failing: string[];
}

/**
 * One Lighthouse run (desktop preset: the scores asked for here do not depend on throttling) in a
 * Chromium of its own, closed afterwards.
 */
export async function runLighthouse(url: string): Promise<LighthouseScores> {
  const chromePath = testBrowserPath();
  if (!chromePath) throw new Error('Chromium not found: run `node scripts/ensure-chromium.mjs`.');
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: [...CHROMIUM_FLAGS] });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, logLevel: 'error', onlyCategories: [...CATEGORIES] },
      desktopConfig,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}.`);
    const { categories, audits } = result.lhr;
    const failing = CATEGORIES.flatMap((id) =>
      (categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .flatMap((ref) => audits[ref.id] ?? [])
        .filter((audit) => audit.score !== null && audit.score < 1)
        .map((audit) => `${id}/${audit.id} (${String(audit.score)}): ${audit.title}`),
    );
    return {
      scores: {
        accessibility: categories.accessibility?.score ?? null,
        'best-practices': categories['best-practices']?.score ?? null,
      },
      failing,
    };
  } finally {
    chrome.kill();
  }
}
