import { fill } from '../fill.ts';
import type { Brand, BrandTexts } from './brand.types.ts';
import { brand as beblue } from './beblue/brand.ts';
import { brand as blocks } from './blocks/brand.ts';
import { brand as defaultBrand } from './default/brand.ts';
import { brand as meuFinanciamento } from './meu-financiamento/brand.ts';
import { brand as pagbem } from './pagbem/brand.ts';
import { brand as portocred } from './portocred/brand.ts';
import { brand as refiDigital } from './refi-digital/brand.ts';

export type * from './brand.types.ts';

/** Every brand, by the `client_id` that selects it (each key is its brand's `id`). */
export const BRANDS = {
  default: defaultBrand,
  'refi-digital': refiDigital,
  beblue,
  pagbem,
  portocred,
  blocks,
  'meu-financiamento': meuFinanciamento,
} as const satisfies Readonly<Record<string, Brand>>;

export type BrandId = keyof typeof BRANDS;

/** The brand for no `client_id`, or for one the registry does not know. */
export const DEFAULT_BRAND: Brand = defaultBrand;

/** The brand a stored `client_id` selects; empty or unknown gives the default brand. */
export function brandOf(clientId: string): Brand {
  // `hasOwn`, so 'constructor' or '__proto__' never reach Object.prototype.
  return Object.hasOwn(BRANDS, clientId) ? BRANDS[clientId as BrandId] : DEFAULT_BRAND;
}

/**
 * A brand's text with every placeholder filled: the company's (`{product}` …), `{brand}` (the
 * brand's name) and `{logo}` (the logo's alt text).
 */
export function brandText(brand: Brand, key: keyof BrandTexts): string {
  return fillForBrand(brand, brand.texts[key]);
}

/** Fills any text of a brand (its name, its logo's alt text or words) as `brandText` does. */
export function fillForBrand(brand: Brand, text: string): string {
  const name = fill(brand.name);
  const logo = fill(brand.logo.alt, { brand: name });
  return fill(text, { brand: name, logo });
}
