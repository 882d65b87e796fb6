import type { Components, Theme } from '@mui/material/styles';

type Overrides = Components<Omit<Theme, 'components'>>;

/** What the prerendered page's inline script marks a field with once text is typed into it. */
export const TYPED_ATTRIBUTE = 'data-typed';

const NOTCHED_OUTLINE = '.MuiOutlinedInput-notchedOutline';
const OUTLINED_LABEL = '.MuiInputLabel-outlined';

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
 * MUI draws the states of its controls from classes its scripts set (`Mui-focused`,
 * `Mui-focusVisible`, a label's `shrink`). On the prerendered page (docs/decisions/024-prerender.md)
 * those scripts have not run yet, and a control focused before they ran stays without the class
 * once they have: a keyboard customer on a slow phone would Tab through controls that show
 * nothing, and the CPF they type would run over the field's label. These rules draw the same
 * states from the browser's own `:focus-within` and `:focus-visible`, and from the mark the inline
 * script puts on a field typed into, so they hold from the first byte, with JavaScript off and
 * after the app attaches alike.
 */
export const statesFromCss: Overrides = {
  MuiFormControl: {
    styleOverrides: {
      root: ({ theme }) => ({
        [`&:focus-within, &:has(input[${TYPED_ATTRIBUTE}])`]: {
          // MUI's outlined label when it shrinks, and the gap it leaves in the outline.
          [`& > ${OUTLINED_LABEL}`]: {
            maxWidth: 'calc(133% - 32px)',
            transform: 'translate(14px, -9px) scale(0.75)',
          },
          [`& ${NOTCHED_OUTLINE} > legend`]: { maxWidth: '100%' },
        },
        [`&:focus-within > ${OUTLINED_LABEL}:not(.Mui-error, .Mui-disabled)`]: {
          color: theme.palette.primary.main,
        },
      }),
    },
  },
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
