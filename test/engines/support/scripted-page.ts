import type { Control, ControlRole, CustomerPage } from '../../../qa/customer-page.ts';
import { findControls, type ControlQuery, type Found } from './find-control.ts';
import { pause } from './poll.ts';

export type EngineName = 'firefox' | 'webkit';

/**
 * What a browser engine's driver gives the walks: scripts run in the page, a pointer's click on an
 * element, navigation and screenshots. Firefox's comes over WebDriver BiDi (puppeteer-core),
 * WebKit's over classic WebDriver (webdriver): neither has Playwright's locators, so controls are
 * found in the page (find-control.ts) and clicked by the driver, as a pointer would.
 */
export interface EngineDriver {
  readonly engine: EngineName;
  /** Evaluates a JavaScript expression in the page, awaiting a promise; the result as JSON. */
  run<R>(expression: string): Promise<R>;
  /** Runs a script's source (statements) in the page, e.g. axe's. */
  inject(source: string): Promise<void>;
  /** Clicks, with the driver's pointer, the element the expression evaluates to. */
  clickElement(expression: string): Promise<void>;
  /** Opens a URL, returning once its HTML is parsed (the app may still be loading). */
  goto(url: string): Promise<void>;
  /** Writes a PNG of what the page shows. */
  screenshot(path: string): Promise<void>;
  close(): Promise<void>;
}

/** On a busy 2-core machine a first load can take seconds, as in the Chromium walks. */
const WAIT_MS = 15_000;

function describeQuery(query: ControlQuery): string {
  return 'label' in query ? `field “${query.label}”` : `${query.role} “${query.name}”`;
}

function control(driver: EngineDriver, query: ControlQuery): Control {
  const find = `(${findControls.toString()})(${JSON.stringify(query)})`;
  const element = `${find}[0]`;
  /** Waits until exactly one control answers the query, as Playwright's strict locators do. */
  async function one(): Promise<Found> {
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const found = await driver.run<Found>(
        `(() => { const all = ${find}; const first = all[0]; return { count: all.length, checked: !!first && (first.checked === true || first.getAttribute('aria-checked') === 'true') }; })()`,
      );
      if (found.count === 1) return found;
      if (found.count > 1) {
        throw new Error(`${String(found.count)} controls answer ${describeQuery(query)}.`);
      }
      if (Date.now() > deadline) {
        throw new Error(
          `Not on screen after ${String(WAIT_MS / 1000)} s: ${describeQuery(query)}.`,
        );
      }
      await pause(100);
    }
  }
  async function setChecked(checked: boolean): Promise<void> {
    if ((await one()).checked === checked) return;
    await driver.clickElement(element);
    if ((await one()).checked !== checked) {
      throw new Error(`A click did not ${checked ? 'tick' : 'untick'} ${describeQuery(query)}.`);
    }
  }
  return {
    async waitFor() {
      await one();
    },
    async click() {
      await one();
      await driver.clickElement(element);
    },
    check: () => setChecked(true),
    setChecked,
    async fill(text) {
      await one();
      // One input event with the whole text, from the editing command a paste-less autofill
      // uses: the masks format it and the confirmations (which refuse paste) take it.
      const edit =
        text === ''
          ? `document.execCommand('delete')`
          : `document.execCommand('insertText', false, ${JSON.stringify(text)})`;
      await driver.run(
        `(() => { const field = ${element}; field.focus(); field.select(); ${edit}; })()`,
      );
    },
  };
}

/** A `CustomerPage` (the walks' engine-neutral page) over an engine's driver. */
export function scriptedPage(driver: EngineDriver): CustomerPage {
  return {
    getByRole: (role: ControlRole, { name, exact = false }) =>
      control(driver, { role, name, exact }),
    getByLabel: (label, { exact = false } = {}) => control(driver, { label, exact }),
    evaluate: <R, A>(fn: (arg: A) => R | Promise<R>, arg: A) =>
      driver.run<R>(`(${fn.toString()})(${arg === undefined ? '' : JSON.stringify(arg)})`),
    goto: (url) => driver.goto(url),
    screenshot: ({ path }) => driver.screenshot(path),
  };
}
