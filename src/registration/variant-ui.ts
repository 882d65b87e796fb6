import { createContext, useContext } from 'react';
import { DEFAULT_VARIANT_UI, type VariantUi } from '../../content/variants.ts';

/** The register screen's variant (content/variants.ts), provided by the app, read by the views. */
export const VariantUiContext = createContext<VariantUi>(DEFAULT_VARIANT_UI);

export function useVariantUi(): VariantUi {
  return useContext(VariantUiContext);
}
