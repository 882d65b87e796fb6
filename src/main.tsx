// First: it gives notistack's styles the page's CSP nonce before notistack loads.
import './app/csp-nonce.ts';
// Then the Trusted Types policy, before any module adds a script (portal-config/trusted-types.ts).
import './config/trusted-types-policy.ts';
// The start-up code is evaluated in three tasks, so that none holds back input for long.
import './app/start-parts/after-react.ts';
import './app/start-parts/after-style-stack.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { browserStart, prerenderedMark } from './app/portal-start.ts';
import { createServices } from './app/services.ts';
import { saveStartupParams } from './app/stored-client.ts';
import { preloadPageAt } from './app/router.tsx';
import { takeOverFromPrerender } from './app/typed-before-ready.ts';
import { config } from './config/config.ts';
import { allowedRedirect } from '../machines/shared/redirect-allow-list.ts';

saveStartupParams(window.location, window.localStorage, (clientId, redirectUri) =>
  allowedRedirect(config.redirectAllowList, clientId, redirectUri),
);
// The stored client's brand and route table; a route the table redirects is replaced first.
const visit = browserStart(window.location, window.history, window.localStorage);
// The composition root: the one place the portal's effects are built.
const services = createServices(config);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');
const app = (
  <StrictMode>
    <App
      services={services}
      notFoundUrl={config.notFoundUrl}
      start={visit}
      onReady={takeOverFromPrerender}
    />
  </StrictMode>
);
/**
 * Attaches the app to the page the server drew, or draws it when that page is not this one's or
 * when the page's own code could not be fetched (the page then offers to fetch it again).
 */
function start(container: HTMLElement, pageLoaded: boolean): void {
  const drawnHere =
    container.dataset['prerendered'] === prerenderedMark(visit, window.location.search);
  if (drawnHere && pageLoaded) {
    // The server sent this very page drawn at build time (docs/decisions/024-prerender.md): React
    // attaches to it without drawing it again. As a transition, in slices that yield to the
    // browser: a plain hydrateRoot takes React's default hydration lane, which it renders in one
    // blocking task.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    // No page drawn for this brand and route (the dev server, a brand only the stored client id
    // names): the app draws itself, as a transition that yields to input (docs/performance.md).
    // The page drawn at build time stays on screen until then: React empties the container in
    // the same commit that draws the app, so the reader never meets a blank page between them.
    startTransition(() => {
      createRoot(container).render(app);
    });
  }
}

// A page whose code loads on demand is started with its code here, so that the app is whole
// when it says it is ready (src/app/router.tsx).
preloadPageAt(visit.table, visit.route).then(
  () => {
    start(root, true);
  },
  () => {
    start(root, false);
  },
);
