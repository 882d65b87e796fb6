import axe, { type AxeResults, type Result } from 'axe-core';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE } from '../chromium.ts';

/** WCAG 2.2 AA and axe's best practices, exactly the tags issue 8 names. */
export const AXE_TAGS = [
  'wcag2a',
  'wcag2aa',
  'wcag21a',
  'wcag21aa',
  'wcag22aa',
  'best-practice',
] as const;

export const SIZES = [
  { name: 'phone', viewport: PHONE },
  { name: 'desktop', viewport: DESKTOP },
] as const;

/** One axe violation, in words a reader of a failed test can act on. */
export function describeViolation(violation: Result): string {
  const targets = violation.nodes.map((node) => {
    const summary = node.failureSummary?.split('\n').slice(1).join(' ').trim() ?? '';
    const html = node.html.length > 160 ? `${node.html.slice(0, 160)}…` : node.html;
    return `    - ${node.target.join(' ')}${summary === '' ? '' : `: ${summary}`}\n      ${html}`;
  });
  return [
    `  [${violation.impact ?? 'unknown'}] ${violation.id}: ${violation.help}`,
    `    ${violation.helpUrl}`,
    ...targets,
  ].join('\n');
}

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

/**
 * axe's rules run in the page itself, injected once per document: a scan after a step within the
 * app reuses it, where @axe-core/playwright evaluated its half-megabyte source twice per scan.
 * The portal has no iframe for axe to reach.
 */
async function runAxe(page: Page): Promise<AxeResults> {
  if (!(await page.evaluate(() => window.axe !== undefined))) await page.evaluate(axe.source);
  return page.evaluate(
    (tags) => {
      if (!window.axe) throw new Error('axe did not load in the page.');
      return window.axe.run(document, { runOnly: { type: 'tag', values: tags } });
    },
    [...AXE_TAGS],
  );
}

/**
 * Scans the page as it is now at the phone and the desktop size, in that order, and returns a
 * readable report of every violation ('' when there is none). The page keeps the desktop size.
 */
export async function scanScreen(page: Page, screen: string): Promise<string> {
  const reports: string[] = [];
  for (const { name, viewport } of SIZES) {
    await page.setViewportSize(viewport);
    // One frame, so the media queries of the new size apply before axe reads the layout.
    await page.evaluate(
      () =>
        new Promise<void>((done) => {
          requestAnimationFrame(() => {
            done();
          });
        }),
    );
    const { violations } = await runAxe(page);
    if (violations.length > 0) {
      reports.push(
        `${screen} (${name}, ${page.url()}):\n${violations.map(describeViolation).join('\n')}`,
      );
    }
  }
  return reports.join('\n');
}
