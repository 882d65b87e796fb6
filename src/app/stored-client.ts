import type { RegistrationInput } from '../../machines/index.ts';

/** The only keys the portal stores: no CPF, no token, no form data. */
export const STORAGE_KEYS = { clientId: 'client_id', redirectUri: 'redirect_uri' } as const;

/** On startup, `client_id` and `redirect_uri` from the query are stored, as '' when missing (spec section 1). */
export function saveStartupParams(search: string, storage: Storage): void {
  const params = new URLSearchParams(search);
  storage.setItem(STORAGE_KEYS.clientId, params.get('client_id') ?? '');
  storage.setItem(STORAGE_KEYS.redirectUri, params.get('redirect_uri') ?? '');
}

export function readStoredClient(storage: Storage): RegistrationInput {
  return {
    clientId: storage.getItem(STORAGE_KEYS.clientId) ?? '',
    redirectUri: storage.getItem(STORAGE_KEYS.redirectUri) ?? '',
  };
}
