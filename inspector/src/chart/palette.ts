/**
 * Every colour of the inspector, once: the page's stylesheet reads them as CSS variables
 * (`--ink`, `--active-fill`…, set from here by `applyPalette`), the chart's lines and the SVG
 * export read them here.
 */
export const PALETTE = {
  ink: '#1f2933',
  muted: '#5f6b76',
  line: '#cfd8dc',
  paper: '#ffffff',
  page: '#f4f6f8',
  header: '#263238',
  headerInk: '#cfd8dc',
  border: '#90a4ae',
  compound: '#f5f7f8',
  plain: '#546e7a',
  /** A transition no QA path crosses, when the chart is coloured by heat. */
  uncrossed: '#9e9e9e',
  /**
   * The current state and the transition just taken: a hue no colour mode uses (the heat scale
   * runs from amber to red), with a shape of their own (a thick border and a 'agora' badge; a
   * thick line and a ▶ before the label).
   */
  now: '#6a1b9a',
  nowFill: '#f3e5f5',
  available: '#1565c0',
  availableFill: '#e3f2fd',
  availableInk: '#0d47a1',
  covered: '#2e7d32',
  uncovered: '#c62828',
  /** Real traffic that no QA path covers: a hue the amber-to-red count scale never reaches. */
  untested: '#00695c',
} as const;

export type PaletteColour = keyof typeof PALETTE;

/** `activeFill` → `--active-fill`. */
export function cssVariable(name: PaletteColour): string {
  return `--${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

/** Sets the palette as CSS variables on an element (the page's root): the stylesheet's colours. */
export function applyPalette(element: HTMLElement): void {
  for (const [name, value] of Object.entries(PALETTE)) {
    element.style.setProperty(cssVariable(name as PaletteColour), value);
  }
}
