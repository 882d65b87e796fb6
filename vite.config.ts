import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { sandboxPlugin } from './sandbox/vite-plugin.ts';
import { CSP_NONCE_PLACEHOLDER } from './src/config/csp.ts';

// The portal lives under /portal/; in development the sandbox API answers on the same origin.
// Two pages: the portal (index.html) and the analysts' state-chart inspector
// (inspector/index.html, at /portal/inspector/), which customers never load: its code is in
// chunks of its own (docs/decisions/007-inspector.md).
export default defineConfig({
  base: '/portal/',
  plugins: [react(), sandboxPlugin()],
  server: { port: 5173, strictPort: true, open: false },
  preview: { port: 4173, strictPort: true },
  // Stately's hosted inspector is imported on demand (`?inspect=stately` in development): bundle
  // it up front so the first use does not reload the page.
  optimizeDeps: { include: ['@statelyai/inspect'] },
  // Every script and stylesheet tag of the built pages, and <meta property="csp-nonce">, carry
  // this placeholder; the server puts a fresh nonce in its place per response
  // (sandbox/static.ts, docs/security.md).
  html: { cspNonce: CSP_NONCE_PLACEHOLDER },
  build: {
    rolldownOptions: {
      input: {
        index: resolve(import.meta.dirname, 'index.html'),
        inspector: resolve(import.meta.dirname, 'inspector/index.html'),
      },
    },
  },
});
