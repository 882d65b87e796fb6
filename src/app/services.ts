import { company } from '../../content/company.ts';
import { createSandboxCaptcha } from '../adapters/captcha/sandbox-captcha.ts';
import { createHttpClient } from '../api/http-client.ts';
import { createRegistrationApi } from '../api/registration-api.ts';

const DEFAULT_TIMEOUT_MS = 15_000;

/** The effects the portal runs with: one API client and one captcha for the whole app. */
export const registrationApi = createRegistrationApi(
  createHttpClient({
    baseUrl: import.meta.env.VITE_API_BASE_URL ?? '',
    timeoutMs: Number(import.meta.env.VITE_API_TIMEOUT_MS ?? DEFAULT_TIMEOUT_MS),
    spanIdKey: company.spanIdKey,
  }),
);

export const captcha = createSandboxCaptcha();
