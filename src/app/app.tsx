import createCache from '@emotion/cache';
import { useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { cspNonce } from './csp-nonce.ts';
import { PortalFrame } from './portal-frame.tsx';
import { portalStart, type PortalStart } from './portal-start.ts';
import { BASE_PATH } from './router.tsx';
import type { Services } from './services.ts';
import { readStoredClient } from './stored-client.ts';

/**
 * Emotion's styles carry the page's CSP nonce, so a policy without 'unsafe-inline' lets them
 * in. `prepend` puts them first in <head> (MUI's `injectFirst`): a stylesheet can override MUI.
 * Created in the browser, it takes over the prerendered page's style elements (their ids are
 * already inserted), so hydration adds none of them twice.
 */
const emotionCache = createCache({
  key: 'css',
  prepend: true,
  ...(cspNonce === undefined ? {} : { nonce: cspNonce }),
});

/**
 * The app in the browser: the services built where it starts (`src/main.tsx`), the deployment's
 * external 404 page, and the start of this visit (`browserStart`: the stored client's brand, its
 * route table); read from localStorage when not given.
 */
export function App({
  services,
  notFoundUrl,
  start,
  onReady,
}: {
  services: Services;
  notFoundUrl: string;
  start?: PortalStart;
  /** Called once the app is interactive: hydrated, or drawn for the first time. */
  onReady?: () => void;
}) {
  const [chosen] = useState(
    () => start ?? portalStart(readStoredClient(window.localStorage), window.location.pathname),
  );
  // An effect of the root runs after the whole first commit, when every handler is attached.
  useEffect(() => {
    onReady?.();
  }, [onReady]);
  return (
    <PortalFrame
      services={services}
      notFoundUrl={notFoundUrl}
      start={chosen}
      cache={emotionCache}
      router={(routes) => <BrowserRouter basename={BASE_PATH}>{routes}</BrowserRouter>}
    />
  );
}
