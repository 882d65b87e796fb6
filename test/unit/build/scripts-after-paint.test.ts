// @vitest-environment jsdom
// jsdom, not happy-dom as the other DOM tests: jsdom fetches no script, so the test decides when
// the configuration has loaded; happy-dom would try the URL itself and end it on its own.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageDocument } from '../../../scripts/build/prerender/prerender-plugin.ts';
import {
  scriptsAfterPaint,
  takeStartScripts,
} from '../../../scripts/build/prerender/scripts-after-paint.ts';

// The shell as `vite build` writes it (dist/index.html), with the placeholder the server
// replaces by each response's nonce.
const SHELL = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta name="theme-color" content="#0b5cab" />
    <title>Cadastro</title>
    <!-- This deployment's configuration, served by the server (portal-config/config-script.ts). -->
    <script src="/portal/config.js"  nonce="CSP_NONCE_PLACEHOLDER"></script>
    <meta property="csp-nonce" nonce="CSP_NONCE_PLACEHOLDER">
    <script type="module" crossorigin src="/portal/assets/index-A.js" nonce="CSP_NONCE_PLACEHOLDER"></script>
    <link rel="modulepreload" crossorigin href="/portal/assets/runtime-B.js" nonce="CSP_NONCE_PLACEHOLDER">
    <link rel="modulepreload" crossorigin href="/portal/assets/portal-C.js" nonce="CSP_NONCE_PLACEHOLDER">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const START = {
  config: '/portal/config.js',
  entry: '/portal/assets/index-A.js',
  preloads: ['/portal/assets/runtime-B.js', '/portal/assets/portal-C.js'],
};

describe('a prerendered page’s document', () => {
  const html = pageDocument(
    SHELL,
    { body: '<h1>Faça seu cadastro!</h1>', styles: '<style>h1{}</style>', title: 'Cadastro' },
    'default /cadastro',
    '#0b5cab',
  );

  it('asks for nothing but itself before it paints: one inline script, no script file, no preload', () => {
    expect(html.match(/<script\b[^>]*>/g)).toEqual(['<script nonce="CSP_NONCE_PLACEHOLDER">']);
    expect(html).not.toMatch(/<link[^>]*modulepreload/);
    expect(html).not.toContain("This deployment's configuration");
  });

  it('keeps the rest of the shell: the nonce meta, the drawn page, its styles', () => {
    expect(html).toContain('<meta property="csp-nonce" nonce="CSP_NONCE_PLACEHOLDER">');
    expect(html).toContain('data-prerendered="default /cadastro"><h1>Faça seu cadastro!</h1>');
    expect(html).toContain('<style>h1{}</style>');
  });

  it('takes the shell’s start scripts in the order they run', () => {
    expect(takeStartScripts(SHELL).scripts).toEqual(START);
  });

  it('refuses a shell without them, rather than draw a page that never starts', () => {
    expect(() => takeStartScripts(SHELL.replace(/<script type="module"[^\n]*\n/, ''))).toThrow(
      'entry module script',
    );
  });
});

describe('the inline script’s loader', () => {
  let frames: FrameRequestCallback[];
  beforeEach(() => {
    frames = [];
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    );
    Object.defineProperty(document, 'currentScript', {
      configurable: true,
      value: { nonce: 'n0nce' },
    });
    document.head.replaceChildren();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(document, 'currentScript');
  });

  const inserted = () =>
    [...document.head.children].map((element) => ({
      tag: element.tagName.toLowerCase(),
      url: element.getAttribute('src') ?? element.getAttribute('href'),
      kind: element.getAttribute('type') ?? element.getAttribute('rel'),
      nonce: (element as HTMLElement).nonce,
    }));

  function run(): void {
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the page's own script text
    const script = new Function(scriptsAfterPaint(START)) as () => void;
    script();
  }

  it('asks for nothing until the frame has painted, then for the configuration and the modules', () => {
    run();
    expect(inserted()).toEqual([]);
    frames.forEach((frame) => {
      frame(0);
    });
    // The frame's callback runs before its paint; the scripts come in the task after it.
    expect(inserted()).toEqual([]);
    vi.runAllTimers();
    expect(inserted()).toEqual([
      { tag: 'link', url: START.preloads[0], kind: 'modulepreload', nonce: 'n0nce' },
      { tag: 'link', url: START.preloads[1], kind: 'modulepreload', nonce: 'n0nce' },
      { tag: 'script', url: START.config, kind: null, nonce: 'n0nce' },
    ]);
  });

  it.each(['load', 'error'])('starts the entry once the configuration’s %s', (event) => {
    run();
    frames.forEach((frame) => {
      frame(0);
    });
    vi.runAllTimers();
    document.head.querySelector('script')?.dispatchEvent(new Event(event));
    expect(inserted().at(-1)).toEqual({
      tag: 'script',
      url: START.entry,
      kind: 'module',
      nonce: 'n0nce',
    });
  });

  it('in a tab that is not shown, which paints nothing, asks at once', () => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    try {
      run();
      expect(inserted().map(({ url }) => url)).toEqual([...START.preloads, START.config]);
    } finally {
      Reflect.deleteProperty(document, 'visibilityState');
    }
  });
});
