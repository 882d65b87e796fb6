import { createTheme, type Theme } from '@mui/material/styles';
import type { Brand } from '../../content/brands/index.ts';
import { statesFromCss } from './states-from-css.ts';

/**
 * System fonts only: no request to an external font host, and no font file on the first screen.
 */
export const SYSTEM_FONTS = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

/** WCAG AA for normal text: MUI then picks a contrast text that reaches it (white on our palettes). */
export const AA_CONTRAST = 4.5;

/** The MUI theme of a brand: its palette, system fonts and a keyboard focus ring easy to see. */
export function createBrandTheme(brand: Brand): Theme {
  const { primary, secondary, background } = brand.palette;
  return createTheme({
    palette: {
      contrastThreshold: AA_CONTRAST,
      primary: { main: primary },
      secondary: { main: secondary },
      background: { default: background },
    },
    typography: { fontFamily: SYSTEM_FONTS },
    shape: { borderRadius: 8 },
    // MUI's ring on every `Mui-focusVisible` control, in the primary colour (which has at least
    // 3:1 against the page, WCAG 2.4.13), one pixel wider than MUI's default.
    focusVisible: { outlineWidth: 3, outlineOffset: 2 },
    // The same focus rings and labels before the app's scripts run (prerendered page) as after.
    components: statesFromCss,
  });
}
