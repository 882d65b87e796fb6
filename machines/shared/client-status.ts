import { CLIENT_STATUSES, type ClientStatus } from './statuses.ts';

/**
 * The client status an INVALID_CLIENT_STATUS answer names: its first message reads
 * 'text: CLIENT_STATUS', in upper or lower case.
 */
export function clientStatusOf(messages: readonly string[] | undefined): ClientStatus | undefined {
  const first = messages?.[0];
  if (first === undefined) return undefined;
  const named = first
    .slice(first.lastIndexOf(':') + 1)
    .trim()
    .toUpperCase();
  return CLIENT_STATUSES.find((status) => status === named);
}
