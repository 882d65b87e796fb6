export { BrandContext, useBrand, useBrandText } from './brand-context.ts';
export { BrandLogo, type BrandLogoProps } from './brand-logo.tsx';
export { BrandProvider, type BrandProviderProps } from './brand-provider.tsx';
export { AA_CONTRAST, SYSTEM_FONTS, createBrandTheme } from './create-brand-theme.ts';
export { NavigationBar, type NavigationBarProps } from './navigation-bar.tsx';
