/**
 * The shape of the static pages' texts. Every string may hold `{placeholder}`s from
 * `content/company.ts`; the pages fill them when they render.
 */

/** A paragraph (a plain string) or a bulleted list. */
export type Block = string | { readonly list: readonly string[] };

/** A titled part of a page: its heading becomes an `h2` (or `h3` inside a dialog). */
export interface Section {
  readonly heading: string;
  readonly body: readonly Block[];
}

/** Fields every static page has. */
export interface PageText {
  /** The document title shown in the browser tab. */
  readonly title: string;
  /** The page's one `h1`. */
  readonly heading: string;
  readonly intro: readonly Block[];
}

/** One question of the help centre, shown as an accordion. */
export interface FaqItem {
  readonly question: string;
  readonly answer: readonly Block[];
}

/** Questions on one subject, under one `h2`. */
export interface FaqTheme {
  readonly heading: string;
  readonly items: readonly FaqItem[];
}
