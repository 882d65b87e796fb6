import { BRANDS, fillForBrand } from '../../../content/brands/index.ts';
import type { BrandChoice } from '../panels/traffic-panel.tsx';

/** The brands the traffic mode can be narrowed to, by the id the beacons carry. */
export const BRAND_CHOICES: readonly BrandChoice[] = Object.values(BRANDS).map((brand) => ({
  id: brand.id,
  name: fillForBrand(brand, brand.name),
}));
