/** Why a third-party script is not running. */
export class ScriptLoadError extends Error {
  constructor(
    readonly reason: 'not-allowed' | 'failed' | 'timeout',
    url: string,
  ) {
    super(`Script ${reason}: ${url}`);
    this.name = 'ScriptLoadError';
  }
}

export interface ScriptLoader {
  /**
   * Adds `<script src=url async>` once per URL; resolves when it has run. A failed or timed-out
   * load is forgotten, so the next call tries again.
   */
  load(
    url: string,
    options: { timeoutMs: number; attributes?: Record<string, string> },
  ): Promise<void>;
}

/**
 * The one way the portal adds a third-party script. Only URLs on the configured origins load
 * (those a Content-Security-Policy allows, `portal-config/csp.ts`); anything else is refused before
 * the browser is asked.
 */
export function createScriptLoader(
  allowedOrigins: readonly string[],
  ownerDocument?: Document,
): ScriptLoader {
  const loads = new Map<string, Promise<void>>();

  function inject(url: string, timeoutMs: number, attributes: Record<string, string>) {
    // Read when a script is wanted, not when the loader is made (at import, maybe without a DOM).
    const doc = ownerDocument ?? document;
    return new Promise<void>((resolve, reject) => {
      const script = doc.createElement('script');
      const timer = setTimeout(() => {
        fail('timeout');
      }, timeoutMs);
      function settle() {
        clearTimeout(timer);
        script.onload = null;
        script.onerror = null;
      }
      function fail(reason: 'failed' | 'timeout') {
        settle();
        script.remove();
        loads.delete(url);
        reject(new ScriptLoadError(reason, url));
      }
      script.onload = () => {
        settle();
        resolve();
      };
      script.onerror = () => {
        fail('failed');
      };
      for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
      script.async = true;
      script.src = url;
      doc.head.append(script);
    });
  }

  return {
    load(url, { timeoutMs, attributes = {} }) {
      let origin: string | undefined;
      try {
        origin = new URL(url).origin;
      } catch {
        origin = undefined;
      }
      if (origin === undefined || !allowedOrigins.includes(origin)) {
        return Promise.reject(new ScriptLoadError('not-allowed', url));
      }
      let load = loads.get(url);
      if (!load) {
        load = inject(url, timeoutMs, attributes);
        loads.set(url, load);
      }
      return load;
    },
  };
}
