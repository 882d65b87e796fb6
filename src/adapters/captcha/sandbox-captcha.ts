import type { Captcha } from './captcha.ts';

/** The response the sandbox API accepts; see sandbox/captcha.ts. */
export const SANDBOX_CAPTCHA_RESPONSE = 'sandbox-captcha-ok';

/** Offline captcha for development and tests: always passes, like a solved invisible challenge. */
export function createSandboxCaptcha(): Captcha {
  return { execute: () => Promise.resolve(SANDBOX_CAPTCHA_RESPONSE) };
}
