import type { RegistrationInput } from '../../machines/index.ts';

/** The only keys the portal stores: no CPF, no token, no form data. */
export const STORAGE_KEYS = { clientId: 'client_id', redirectUri: 'redirect_uri' } as const;

/**
 * On startup, `client_id` and `redirect_uri` from the query are stored, '' for the one missing
 * (spec section 1). A URL with neither keeps what an earlier visit stored, so reloading
 * /portal/cadastro-blocks stays in the blocks route table (docs/decisions/005-stored-client.md).
 */
export function saveStartupParams(search: string, storage: Storage): void {
  const params = new URLSearchParams(search);
  const arrivedWithClient = params.has('client_id') || params.has('redirect_uri');
  for (const [name, key] of [
    ['client_id', STORAGE_KEYS.clientId],
    ['redirect_uri', STORAGE_KEYS.redirectUri],
  ] as const) {
    if (arrivedWithClient || storage.getItem(key) === null) {
      storage.setItem(key, params.get(name) ?? '');
    }
  }
}

export function readStoredClient(storage: Storage): RegistrationInput {
  return {
    clientId: storage.getItem(STORAGE_KEYS.clientId) ?? '',
    redirectUri: storage.getItem(STORAGE_KEYS.redirectUri) ?? '',
  };
}
