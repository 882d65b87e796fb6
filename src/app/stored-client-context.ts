import { createContext, useContext } from 'react';
import type { RegistrationInput } from '../../machines/index.ts';
import { readStoredClient } from './stored-client.ts';

/**
 * The stored client the app started with (`PortalStart.client`): provided where the app is
 * composed, so the build's prerender (which has no localStorage) draws the same page.
 */
export const StoredClientContext = createContext<RegistrationInput | null>(null);

/** The provided stored client, or, where none is provided (the views' tests), localStorage's. */
export function useStoredClient(): RegistrationInput {
  return useContext(StoredClientContext) ?? readStoredClient(window.localStorage);
}
