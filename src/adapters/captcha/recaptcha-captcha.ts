import type { ScriptLoader } from '../scripts/script-loader.ts';
import type { Captcha } from './captcha.ts';

/**
 * The part of Google's reCAPTCHA v2 JavaScript API an invisible widget uses
 * (https://developers.google.com/recaptcha/docs/invisible, "JavaScript API").
 */
export interface Grecaptcha {
  ready(callback: () => void): void;
  render(container: HTMLElement, parameters: RecaptchaRenderParameters): number;
  execute(widgetId: number): void;
  reset(widgetId: number): void;
}

export interface RecaptchaRenderParameters {
  sitekey: string;
  size: 'invisible';
  badge: 'bottomright' | 'bottomleft' | 'inline';
  callback: (response: string) => void;
  'expired-callback': () => void;
  'error-callback': () => void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

/** Why no response token came: every one of them keeps the customer on the step. */
export class CaptchaError extends Error {
  constructor(readonly reason: 'load' | 'timeout' | 'expired' | 'closed' | 'error') {
    super(`Captcha failed: ${reason}`);
    this.name = 'CaptchaError';
  }
}

export interface RecaptchaOptions {
  siteKey: string;
  /** Google's `api.js`, or a local fake of it in tests; `render=explicit` is added. */
  scriptUrl: string;
  /** How long a challenge may stay open; loading the script gets at most `LOAD_TIMEOUT_MS`. */
  timeoutMs: number;
  scripts: ScriptLoader;
  doc?: Document;
}

/** A script that has not run in 10 s is not coming on any connection a customer would wait on. */
export const LOAD_TIMEOUT_MS = 10_000;
/**
 * A closed challenge sends no callback at all; the widget only hides its frame. After the frame
 * hides, a solved challenge's callback still gets this long to arrive before it counts as closed.
 */
export const CLOSED_GRACE_MS = 1_500;

/** The challenge frame of reCAPTCHA v2 (and Enterprise), the only sign a challenge was closed. */
const CHALLENGE_FRAME =
  'iframe[src*="/recaptcha/api2/bframe"], iframe[src*="/recaptcha/enterprise/bframe"]';

/** The challenge's outermost box: reCAPTCHA toggles its `visibility` to show and hide it. */
function challengeBox(doc: Document): HTMLElement | undefined {
  let node = doc.querySelector(CHALLENGE_FRAME)?.parentElement ?? null;
  while (node && node.parentElement !== doc.body) node = node.parentElement;
  return node ?? undefined;
}

/**
 * Calls `onClosed` when the challenge box, once shown, is hidden again: how a customer closing
 * the challenge (clicking outside it) looks from the page. Returns the way to stop watching.
 */
function watchChallengeClosed(doc: Document, onClosed: () => void): () => void {
  let shown = false;
  const observer = new MutationObserver(() => {
    const box = challengeBox(doc);
    if (!box) return;
    const visible = box.style.visibility === 'visible';
    if (visible) shown = true;
    else if (shown) onClosed();
  });
  observer.observe(doc.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['style'],
  });
  return () => {
    observer.disconnect();
  };
}

function scriptUrlFor(base: string): string {
  const url = new URL(base);
  url.searchParams.set('render', 'explicit');
  url.searchParams.set('hl', 'pt-BR');
  return url.href;
}

interface Pending {
  resolve: (response: string) => void;
  reject: (error: CaptchaError) => void;
}

/**
 * Google reCAPTCHA v2, invisible: the script loads on the first challenge (never on a page that
 * does not submit), one widget is rendered once, and each `execute` resets it and resolves with
 * a fresh response token. Load failure, timeout, an expired or closed challenge and a widget
 * error reject, so the machine stays on the step with 'captcha.failed' and sends no call.
 */
export function createRecaptchaCaptcha(options: RecaptchaOptions): Captcha {
  // Read when needed, not when the adapter is made (at import, maybe without a DOM).
  const doc = () => options.doc ?? document;
  let ready: Promise<Grecaptcha> | undefined;
  let widget: { api: Grecaptcha; id: number } | undefined;
  let pending: Pending | undefined;

  function loadApi(): Promise<Grecaptcha> {
    ready ??= (async () => {
      const timeoutMs = Math.min(LOAD_TIMEOUT_MS, options.timeoutMs);
      try {
        await options.scripts.load(scriptUrlFor(options.scriptUrl), { timeoutMs });
      } catch {
        throw new CaptchaError('load');
      }
      const api = doc().defaultView?.grecaptcha;
      if (!api) throw new CaptchaError('load');
      // `ready` waits for the rest of the widget's code, which api.js loads by itself.
      return new Promise<Grecaptcha>((resolve, reject) => {
        const timer = setTimeout(() => {
          reject(new CaptchaError('load'));
        }, timeoutMs);
        api.ready(() => {
          clearTimeout(timer);
          resolve(api);
        });
      });
    })().catch((error: unknown) => {
      ready = undefined; // the next challenge tries again
      throw error;
    });
    return ready;
  }

  function settle(outcome: { response: string } | { error: CaptchaError }) {
    const current = pending;
    pending = undefined;
    if (!current) return;
    if ('response' in outcome) current.resolve(outcome.response);
    else current.reject(outcome.error);
  }

  function widgetOf(api: Grecaptcha): { api: Grecaptcha; id: number } {
    if (widget?.api === api) return widget;
    const container = doc().createElement('div');
    container.dataset['portalCaptcha'] = 'recaptcha';
    doc().body.append(container);
    const id = api.render(container, {
      sitekey: options.siteKey,
      size: 'invisible',
      badge: 'bottomright',
      callback: (response) => {
        settle(response === '' ? { error: new CaptchaError('error') } : { response });
      },
      'expired-callback': () => {
        settle({ error: new CaptchaError('expired') });
      },
      'error-callback': () => {
        settle({ error: new CaptchaError('error') });
      },
    });
    widget = { api, id };
    return widget;
  }

  async function execute(): Promise<string> {
    const api = await loadApi();
    const { id } = widgetOf(api);
    // One challenge at a time: a new one supersedes a forgotten one.
    settle({ error: new CaptchaError('closed') });
    return new Promise<string>((resolve, reject) => {
      let graceTimer: ReturnType<typeof setTimeout> | undefined;
      const stopWatching = watchChallengeClosed(doc(), () => {
        graceTimer ??= setTimeout(() => {
          settle({ error: new CaptchaError('closed') });
        }, CLOSED_GRACE_MS);
      });
      const timer = setTimeout(() => {
        settle({ error: new CaptchaError('timeout') });
      }, options.timeoutMs);
      const cleanUp = () => {
        clearTimeout(timer);
        clearTimeout(graceTimer);
        stopWatching();
      };
      pending = {
        resolve: (response) => {
          cleanUp();
          resolve(response);
        },
        reject: (error) => {
          cleanUp();
          reject(error);
        },
      };
      try {
        api.reset(id);
        api.execute(id);
      } catch {
        settle({ error: new CaptchaError('error') });
      }
    });
  }

  // reCAPTCHA v2 has no actions (v3 and Enterprise do): both steps run the same widget.
  return { execute: () => execute() };
}
