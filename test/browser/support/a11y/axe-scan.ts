import { AxeBuilder } from '@axe-core/playwright';
import type { Result } from 'axe-core';
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
function describeViolation(violation: Result): string {
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
    // Legacy mode runs axe in the page itself: the default mode finishes each run in a new blank
    // page, which costs about half a second a scan here, and the portal has no iframe to reach.
    const { violations } = await new AxeBuilder({ page })
      .setLegacyMode(true)
      .withTags([...AXE_TAGS])
      .analyze();
    if (violations.length > 0) {
      reports.push(
        `${screen} (${name}, ${page.url()}):\n${violations.map(describeViolation).join('\n')}`,
      );
    }
  }
  return reports.join('\n');
}
