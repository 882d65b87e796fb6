/**
 * What the customer walks ask of a page, in any browser engine: the few calls of Playwright's
 * `Page` they use, so a Chromium page (playwright-core) is one as it is, and Firefox's and
 * WebKit's pages (test/engines/support/scripted-page.ts) implement the same calls over their own
 * drivers. Controls are found as a customer names them (role and accessible name, or label).
 */

/** A control found by role and name or by label, acted on as a customer would. */
export interface Control {
  /** Waits until it is on screen. */
  waitFor(): Promise<void>;
  click(): Promise<void>;
  /** Ticks a checkbox or picks a radio button (nothing if it already is). */
  check(): Promise<void>;
  setChecked(checked: boolean): Promise<void>;
  /** Replaces a field's text in one input event, as autofill does (no clipboard event). */
  fill(text: string): Promise<void>;
}

export type ControlRole = 'button' | 'checkbox' | 'radio' | 'heading' | 'textbox';

export interface CustomerPage {
  getByRole(role: ControlRole, options: { name: string; exact?: boolean }): Control;
  getByLabel(label: string, options?: { exact?: boolean }): Control;
  /** Runs `fn(arg)` in the page (a self-contained function: it is sent as source). */
  evaluate<R, A>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
  goto(url: string): Promise<unknown>;
  screenshot(options: { path: string; fullPage: boolean }): Promise<unknown>;
}
