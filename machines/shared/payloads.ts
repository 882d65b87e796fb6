/** Client ids the payload rules name (spec sections 3 and 9). */
export const TOKEN_FALLBACK_CLIENT_ID = 'acerto';
export const REFI_CLIENT_ID = 'refi-digital';

/** Token `clientId`: the stored client id, or 'acerto' when none is stored. */
export function tokenClientId(storedClientId: string): string {
  return storedClientId === '' ? TOKEN_FALLBACK_CLIENT_ID : storedClientId;
}

/** Resend `clientId`: 'refi-digital' when that is the stored id, otherwise 'acerto'. */
export function resendClientId(storedClientId: string): string {
  return storedClientId === REFI_CLIENT_ID ? REFI_CLIENT_ID : TOKEN_FALLBACK_CLIENT_ID;
}
