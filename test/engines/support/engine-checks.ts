import axe, { type Result } from 'axe-core';
import { AXE_TAGS, describeViolation } from '../../browser/support/a11y/axe-scan.ts';
import { pollUntil } from './poll.ts';
import type { EngineDriver } from './scripted-page.ts';

/** What the engines' files check in the page beyond the walks' screens, each in a few calls. */

const WAIT_MS = 15_000;

async function until(driver: EngineDriver, expression: string, what: string): Promise<void> {
  const held = await pollUntil(() => driver.run<boolean>(`!!(${expression})`), {
    withinMs: WAIT_MS,
  });
  if (!held) throw new Error(`${driver.engine}: ${what}, not within 15 s.`);
}

/**
 * axe (WCAG 2.2 AA and best practices, as in Chromium) on the screen as it is, once its finite
 * animations have ended; '' when nothing is violated. axe is put in the page once per document.
 */
export async function axeReport(driver: EngineDriver, screen: string): Promise<string> {
  await until(
    driver,
    `document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity)`,
    `animations still running on ${screen}`,
  );
  if (!(await driver.run<boolean>('window.axe !== undefined'))) await driver.inject(axe.source);
  const violations = await driver.run<Result[]>(
    `window.axe.run(document, { runOnly: { type: 'tag', values: ${JSON.stringify(AXE_TAGS)} } }).then((results) => results.violations)`,
  );
  return violations.length
    ? `${screen} (${driver.engine}):\n${violations.map(describeViolation).join('\n')}`
    : '';
}

/** The app says it is interactive (src/app/typed-before-ready.ts). */
export function appReady(driver: EngineDriver): Promise<void> {
  return until(driver, 'window.__portalReady === true', 'the app never said it was ready');
}

/** A level-1 heading is on screen (the prerendered page or the app's). */
export function headingDrawn(driver: EngineDriver): Promise<void> {
  return until(driver, `document.querySelector('h1')`, 'no h1 on the page');
}

/**
 * Before the app runs: notes every element of the drawn page, and records what the page logs as
 * an error or a warning and every uncaught error from then on (classic WebDriver has no console,
 * so the page keeps them).
 */
export async function watchTakeOver(driver: EngineDriver): Promise<void> {
  await driver.run(`(() => {
    window.__drawn = [...document.querySelectorAll('#root *')];
    const logged = (window.__logged = []);
    for (const level of ['error', 'warn']) {
      const original = console[level].bind(console);
      console[level] = (...args) => {
        logged.push(level + ': ' + args.map(String).join(' '));
        original(...args);
      };
    }
    window.addEventListener('error', (event) => logged.push('error: ' + event.message));
    window.addEventListener('unhandledrejection', (event) => logged.push('rejection: ' + String(event.reason)));
    return true;
  })()`);
}

export interface TakeOver {
  /** The share of the drawn page's elements still in it: 1 when the app kept them all. */
  kept: number;
  /** What the page logged as an error or warning since `watchTakeOver`. */
  logged: string[];
}

export function takeOver(driver: EngineDriver): Promise<TakeOver> {
  return driver.run<TakeOver>(`({
    kept: window.__drawn.filter((element) => element.isConnected).length / window.__drawn.length,
    logged: window.__logged,
  })`);
}
