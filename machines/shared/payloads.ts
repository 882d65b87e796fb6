import type { NonClientRequest, RegisterRequest } from './api.ts';
import type {
  NonClientSubmitEvent,
  RegisterSubmitEvent,
  RegistrationInput,
} from './registration.types.ts';

/** Client ids the payload rules name (spec sections 3 and 9). */
export const TOKEN_FALLBACK_CLIENT_ID = 'acerto';
export const REFI_CLIENT_ID = 'refi-digital';
/** The default client id: the refi brand's (its route table is the default client id's). */
export const DEFAULT_CLIENT_ID = REFI_CLIENT_ID;

/** Token `clientId`: the stored client id, or 'acerto' when none is stored. */
export function tokenClientId(storedClientId: string): string {
  return storedClientId === '' ? TOKEN_FALLBACK_CLIENT_ID : storedClientId;
}

/** Resend `clientId`: 'refi-digital' when that is the stored id, otherwise 'acerto'. */
export function resendClientId(storedClientId: string): string {
  return storedClientId === REFI_CLIENT_ID ? REFI_CLIENT_ID : TOKEN_FALLBACK_CLIENT_ID;
}

/** Non-customer `clientId`: the stored client id, or the default one when none is stored. */
export function nonClientClientId(storedClientId: string): string {
  return storedClientId === '' ? DEFAULT_CLIENT_ID : storedClientId;
}

/**
 * A DD/MM/YYYY birth date as a timestamp (midnight UTC, so it is the same everywhere), or
 * undefined when the text is not a calendar date. A day outside the month (00, or past its last
 * day) rolls into another month, so the year and the month tell every such date.
 */
export function birthDateTimestamp(text: string): number | undefined {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) return undefined;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const valid = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1;
  return valid ? date.getTime() : undefined;
}

/** The customer register payload: `acceptNotifications` always true, ids from storage. */
export function registerPayload(
  event: RegisterSubmitEvent,
  stored: RegistrationInput,
): RegisterRequest {
  return {
    acceptNotifications: true,
    acceptTermsAndConditions: event.acceptTermsAndConditions,
    cellphone: event.cellphone,
    email: event.email,
    password: event.password,
    redirectUri: stored.redirectUri,
    clientId: stored.clientId,
    ...(event.nickname === undefined ? {} : { nickname: event.nickname }),
  };
}

/** The non-customer payload: name trimmed, birth date as a timestamp, default client id. */
export function nonClientPayload(
  event: NonClientSubmitEvent,
  stored: RegistrationInput,
): NonClientRequest {
  return {
    name: event.name.trim(),
    email: event.email,
    cellphone: event.cellphone,
    birthDate: birthDateTimestamp(event.birthDate) ?? Number.NaN,
    document: event.document,
    password: event.password,
    redirectUri: stored.redirectUri,
    clientId: nonClientClientId(stored.clientId),
    acceptSendMessage: event.acceptSendMessage,
    ...(event.nickname === undefined ? {} : { nickname: event.nickname }),
  };
}
