import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { CSP_NONCE_PLACEHOLDER } from '../portal-config/csp.ts';
import { INSPECTOR_BASE, inspectorDevPlugin } from './src/relay/dev-plugin.ts';

/**
 * The analysts' state-chart inspector, an app of its own (docs/decisions/044-inspector-own-app.md):
 * `npm run inspector` (dev server), `npm run build:inspector` (into inspector/dist/, served under
 * /portal/inspector/ by `npm run serve:inspector` or the internal host's nginx). The customers'
 * build (vite.config.ts) has none of it. `npm start` also serves this folder's page at
 * /portal/inspector/, as a page of the portal's dev server.
 */
export default defineConfig({
  root: import.meta.dirname,
  base: INSPECTOR_BASE,
  // The portal's icon, copied beside the page.
  publicDir: resolve(import.meta.dirname, '../public'),
  plugins: [react(), inspectorDevPlugin()],
  server: { port: 5174, strictPort: true, open: false },
  // Every script and stylesheet tag carries this placeholder; the server puts a fresh nonce in
  // its place per response, as for the portal (docs/security.md).
  html: { cspNonce: CSP_NONCE_PLACEHOLDER },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The chart's drawing library and layout engine are large by nature; analysts load them once.
    chunkSizeWarningLimit: 2_000,
  },
});
