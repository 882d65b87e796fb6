/**
 * Where the build writes the pages it draws in advance under dist/, and which one a server sends
 * for a request (docs/decisions/024-prerender.md): the build (scripts/build/prerender/) writes
 * them, nginx's configuration (deploy/nginx/) and the preview (static-server/) find them here.
 */
import { brandOf } from '../content/brands/index.ts';
import { routeOf } from './route-paths.ts';

/** The folder of dist/ holding the pages, one folder per brand id. */
export const PRERENDER_DIR = 'prerendered';

/**
 * The page a form posted without JavaScript is answered with (scripts/build/prerender/no-script-page.ts),
 * under dist/.
 */
export const NO_SCRIPT_FILE = 'sem-javascript.html';

/** `/` → `index`, `/cadastro-refi` → `cadastro-refi`: a file name for a one-segment route. */
function fileNameOf(route: string): string {
  return route === '/' ? 'index' : route.slice(1);
}

/** A brand's page for a request route, under dist/. */
export function prerenderedPath(brandId: string, requestRoute: string): string {
  return `${PRERENDER_DIR}/${brandId}/${fileNameOf(requestRoute)}.html`;
}

/**
 * The page a server sends for a request: the brand the `client_id` of the query selects (the
 * default brand for none or an unknown one, as the app does) and the path's route; undefined when
 * the build drew none (the file may still be missing: check it).
 */
export function prerenderedFile(pathname: string, clientId: string | null): string {
  return prerenderedPath(brandOf(clientId ?? '').id, routeOf(pathname));
}
