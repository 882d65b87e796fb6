/**
 * The build's prerender of one page (loaded through Vite's SSR loader by prerender-plugin.ts):
 * the app's own tree (`PortalFrame`) for a brand and a route, drawn with React's static API
 * (`prerenderToNodeStream`, which waits for every lazily loaded page), and the critical CSS
 * Emotion generated for exactly that markup, in style elements carrying the nonce placeholder the
 * server replaces per response.
 */
import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { PortalFrame } from '../../../src/app/portal-frame.tsx';
import { portalStart } from '../../../src/app/portal-start.ts';
import { BASE_PATH, preloadLazyPages } from '../../../src/app/router.tsx';
import { createServices } from '../../../src/app/services.ts';
import { CSP_NONCE_PLACEHOLDER } from '../../../portal-config/csp.ts';
import { config } from '../../../src/config/config.ts';

export interface RenderedPage {
  /** The markup inside #root. */
  body: string;
  /** Emotion's style elements, for <head>. */
  styles: string;
  /** The document title the page sets (React hoists its <title>), if any. */
  title: string | undefined;
}

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) {
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** React writes a component's <title> first in a partial render: taken out for <head>. */
const TITLE = /^<title>([^<]*)<\/title>/;

export async function renderPage(brandId: string, route: string): Promise<RenderedPage> {
  const start = portalStart({ clientId: brandId, redirectUri: '' }, route);
  // A part still loading would be written as a hidden segment and an inline script that moves it
  // in place: loaded first, every page comes out whole, readable without JavaScript.
  await preloadLazyPages();
  // A cache per page, so each page gets the CSS of its own markup only.
  const cache = createCache({ key: 'css', prepend: true, nonce: CSP_NONCE_PLACEHOLDER });
  const emotion = createEmotionServer(cache);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <PortalFrame
        services={createServices(config)}
        notFoundUrl={config.notFoundUrl}
        start={start}
        cache={cache}
        router={(routes) => (
          <StaticRouter basename={BASE_PATH} location={`${BASE_PATH}${start.route}`}>
            {routes}
          </StaticRouter>
        )}
      />
    </StrictMode>,
    {
      // React writes a large part (the help centre) apart, moved in place by an inline script:
      // no part is too large here, so every page reads without JavaScript.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    },
  );
  const html = await streamText(prelude);
  const title = TITLE.exec(html);
  const body = title ? html.slice(title[0].length) : html;
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(body));
  return { body, styles, title: title?.[1] };
}
