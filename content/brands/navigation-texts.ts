import type { BrandTexts } from './brand.types.ts';

/** The navigation bar's texts most brands share; a brand may override any of them. */
export const navigationTexts = {
  logoLink: '{logo}: voltar ao cadastro',
  secureBanner: 'Ambiente seguro',
} as const satisfies Omit<BrandTexts, 'title'>;
