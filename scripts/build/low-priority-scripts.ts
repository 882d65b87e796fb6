import type { Plugin } from 'vite';
import { CSP_NONCE_PLACEHOLDER } from '../../src/config/csp.ts';

/**
 * Starts loading the app's scripts once the browser has painted the page (its first-contentful-
 * paint entry; two frames where paint timing is missing) and the document's deferred scripts
 * (config.js) have run. The shell, whose #root is empty, and a page opened in a background tab
 * paint nothing first: they start at once.
 * Same-origin scripts added by a script pass `script-src 'self'`.
 */
function loader(entry: string, preloads: readonly string[]): string {
  return (
    `(function(){var d=document,w=window,started=0;function start(){if(started)return;started=1;` +
    `${JSON.stringify(preloads)}.forEach(function(h){var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;d.head.appendChild(l)});` +
    `var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry)};d.head.appendChild(s)}` +
    // The shell (no page drawn for this brand and route) has nothing to paint before the app.
    `function ready(){var r=d.getElementById('root');if(!r||!r.firstChild||d.visibilityState!=='visible')return start();` +
    `var P=w.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('paint')>=0){` +
    `new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(start,0)}}).observe({type:'paint',buffered:true})}` +
    `else requestAnimationFrame(function(){requestAnimationFrame(start)});` +
    // A page that never paints (hidden until now) still starts, and so does one whose paint entry
    // never comes: the app is never held back more than a moment past the HTML.
    `d.addEventListener('visibilitychange',function(){setTimeout(start,1000)});setTimeout(start,3000)}` +
    `if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',ready);else ready()})()`
  );
}

/**
 * The portal's page is drawn from HTML before any script runs (docs/decisions/024-prerender.md),
 * so its app code is not needed for the first paint: the module script and the bundler's
 * `modulepreload` links are replaced by a small inline script (with the page's nonce) that adds
 * them once the page has painted, and `config.js` is deferred. Loaded with the document, at the priority of its own scripts,
 * they would compete with it for a slow link, and Lighthouse's simulation counts every request
 * that ends before the largest paint as blocking it, adding 155 KB over slow 4G to the LCP
 * (docs/performance.md). The analysts' inspector page is left as built.
 */
export function lowPriorityScriptsPlugin(): Plugin {
  return {
    name: 'portal-scripts-after-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { path }) {
        if (path !== '/index.html') return html;
        const entry = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/.exec(html);
        if (!entry?.[1]) throw new Error('index.html has no module script.');
        const preloads = [
          ...html.matchAll(/<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g),
        ];
        // Deferred, the deployment's configuration no longer holds the first paint up; deferred
        // scripts run in order before DOMContentLoaded, so it is there before the app starts.
        let page = html
          .replace(entry[0], '')
          .replace('<script src="/portal/config.js"', '<script src="/portal/config.js" defer');
        for (const preload of preloads) page = page.replace(preload[0], '');
        return page.replace(
          '</body>',
          `<script nonce="${CSP_NONCE_PLACEHOLDER}">${loader(
            entry[1],
            preloads.map((preload) => preload[1] ?? ''),
          )}</script></body>`,
        );
      },
    },
  };
}
