// First: it gives notistack's styles the page's CSP nonce before notistack loads.
import './app/csp-nonce.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createServices } from './app/services.ts';
import { saveStartupParams } from './app/stored-client.ts';
import { config } from './config/env.ts';

saveStartupParams(window.location, window.localStorage);
// The composition root: the one place the portal's effects are built.
const services = createServices(config);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');
// A transition renders in slices that yield to the browser every few milliseconds, instead of one
// long task that blocks input (Total Blocking Time; docs/performance.md).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App services={services} notFoundUrl={config.notFoundUrl} />
    </StrictMode>,
  );
});
