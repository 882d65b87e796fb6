import type { Components, Theme } from '@mui/material/styles';

type Overrides = Components<Omit<Theme, 'components'>>;

const NOTCHED_OUTLINE = '.MuiOutlinedInput-notchedOutline';

/** MUI's keyboard focus ring of this theme (`focusVisible` in createBrandTheme). */
function ring(theme: Theme) {
  return theme.focusVisible === false ? undefined : theme.focusVisible;
}

/** A checkbox's or a radio's ring goes on its drawn box, where MUI puts it. */
function onDrawnBox({ theme }: { theme: Theme }) {
  return {
    '&:has(> input:focus-visible) svg:first-of-type': {
      borderRadius: theme.shape.borderRadius,
      ...ring(theme),
    },
  };
}

/**
 * MUI draws its focus states from classes its scripts set on focus (`Mui-focused`,
 * `Mui-focusVisible`). On the prerendered page (docs/decisions/024-prerender.md) those scripts
 * have not run yet, and a control focused before they ran stays without the class once they have:
 * a keyboard customer on a slow phone would Tab through controls that show nothing. These rules
 * draw the same states from the browser's own `:focus-within` and `:focus-visible`, so they hold
 * from the first byte, with JavaScript off and after the app attaches alike.
 */
export const focusFromCss: Overrides = {
  MuiOutlinedInput: {
    styleOverrides: {
      root: ({ theme }) => ({
        [`&:focus-within ${NOTCHED_OUTLINE}`]: { borderWidth: 2 },
        [`&:focus-within:not(.Mui-error, .Mui-disabled) ${NOTCHED_OUTLINE}`]: {
          borderColor: theme.palette.primary.main,
        },
      }),
    },
  },
  MuiButtonBase: { styleOverrides: { root: ({ theme }) => ({ '&:focus-visible': ring(theme) }) } },
  MuiCheckbox: { styleOverrides: { root: onDrawnBox } },
  MuiRadio: { styleOverrides: { root: onDrawnBox } },
};
