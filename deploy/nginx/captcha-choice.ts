/**
 * Production's captcha rule (issue 28): a server for customers runs Google's reCAPTCHA, so it
 * refuses to start without a site key, unless the sandbox captcha (which passes every
 * challenge) is chosen in so many words with `PORTAL_CAPTCHA=sandbox`; then it says so at every
 * start. Never silently the sandbox's.
 */
import { ConfigError, type PortalConfig } from '../../portal-config/env.ts';

export const CAPTCHA_CHOICE_VARIABLE = 'PORTAL_CAPTCHA';

/** The warning to print at start, if any; throws when the choice is missing or contradicts. */
export function captchaChoice(
  config: PortalConfig,
  env: Readonly<Record<string, string | undefined>>,
): string | undefined {
  const choice = env[CAPTCHA_CHOICE_VARIABLE]?.trim() ?? '';
  const problem = (text: string) =>
    new ConfigError([{ variable: CAPTCHA_CHOICE_VARIABLE, problem: text }]);
  if (choice !== '' && choice !== 'sandbox' && choice !== 'recaptcha') {
    throw problem(`must be recaptcha or sandbox, not '${choice}'.`);
  }
  if (config.captcha.kind === 'recaptcha') {
    if (choice === 'sandbox') {
      throw problem('is sandbox, but PORTAL_RECAPTCHA_SITE_KEY is set: choose one.');
    }
    return undefined;
  }
  if (choice !== 'sandbox') {
    throw problem(
      'is not sandbox and PORTAL_RECAPTCHA_SITE_KEY is not set: set the site key, or PORTAL_CAPTCHA=sandbox to run the sandbox captcha, which passes every challenge (never for customers).',
    );
  }
  return 'PORTAL_CAPTCHA=sandbox: the sandbox captcha passes every challenge; this server is not for customers.';
}

/**
 * Production's redirect rule (issue 28): the activation e-mail links to the `redirect_uri` the
 * visitor arrived with, so a server for customers states which ones its clients may bring
 * (`PORTAL_REDIRECT_URI_ALLOWLIST`, or `none`); without it, it does not start.
 */
export function redirectAllowListRequired(config: PortalConfig): void {
  if (config.redirectAllowList === undefined) {
    throw new ConfigError([
      {
        variable: 'PORTAL_REDIRECT_URI_ALLOWLIST',
        problem:
          "must list each client's redirect_uri prefixes (client@https://host/path/, comma-separated), or be none.",
      },
    ]);
  }
}
