import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { precompressPlugin } from './deploy/precompress.ts';
import { buildCachePlugin } from './scripts/build/build-cache.ts';
import { portalChunk } from './scripts/build/portal-chunk.ts';
import { prerenderPlugin } from './scripts/build/prerender/prerender-plugin.ts';
import { reactRouterPurePlugin } from './scripts/build/react-router-pure.ts';
import { sandboxPlugin } from './sandbox/vite-plugin.ts';
import { collectorPlugin } from './collector/vite-plugin.ts';
import { telemetryAllowListPlugin } from './scripts/build/telemetry-allow-list-plugin.ts';
import { configScriptPlugin, devRedirectAllowList } from './scripts/dev/config-script-plugin.ts';
import { inspectorDevPlugin } from './inspector/src/relay/dev-plugin.ts';
import { CSP_NONCE_PLACEHOLDER } from './portal-config/csp.ts';

// The portal lives under /portal/; in development the sandbox API answers on the same origin.
// The build is the customers' page only (index.html): the analysts' state-chart inspector is an
// app of its own with its own build (inspector/vite.config.ts), which the dev server also serves
// at /portal/inspector/ (docs/decisions/044-inspector-own-app.md).
export default defineConfig({
  base: '/portal/',
  plugins: [
    react(),
    // A build's Vite cache apart from the one a running `npm start` serves from.
    buildCachePlugin(),
    // React Router's unused parts out of the register screen's bundle (docs/performance.md).
    reactRouterPurePlugin(),
    configScriptPlugin(),
    // The sandbox applies the deployment's redirect allow-list as the page does (rule 8).
    sandboxPlugin({ redirectAllowList: devRedirectAllowList }),
    // `npm start` counts the portal's transitions beside the sandbox (docs/analytics.md); every
    // build writes the ids a collector accepts.
    collectorPlugin(),
    telemetryAllowListPlugin(),
    // In development the inspector's page is served too, at /portal/inspector with or without
    // its slash, and follows portals on other devices through a local WebSocket relay
    // (docs/decisions/022-inspector-relay.md).
    inspectorDevPlugin(),
    // Every build leaves .br and .gz copies of its text files for nginx to send (docs/deploy.md).
    precompressPlugin(),
    // Every brand's register screen and static pages drawn into HTML after the build, for a first
    // paint before any JavaScript (docs/decisions/024-prerender.md).
    prerenderPlugin(),
  ],
  resolve: {
    alias: [
      // React Router publishes its production build (no development warnings) but its package
      // exports only the development one: the build takes the production one
      // (docs/performance.md).
      // formik's four lodash helpers from es-toolkit's lodash-compatible build (tested against
      // lodash's own suite): 3.2 KB gzip less before the register screen is interactive
      // (docs/performance.md). Nothing else in the browser imports lodash.
      {
        find: /^lodash-es\/(clone|cloneDeep|isPlainObject|toPath)$/,
        replacement: 'es-toolkit/compat/$1',
      },
      {
        find: /^react-router$/,
        replacement: resolve(
          import.meta.dirname,
          'node_modules/react-router/dist/production/index.mjs',
        ),
      },
    ],
  },
  server: { port: 5173, strictPort: true, open: false },
  preview: { port: 4173, strictPort: true },
  // Stately's hosted inspector is loaded on demand (`?inspect=stately` in development,
  // src/inspector-feed/stately-dev.ts): bundle it up front so the first use does not reload the
  // page.
  optimizeDeps: { include: ['@statelyai/inspect'] },
  // Every script and stylesheet tag of the built pages, and <meta property="csp-nonce">, carry
  // this placeholder; the server puts a fresh nonce in its place per response
  // (static-server/static-portal.ts, docs/security.md).
  html: { cspNonce: CSP_NONCE_PLACEHOLDER },
  build: {
    // dist/.vite/manifest.json: what each chunk imports, read by the bundle budget and the bench.
    manifest: true,
    // Every browser the portal supports preloads modules natively; the polyfill would be one more
    // script before first paint.
    modulePreload: { polyfill: false },
    // Terser's smaller output (about 1.2 KB gzip less before the register screen is interactive
    // than the default minifier, measured in docs/decisions/056-terser-minifier.md) keeps the
    // 183 KB budget with room for the features that guard it. Only safe transforms.
    minify: 'terser',
    terserOptions: {
      module: true,
      ecma: 2020,
      compress: { passes: 3 },
      format: { comments: false },
    },
    // The portal chunk is about 610 kB minified by design (one file before first paint); what
    // counts is its gzip size, which test/browser/bundle-budget.test.ts holds under 200 KB.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      input: { index: resolve(import.meta.dirname, 'index.html') },
      // The register screen's first paint needs one chunk, not a dozen (docs/performance.md).
      output: {
        codeSplitting: { groups: [portalChunk(resolve(import.meta.dirname, 'src/main.tsx'))] },
      },
    },
  },
});
