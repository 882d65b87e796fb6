import react from '@vitejs/plugin-react';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createServer, type Plugin } from 'vite';
import { PRERENDER_CACHE_DIR } from '../build-cache.ts';
import { BRANDS } from '../../../content/brands/index.ts';
import { portalStart, prerenderedMark } from '../../../src/app/portal-start.ts';
import { NO_SCRIPT_FILE } from '../../../routes/built-pages.ts';
import { noScriptPage } from './no-script-page.ts';
import { prerenderedPages } from './prerendered-pages.ts';
import { INLINE_SCRIPT, PRERENDER_STYLE_ATTRIBUTE } from './inline-script.ts';
import { scriptsAfterPaint, takeStartScripts } from './scripts-after-paint.ts';
import type { RenderedPage } from './render-page.tsx';
import { CSP_NONCE_PLACEHOLDER } from '../../../portal-config/csp.ts';

type RenderPage = (brandId: string, route: string) => Promise<RenderedPage>;

const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * Without JavaScript nothing opens the help centre's answers (MUI's Collapse): they are shown
 * open, so the static pages read in full (issue 17).
 */
const NO_SCRIPT_STYLE = `<noscript><style nonce="${CSP_NONCE_PLACEHOLDER}">.MuiCollapse-root{height:auto!important;visibility:visible!important}</style></noscript>`;

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}

/**
 * React escapes `"` in text, so ` style="` occurs only as an attribute: each becomes the attribute
 * the inline script turns back into a style through the CSSOM.
 */
function withoutStyleAttributes(body: string): string {
  return body.replaceAll(' style="', ` ${PRERENDER_STYLE_ATTRIBUTE}="`);
}

/** The built shell (dist/index.html) with one page drawn into it, its scripts asked for once it has painted. */
export function pageDocument(
  shell: string,
  page: RenderedPage,
  mark: string,
  themeColour: string,
): string {
  if (!shell.includes(ROOT_ELEMENT)) throw new Error(`The shell has no ${ROOT_ELEMENT}.`);
  const { html: withoutScripts, scripts } = takeStartScripts(shell);
  let html = withoutScripts
    .replace(
      /<meta name="theme-color" content="[^"]*"/,
      `<meta name="theme-color" content="${themeColour}"`,
    )
    .replace('</head>', `${page.styles}${NO_SCRIPT_STYLE}</head>`)
    .replace(
      ROOT_ELEMENT,
      `<div id="root" data-prerendered="${escapeAttribute(mark)}">${withoutStyleAttributes(page.body)}</div>` +
        `<script nonce="${CSP_NONCE_PLACEHOLDER}">${INLINE_SCRIPT};${scriptsAfterPaint(scripts)}</script>`,
    );
  if (page.title !== undefined)
    html = html.replace(/<title>[^<]*<\/title>/, `<title>${page.title}</title>`);
  return html;
}

/**
 * After the client build: draws every page of `prerenderedPages()` with the app's own code,
 * loaded through a Vite SSR loader of its own (the same JSX transform, no browser), into copies
 * of the built dist/index.html (docs/decisions/024-prerender.md).
 */
export function prerenderPlugin(): Plugin {
  let root = '';
  let outDir = '';
  let ssr = false;
  return {
    name: 'portal-prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      ssr = Boolean(config.build.ssr);
    },
    closeBundle: {
      // Before other plugins' closing steps see dist/ (precompression skips HTML anyway).
      order: 'pre',
      sequential: true,
      async handler() {
        if (ssr) return;
        const loader = await createServer({
          root,
          configFile: false,
          logLevel: 'error',
          appType: 'custom',
          plugins: [react()],
          server: { middlewareMode: true, hmr: false, ws: false, watch: null },
          mode: 'production',
          // Its own dependency cache: in the dev server's (node_modules/.vite), this production
          // loader's optimizer rewrote the deps a running `npm start` serves, and MUI then met a
          // second React (issue 39).
          cacheDir: resolve(root, PRERENDER_CACHE_DIR),
          // validator's ES build imports without file extensions, which Node refuses: bundled.
          ssr: { noExternal: ['validator'] },
        });
        try {
          const { renderPage } = (await loader.ssrLoadModule(
            '/scripts/build/prerender/render-page.tsx',
          )) as { renderPage: RenderPage };
          writeFileSync(join(outDir, NO_SCRIPT_FILE), noScriptPage());
          const shell = readFileSync(join(outDir, 'index.html'), 'utf8');
          for (const page of prerenderedPages()) {
            const rendered = await renderPage(page.brandId, page.route);
            const start = portalStart({ clientId: page.brandId, redirectUri: '' }, page.route);
            const file = join(outDir, page.file);
            mkdirSync(dirname(file), { recursive: true });
            writeFileSync(
              file,
              pageDocument(
                shell,
                rendered,
                prerenderedMark(start),
                BRANDS[page.brandId].palette.primary,
              ),
            );
          }
        } finally {
          await loader.close();
        }
      },
    },
  };
}
