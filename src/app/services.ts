import type { InspectionEvent } from 'xstate';
import { brandOf } from '../../content/brands/index.ts';
import { SPAN_ID_KEY } from '../../machines/shared/api.ts';
import type { Captcha } from '../adapters/captcha/captcha.ts';
import { lazyCaptcha } from '../adapters/captcha/lazy-captcha.ts';
import { createSandboxCaptcha } from '../adapters/captcha/sandbox-captcha.ts';
import type { ConsentRecorder } from '../adapters/consent/consent.ts';
import { lazyConsent } from '../adapters/consent/lazy-consent.ts';
import { noFingerprint } from '../adapters/fingerprint/fingerprint.ts';
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
import { createRegistrationApi, type RegistrationApi } from '../api/registration-api.ts';
import type { PortalConfig } from '../../portal-config/env.ts';
import { portalInspectorFeed } from '../inspector-feed/feed.ts';
import { statelyInspectionRequested, statelyObserver } from '../inspector-feed/stately-dev.ts';
import { lazyTelemetry } from '../telemetry/telemetry.ts';
import { createRouterNavigation, type Navigation } from './navigation.ts';
import { readStoredClient } from './stored-client.ts';

/**
 * Every effect the portal runs with. The app builds one set where it starts
 * (`createServices`) and hands it down through `ServicesContext`; tests hand down fakes.
 */
export interface Services {
  api: RegistrationApi;
  captcha: Captcha;
  /** Records the consent before either register call. */
  consent: ConsentRecorder;
  /** The non-customer sign-up's redirect URI rule. */
  rewriteRedirectUri: RedirectUriRewrite;
  sessionRecording: SessionRecording;
  navigation: Navigation;
  /**
   * Observer of the register page's actor (XState's `inspect` option: the events sent to it, its
   * snapshots). The app's posts the live feed for the analysts' inspector (src/inspector-feed/);
   * tests pass one to see what the views sent, or none.
   */
  inspect?: (inspection: InspectionEvent) => void;
}

/**
 * The composition root's one factory: the effects chosen by the configuration validated in
 * `portal-config/env.ts`. With no configuration every adapter is the offline sandbox one
 * (docs/integrations.md). Nothing is built at import time.
 */
export function createServices(config: PortalConfig): Services {
  // Third-party scripts load only from the origins the configuration names.
  const scripts = createScriptLoader([
    ...(config.captcha.kind === 'recaptcha' ? [new URL(config.captcha.scriptUrl).origin] : []),
    ...(config.sessionRecording ? [new URL(config.sessionRecording.scriptUrl).origin] : []),
  ]);
  const { captcha } = config;
  const fingerprint =
    config.fingerprint === 'fingerprintjs' ? createFingerprintJs() : noFingerprint;
  return {
    api: createRegistrationApi(
      createHttpClient({
        baseUrl: config.api.baseUrl,
        timeoutMs: config.api.timeoutMs,
        spanIdKey: SPAN_ID_KEY,
      }),
    ),
    captcha:
      captcha.kind === 'recaptcha'
        ? lazyCaptcha(() =>
            import('../adapters/captcha/recaptcha-captcha.ts').then(({ createRecaptchaCaptcha }) =>
              createRecaptchaCaptcha({ ...captcha, scripts }),
            ),
          )
        : createSandboxCaptcha(),
    consent: lazyConsent(() => import('../adapters/consent/consent.ts'), {
      ...config.consent,
      fingerprint,
    }),
    rewriteRedirectUri: createRedirectRewrite(config.redirectRewrite),
    sessionRecording: config.sessionRecording
      ? createSessionRecording(config.sessionRecording, scripts)
      : noSessionRecording,
    navigation: createRouterNavigation(),
    inspect: registrationInspection(config.telemetryUrl),
  };
}

/** The brand this page runs as: the stored `client_id`'s, as the portal chose it at startup. */
function storedBrand(): string {
  try {
    return brandOf(readStoredClient(window.localStorage).clientId).id;
  } catch {
    return brandOf('').id;
  }
}

/**
 * The live feed to the analysts' inspector, the transition telemetry when configured
 * (docs/analytics.md) and, with `?inspect=stately` in development, Stately's hosted inspector:
 * all only watch, and none opens or loads anything before a register screen starts.
 */
function registrationInspection(
  telemetryUrl: string | undefined,
): (inspection: InspectionEvent) => void {
  const feed = portalInspectorFeed();
  const telemetry = telemetryUrl
    ? lazyTelemetry(telemetryUrl, () =>
        import('../telemetry/transition-beacon.ts').then((beacon) => ({
          startTelemetry: (url, noted) =>
            beacon.startTelemetry(url, noted, { brand: storedBrand() }),
        })),
      )
    : undefined;
  const stately =
    typeof window !== 'undefined' && statelyInspectionRequested(window.location.search)
      ? statelyObserver()
      : undefined;
  return (inspection) => {
    feed.inspect(inspection);
    telemetry?.(inspection);
    stately?.(inspection);
  };
}
