import type { Captcha } from './captcha.ts';

/** The response the sandbox API accepts; see sandbox/captcha.ts. */
export const SANDBOX_CAPTCHA_RESPONSE = 'sandbox-captcha-ok';

/**
 * Setting `window.sandboxCaptcha = 'fail'` (in the browser console, or from a test with
 * `page.evaluate`) makes the offline captcha fail like a closed or expired challenge, so the
 * 'Erro no CAPTCHA' path can be walked without a real provider.
 */
export const SANDBOX_CAPTCHA_SWITCH = 'sandboxCaptcha';

declare global {
  interface Window {
    sandboxCaptcha?: 'fail';
  }
}

/** Offline captcha for development and tests: passes like a solved invisible challenge. */
export function createSandboxCaptcha(): Captcha {
  return {
    execute: () =>
      typeof window !== 'undefined' && window.sandboxCaptcha === 'fail'
        ? Promise.reject(new Error('Sandbox captcha switched to fail.'))
        : Promise.resolve(SANDBOX_CAPTCHA_RESPONSE),
  };
}
