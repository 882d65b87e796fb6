import type { Captcha } from './captcha.ts';

/**
 * A captcha whose code loads with its first challenge, as the provider's own script already does:
 * a page that never submits never loads either (docs/performance.md). A failed load rejects the
 * challenge, as a failed script does, and the next challenge tries again.
 */
export function lazyCaptcha(load: () => Promise<Captcha>): Captcha {
  let loading: Promise<Captcha> | undefined;
  return {
    execute(action) {
      loading ??= load().catch((error: unknown) => {
        loading = undefined;
        throw error;
      });
      return loading.then((captcha) => captcha.execute(action));
    },
  };
}
