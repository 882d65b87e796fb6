import { placeholders } from './company.ts';

/** Fills `{name}` placeholders from the company configuration and the given values. */
export function fill(text: string, values: Readonly<Record<string, string>> = {}): string {
  const all: Readonly<Record<string, string>> = { ...placeholders, ...values };
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => all[name] ?? whole);
}
