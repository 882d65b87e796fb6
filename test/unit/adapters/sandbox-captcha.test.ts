// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { isCaptchaAccepted } from '../../../sandbox/captcha.ts';
import { createSandboxCaptcha } from '../../../src/adapters/captcha/sandbox-captcha.ts';

describe('the offline captcha adapter', () => {
  afterEach(() => {
    delete window.sandboxCaptcha;
  });

  it('answers both challenges with a response the sandbox API accepts', async () => {
    const captcha = createSandboxCaptcha();
    expect(isCaptchaAccepted(await captcha.execute('token'))).toBe(true);
    expect(isCaptchaAccepted(await captcha.execute('resend'))).toBe(true);
  });

  it('fails like a closed challenge when switched to fail', async () => {
    window.sandboxCaptcha = 'fail';
    await expect(createSandboxCaptcha().execute('token')).rejects.toThrow();
  });
});
