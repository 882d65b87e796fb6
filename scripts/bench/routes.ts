import { BRANDS } from '../../content/brands/index.ts';
import { HELP_PATH, PRIVACY_PATH, TERMS_PATH } from '../../routes/route-paths.ts';
import { DIGITAL_SIGN_UP_PATH, ROUTE_TABLES } from '../../routes/route-tables.ts';

export interface BenchRoute {
  /** How the report names it. */
  name: string;
  /** Path and query under the origin, e.g. /portal/cadastro-refi?client_id=beblue */
  url: string;
}

/** A client id whose brand uses the table (none for the default table). */
function clientIdOf(tableId: string): string {
  if (tableId === 'default') return '';
  const found = Object.entries(BRANDS).find(([, brand]) => brand.routeTable === tableId);
  if (!found) throw new Error(`No brand uses the route table ${tableId}.`);
  return found[0];
}

function withClient(path: string, clientId: string): string {
  return clientId === '' ? path : `${path}?client_id=${encodeURIComponent(clientId)}`;
}

/**
 * What Lighthouse measures (issue 17): the register route of every route table (with a client id
 * of a brand that uses it), then every brand's entry URL, `/portal/?client_id=<id>`, which the
 * brand's table sends on to its register screen.
 */
export function lighthouseRoutes(): BenchRoute[] {
  const registers = Object.values(ROUTE_TABLES).map((table) => {
    const clientId = clientIdOf(table.id);
    return {
      name: `${table.register.path}${clientId === '' ? '' : `?client_id=${clientId}`}`,
      url: withClient(`/portal${table.register.path}`, clientId),
    };
  });
  const entries = Object.keys(BRANDS).map((clientId) => ({
    name: `/?client_id=${clientId}`,
    url: withClient('/portal/', clientId),
  }));
  return [...registers, ...entries];
}

/**
 * What the bench measures: the register screen of every route table (reached with a client id of
 * a brand that uses it), and the digital sign-up and the static pages of the default table. The
 * analysts' inspector is not the customers' build (docs/decisions/044-inspector-own-app.md).
 */
export function benchRoutes(): BenchRoute[] {
  const registers = Object.values(ROUTE_TABLES).map((table) => {
    const clientId = clientIdOf(table.id);
    return {
      name: `${table.register.path}${clientId === '' ? '' : ` (client_id=${clientId})`}`,
      url: withClient(`/portal${table.register.path}`, clientId),
    };
  });
  const others = [DIGITAL_SIGN_UP_PATH, HELP_PATH, TERMS_PATH, PRIVACY_PATH].map((path) => ({
    name: path,
    url: `/portal${path}`,
  }));
  return [...registers, ...others];
}
