import { company } from '../../content/company.ts';
import type { Captcha } from '../adapters/captcha/captcha.ts';
import { createRecaptchaCaptcha } from '../adapters/captcha/recaptcha-captcha.ts';
import { createSandboxCaptcha } from '../adapters/captcha/sandbox-captcha.ts';
import { createHttpConsent, type ConsentRecorder } from '../adapters/consent/consent.ts';
import { noFingerprint, type Fingerprint } from '../adapters/fingerprint/fingerprint.ts';
import { createFingerprintJs } from '../adapters/fingerprint/fingerprintjs-fingerprint.ts';
import {
  createRedirectRewrite,
  type RedirectUriRewrite,
} from '../adapters/redirect/rewrite-redirect-uri.ts';
import { createScriptLoader } from '../adapters/scripts/script-loader.ts';
import {
  createSessionRecording,
  noSessionRecording,
  type SessionRecording,
} from '../adapters/session-recording/session-recording.ts';
import { createHttpClient } from '../api/http-client.ts';
import { createRegistrationApi } from '../api/registration-api.ts';
import { config } from '../config/env.ts';

/**
 * The effects the portal runs with, one of each for the whole app, chosen by the configuration
 * validated in `src/config/env.ts`. With no configuration every adapter is the offline sandbox
 * one (docs/integrations.md).
 */
export const registrationApi = createRegistrationApi(
  createHttpClient({
    baseUrl: config.api.baseUrl,
    timeoutMs: config.api.timeoutMs,
    spanIdKey: company.spanIdKey,
  }),
);

/** Third-party scripts load only from the origins the configuration names. */
const scriptOrigins = [
  ...(config.captcha.kind === 'recaptcha' ? [new URL(config.captcha.scriptUrl).origin] : []),
  ...(config.sessionRecording ? [new URL(config.sessionRecording.scriptUrl).origin] : []),
];
const scripts = createScriptLoader(scriptOrigins);

export const captcha: Captcha =
  config.captcha.kind === 'recaptcha'
    ? createRecaptchaCaptcha({ ...config.captcha, scripts })
    : createSandboxCaptcha();

export const fingerprint: Fingerprint =
  config.fingerprint === 'fingerprintjs' ? createFingerprintJs() : noFingerprint;

export const consent: ConsentRecorder = createHttpConsent({ ...config.consent, fingerprint });

export const rewriteRedirectUri: RedirectUriRewrite = createRedirectRewrite(config.redirectRewrite);

export const sessionRecording: SessionRecording = config.sessionRecording
  ? createSessionRecording(config.sessionRecording.scriptUrl, scripts)
  : noSessionRecording;
