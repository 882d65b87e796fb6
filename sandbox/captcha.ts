/**
 * The sandbox's captcha rule. The portal's offline captcha adapter answers
 * SANDBOX_CAPTCHA_OK; tests that need a failing captcha send SANDBOX_CAPTCHA_FAIL.
 * A prefix match lets an adapter append a nonce or a counter and still pass.
 */
export const SANDBOX_CAPTCHA_OK = 'sandbox-captcha-ok';
export const SANDBOX_CAPTCHA_FAIL = 'sandbox-captcha-fail';

export function isCaptchaAccepted(recaptchaResponse: string): boolean {
  return recaptchaResponse.startsWith(SANDBOX_CAPTCHA_OK);
}
