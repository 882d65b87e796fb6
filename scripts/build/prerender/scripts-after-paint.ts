/**
 * A prerendered page paints from its HTML alone; its scripts are asked for once it has
 * (docs/decisions/024-prerender.md, docs/performance.md). Fetched with the page, they would
 * arrive and run before its first paint on a fast link, and a browser with a slow one would
 * wait for them, as Lighthouse's simulation does: it counts every script that finished before
 * the paint it saw as holding that paint back.
 */
import { TRUSTED_TYPES_POLICIES } from '../../../portal-config/trusted-types.ts';

/** The scripts the built shell starts the app with, in the order they run. */
export interface StartScripts {
  /** The deployment's configuration (a classic script the server writes; it runs first). */
  config: string;
  /** The app's entry module. */
  entry: string;
  /** Modules the entry imports, fetched alongside it. */
  preloads: string[];
}

// With the comment before it in index.html, which says what it is.
const CONFIG_SCRIPT = /(?:<!--[^>]*-->\s*)?<script src="([^"]+\/config\.js)"[^>]*><\/script>\s*/;
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"[^>]*><\/script>\s*/;
const PRELOAD_LINK = /<link rel="modulepreload" crossorigin href="([^"]+)"[^>]*>\s*/g;

function take(html: string, pattern: RegExp, what: string): [string, string] {
  const found = pattern.exec(html);
  if (!found?.[1]) throw new Error(`The built shell has no ${what}.`);
  return [html.replace(found[0], ''), found[1]];
}

/** The shell without its start scripts' tags, and those scripts. */
export function takeStartScripts(shell: string): { html: string; scripts: StartScripts } {
  const [withoutConfig, config] = take(shell, CONFIG_SCRIPT, 'configuration script');
  const [withoutEntry, entry] = take(withoutConfig, ENTRY_SCRIPT, 'entry module script');
  const preloads = [...withoutEntry.matchAll(PRELOAD_LINK)].map((link) => link[1] ?? '');
  return { html: withoutEntry.replace(PRELOAD_LINK, ''), scripts: { config, entry, preloads } };
}

/**
 * Script text that asks for the start scripts once the page has painted: after the first frame
 * (a task queued from an animation frame runs after that frame's paint), or at once in a tab
 * that is not shown, which paints nothing. Each element carries the inline script's nonce. The
 * entry waits for the configuration, which it reads when it starts.
 */
export function scriptsAfterPaint({ config, entry, preloads }: StartScripts): string {
  const [entryUrl, configUrl] = [JSON.stringify(entry), JSON.stringify(config)];
  return [
    '(function(n){',
    // Under `require-trusted-types-for 'script'` a script's src takes only a trusted URL: a
    // policy of its own (portal-config/trusted-types.ts) admits these two and nothing else.
    `var t=window.trustedTypes&&trustedTypes.createPolicy(${JSON.stringify(TRUSTED_TYPES_POLICIES.start)},{createScriptURL:function(u){if(u===${entryUrl}||u===${configUrl})return u;throw new TypeError(u)}});`,
    'function s(u){return t?t.createScriptURL(u):u}',
    'function a(t,p){var e=document.createElement(t);for(var k in p)e[k]=p[k];e.nonce=n;document.head.appendChild(e)}',
    `function m(){a("script",{type:"module",crossOrigin:"",src:s(${entryUrl})})}`,
    'function go(){',
    `${JSON.stringify(preloads)}.forEach(function(h){a("link",{rel:"modulepreload",crossOrigin:"",href:h})});`,
    `a("script",{src:s(${configUrl}),onload:m,onerror:m})}`,
    'document.visibilityState==="hidden"?go():requestAnimationFrame(function(){setTimeout(go)})',
    '})(document.currentScript.nonce)',
  ].join('');
}
