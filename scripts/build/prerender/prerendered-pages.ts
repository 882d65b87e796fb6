/**
 * Which pages the build draws in advance, and where it writes them (docs/decisions/024-prerender.md).
 * One set per brand: its route table's register screen and the static pages, each under the
 * request route that leads there (the table's redirects included, so `/portal/?client_id=beblue`
 * has the register screen it redirects to). The servers (nginx's `map`, the preview) pick a page
 * from the request's `client_id` and path with `prerenderedFile`; without one they send the shell
 * (index.html) and the app draws itself.
 */
import { BRANDS, type BrandId } from '../../../content/brands/index.ts';
import { portalStart } from '../../../src/app/portal-start.ts';
import { HELP_PATH, PRIVACY_PATH, TERMS_PATH } from '../../../routes/route-paths.ts';
import { prerenderedPath } from '../../../routes/built-pages.ts';
import { ROUTE_TABLES } from '../../../routes/route-tables.ts';

/** The static pages, in every table (spec section 2). */
const STATIC_PAGES = [HELP_PATH, TERMS_PATH, PRIVACY_PATH] as const;

export interface PrerenderedPage {
  brandId: BrandId;
  /** The route a request names (`/`, `/register`, `/cadastro-refi`…). */
  requestRoute: string;
  /** The route drawn: the request route after the table's redirects. */
  route: string;
  /** Its file under dist/. */
  file: string;
}

/** Every page of every brand. */
export function prerenderedPages(): PrerenderedPage[] {
  return (Object.keys(BRANDS) as BrandId[]).flatMap((brandId) => {
    const table = ROUTE_TABLES[BRANDS[brandId].routeTable];
    const requestRoutes = [table.register.path, ...STATIC_PAGES, ...Object.keys(table.redirects)];
    return requestRoutes.map((requestRoute) => ({
      brandId,
      requestRoute,
      route: portalStart({ clientId: brandId, redirectUri: '' }, requestRoute).route,
      file: prerenderedPath(brandId, requestRoute),
    }));
  });
}
