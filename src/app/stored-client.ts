import type { RegistrationInput } from '../../machines/index.ts';
import { LEGACY_REGISTER_PATH, REGISTER_PATH, routeOf } from '../../routes/route-paths.ts';

/** The only keys the portal stores: no CPF, no token, no form data. */
export const STORAGE_KEYS = { clientId: 'client_id', redirectUri: 'redirect_uri' } as const;

/**
 * The default table's entry routes (spec section 2): a visit that starts there is a new visit to
 * the default portal, whoever used this device before.
 */
const ENTRY_PATHS: readonly string[] = ['/', REGISTER_PATH, LEGACY_REGISTER_PATH];

/**
 * On startup, `client_id` and `redirect_uri` from the query are stored, '' for the one missing
 * (spec section 1). A URL with neither stores '' for both on the default table's entry routes
 * (`/`, `/cadastro`), so the brand of an earlier visitor never follows the next one; on any other
 * route (a variant's own register route, a static page) it keeps what is stored, so a reload
 * stays in its brand (docs/decisions/005-stored-client.md).
 */
export function saveStartupParams(
  location: Pick<Location, 'pathname' | 'search'>,
  storage: Storage,
  /**
   * What may be stored of a `redirect_uri` (issues 28 and 36): its URL serialisation when the
   * deployment's allow-list admits it, else ''. Default: kept as it came.
   */
  allowed: (clientId: string, redirectUri: string) => string = (_clientId, redirectUri) =>
    redirectUri,
): void {
  const params = new URLSearchParams(location.search);
  const arrivedWithClient = params.has('client_id') || params.has('redirect_uri');
  const entry = ENTRY_PATHS.includes(routeOf(location.pathname));
  for (const [name, key] of [
    ['client_id', STORAGE_KEYS.clientId],
    ['redirect_uri', STORAGE_KEYS.redirectUri],
  ] as const) {
    if (arrivedWithClient || entry || storage.getItem(key) === null) {
      storage.setItem(key, params.get(name) ?? '');
    }
  }
  // Neither stored nor, so, ever sent: what the URL brought, or what an earlier visit left.
  const { clientId, redirectUri } = readStoredClient(storage);
  const kept = allowed(clientId, redirectUri);
  if (kept !== redirectUri) storage.setItem(STORAGE_KEYS.redirectUri, kept);
}

export function readStoredClient(storage: Storage): RegistrationInput {
  return {
    clientId: storage.getItem(STORAGE_KEYS.clientId) ?? '',
    redirectUri: storage.getItem(STORAGE_KEYS.redirectUri) ?? '',
  };
}
