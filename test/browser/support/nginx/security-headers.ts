import { expect } from 'vitest';
import { SECURITY_HEADERS } from '../../../../deploy/nginx/prepare.ts';

/** Every security header of nginx's answers, once and with its value (headers in lower case). */
export function expectSecurityHeaders(
  headers: Readonly<Record<string, string | string[] | undefined>>,
  what: string,
): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    expect(headers[name.toLowerCase()], `${what}: ${name}`).toBe(value);
  }
}
