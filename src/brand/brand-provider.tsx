import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import type { Brand } from '../../content/brands/index.ts';
import { BrandContext } from './brand-context.ts';
import { createBrandTheme } from './create-brand-theme.ts';

export interface BrandProviderProps {
  brand: Brand;
  children: ReactNode;
}

/** Provides the brand (`useBrand`) and its MUI theme, with MUI's CSS baseline. */
export function BrandProvider({ brand, children }: BrandProviderProps) {
  const theme = useMemo(() => createBrandTheme(brand), [brand]);
  return (
    <BrandContext value={brand}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </BrandContext>
  );
}
