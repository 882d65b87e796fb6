import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** React Router's production build: one large module the portal takes a handful of exports from. */
const ROUTER_MODULE = /node_modules\/react-router\/dist\/production\/chunk-[\w-]+\.mjs$/;

/**
 * Lets the bundler drop the parts of React Router the portal does not use (forms, fetchers,
 * prefetching, scroll restoration, framework mode). Its module marks neither its top-level
 * `React.forwardRef(…)` and `React.createContext(…)` calls as pure nor leaves its components'
 * `X.displayName = "…"` assignments out of production, so each of those counts as a side effect
 * and keeps its component, and all it calls, in the register screen's bundle: about 11 KB gzip
 * for a single hook. Here those calls get the `@__PURE__` annotation the rest of the React
 * ecosystem's builds carry, and the top-level display names (read only by React's developer
 * tools) go. Nothing else in the module changes (docs/performance.md).
 */
export function reactRouterPurePlugin(): Plugin {
  return {
    name: 'portal-react-router-pure',
    apply: 'build',
    transform: {
      filter: { id: ROUTER_MODULE },
      handler(code, id) {
        if (!ROUTER_MODULE.test(id)) return null;
        const edited = new MagicString(code);
        for (const match of code.matchAll(/^\w+\.displayName = "[^"\n]*";$/gm)) {
          edited.remove(match.index, match.index + match[0].length);
        }
        for (const match of code.matchAll(
          /^var \w+ = (React\d*\.(?:forwardRef|createContext)\()/gm,
        )) {
          const at = match.index + match[0].length - (match[1]?.length ?? 0);
          edited.appendLeft(at, '/* @__PURE__ */ ');
        }
        return { code: edited.toString(), map: edited.generateMap({ hires: true, source: id }) };
      },
    },
  };
}
