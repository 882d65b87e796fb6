/**
 * A brand: what the stored `client_id` changes in the portal's look (spec sections 1 and 2).
 * Each brand lives in `content/brands/<client-id>/brand.ts` and has one line in `index.ts`;
 * `docs/adding-a-brand.md` explains every field.
 */

/** The route table the app builds for a brand (spec section 2). */
export type RouteTableId = 'default' | 'refi' | 'blocks' | 'meu-financiamento';

/** What the navigation bar shows: a logo linking to the register screen, the secure-environment banner, or nothing. */
export type NavigationKind = 'logo' | 'secure-banner' | 'none';

/** Colours as `#rrggbb`. White text on `primary` and `secondary` must reach 4.5:1 (WCAG AA). */
export interface BrandPalette {
  /** The navigation bar, buttons, links and the keyboard focus ring. */
  primary: string;
  /** Secondary actions and accents. */
  secondary: string;
  /** The page behind the card. */
  background: string;
}

/**
 * A colour of the logo, by role: `contrast` is the navigation bar's text colour (the primary
 * colour's contrast text), `primary` the bar's own colour (for cut-outs inside a `contrast` shape).
 * Roles, not hex values, so a logo stays readable on whatever palette it is drawn.
 */
export type LogoColour = 'contrast' | 'primary';

/** One element of an inline SVG logo, in the logo's own units (its `height` tall). */
export type LogoShape =
  | { kind: 'path'; d: string; fill: LogoColour }
  | {
      kind: 'rect';
      x: number;
      y: number;
      width: number;
      height: number;
      /** Corner radius. */
      radius: number;
      fill: LogoColour;
    }
  | { kind: 'circle'; cx: number; cy: number; r: number; fill: LogoColour }
  | {
      kind: 'text';
      /** The text's anchor point; `y` is its baseline. */
      x: number;
      y: number;
      anchor: 'start' | 'middle';
      /** May use the company placeholders (`{product}`). */
      text: string;
      size: number;
      weight: 'normal' | 'bold';
      /**
       * Width the text is stretched or squeezed to, so the wordmark keeps its size whatever
       * system font draws it (no web font is loaded).
       */
      length: number;
      fill: LogoColour;
    };

/** A logo drawn inline from data: no image file, nothing fetched. */
export interface BrandLogo {
  /** What the logo says, for screen readers; may use `{product}`. */
  alt: string;
  /** Size of the drawing in its own units (the SVG `viewBox` is `0 0 width height`). */
  width: number;
  height: number;
  /** Drawn in order: later shapes cover earlier ones. */
  shapes: readonly LogoShape[];
}

/**
 * A brand's texts, in Brazilian Portuguese. Besides the company placeholders (`{product}` …)
 * they may use `{brand}` (the brand's name) and `{logo}` (the logo's alt text).
 */
export interface BrandTexts {
  /** The document title of the register screen. */
  title: string;
  /** The accessible name of the logo link, which leads to the register screen. */
  logoLink: string;
  /** The text of the secure-environment banner. */
  secureBanner: string;
}

export interface Brand {
  /** The `client_id` that selects the brand; `default` for no id or an unknown one. */
  id: string;
  /** The brand's name as customers know it; may use `{product}`. */
  name: string;
  routeTable: RouteTableId;
  navigation: NavigationKind;
  palette: BrandPalette;
  logo: BrandLogo;
  texts: BrandTexts;
}
