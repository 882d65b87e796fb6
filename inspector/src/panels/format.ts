import { valueWords } from '../app/words.ts';

/** Small formatting shared by the panels. */

export function clock(at: number): string {
  const time = new Date(at);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(time.getHours())}:${two(time.getMinutes())}:${two(time.getSeconds())}.${String(time.getMilliseconds()).padStart(3, '0')}`;
}

export const shortSession = (session: string) => session.slice(0, 6);

/** A state value as the analyst reads it (app/words.ts). */
export const stateText = valueWords;
