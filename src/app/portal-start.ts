import { brandOf, type Brand } from '../../content/brands/index.ts';
import type { RegistrationInput } from '../../machines/index.ts';
import { BASE_PATH, PRIVACY_PATH, routeOf } from '../../routes/route-paths.ts';
import { ROUTE_TABLES, type RouteTable } from '../../routes/route-tables.ts';
import { readStoredClient } from './stored-client.ts';

/**
 * What the portal starts with: the brand of the stored client (spec section 2), its route table,
 * the stored client the register machine gets as input, and the route the page shows first.
 * The same values choose a prerendered page at build time (scripts/build/prerender/) and decide,
 * in the browser, whether that page can be hydrated (src/main.tsx).
 */
export interface PortalStart {
  brand: Brand;
  table: RouteTable;
  client: RegistrationInput;
  /** The route inside the base path, after the table's redirects (`/` → `/cadastro-refi`). */
  route: string;
}

/** A table's redirect applied to a route: the route the visitor ends up on. */
export function redirectedRoute(table: RouteTable, route: string): string {
  return Object.hasOwn(table.redirects, route) ? (table.redirects[route] ?? route) : route;
}

/** The start of a visit to `pathname` with this stored client. */
export function portalStart(client: RegistrationInput, pathname: string): PortalStart {
  const brand = brandOf(client.clientId);
  const table = ROUTE_TABLES[brand.routeTable];
  return { brand, table, client, route: redirectedRoute(table, routeOf(pathname)) };
}

/**
 * In the browser, after the startup parameters are saved: the start of this visit. A route the
 * table redirects is replaced in the address bar before the app renders (keeping the query, as
 * the router's redirect did), so the first render is the page a prerender drew for that URL.
 */
export function browserStart(
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
  history: Pick<History, 'replaceState' | 'state'>,
  storage: Storage,
): PortalStart {
  const start = portalStart(readStoredClient(storage), location.pathname);
  if (start.route !== routeOf(location.pathname)) {
    history.replaceState(
      history.state,
      '',
      `${BASE_PATH}${start.route}${location.search}${location.hash}`,
    );
  }
  return start;
}

/**
 * What a prerendered page says it shows (`data-prerendered` on #root): its brand and route, and
 * whether the query changes what the route draws (the privacy page's way back to the register
 * screen, `?source=register`, is not prerendered). The browser hydrates the page only when its
 * own start names the same; otherwise it draws the app afresh.
 */
export function prerenderedMark(start: Pick<PortalStart, 'brand' | 'route'>, search = ''): string {
  const fromRegister =
    start.route === PRIVACY_PATH && new URLSearchParams(search).get('source') === 'register';
  return `${start.brand.id} ${start.route}${fromRegister ? ' from-register' : ''}`;
}
