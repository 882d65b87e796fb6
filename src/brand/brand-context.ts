import { createContext, useContext } from 'react';
import { brandText, type Brand, type BrandTexts } from '../../content/brands/index.ts';

/** The brand the stored `client_id` selected; provided once, by `BrandProvider`. */
export const BrandContext = createContext<Brand | null>(null);

/** The current brand. Throws outside a `BrandProvider`, so a missing provider fails loudly. */
export function useBrand(): Brand {
  const brand = useContext(BrandContext);
  if (brand === null) throw new Error('useBrand() needs a <BrandProvider> above it.');
  return brand;
}

/** One of the current brand's texts, placeholders filled. */
export function useBrandText(key: keyof BrandTexts): string {
  return brandText(useBrand(), key);
}
