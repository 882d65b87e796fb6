import type { ControlRole } from '../../../qa/customer-page.ts';

/** A control as a customer names it: by role and accessible name, or by its label. */
export type ControlQuery =
  { role: ControlRole; name: string; exact: boolean } | { label: string; exact: boolean };

/** How many controls on screen answer a query: one is what the walks expect. */
export type Found = { count: number; checked: boolean };

/**
 * Runs in the page (sent as source: it uses nothing outside itself). The controls on screen that
 * answer `query`, named as the accessibility tree names them in the portal's markup: aria-label,
 * aria-labelledby, the `<label>`s of a field (without their aria-hidden asterisk), else the text.
 * A control inside an aria-hidden part of the page (under a dialog) or not rendered is not found,
 * as Playwright's role and label queries leave them out.
 */
export function findControls(query: ControlQuery): Element[] {
  const normal = (text: string) => text.replace(/\s+/g, ' ').trim();
  const textOf = (element: Element): string =>
    [...element.childNodes]
      .map((node) => {
        if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
        if (!(node instanceof Element) || node.getAttribute('aria-hidden') === 'true') return '';
        return textOf(node);
      })
      .join('');
  const byIds = (ids: string) =>
    ids
      .split(/\s+/)
      .map((id) => document.getElementById(id))
      .filter((element) => element !== null)
      .map(textOf)
      .join(' ');
  const labelsOf = (element: Element) =>
    'labels' in element && element.labels instanceof NodeList
      ? [...(element.labels as NodeListOf<HTMLLabelElement>)].map(textOf).join(' ')
      : '';
  const nameOf = (element: Element, fromText: boolean): string => {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) return normal(byIds(labelledBy));
    const label = element.getAttribute('aria-label');
    if (label) return normal(label);
    const labels = labelsOf(element);
    if (labels) return normal(labels);
    return fromText ? normal(textOf(element)) : '';
  };
  const matches = (name: string, wanted: string, exact: boolean) =>
    exact ? name === normal(wanted) : name.toLowerCase().includes(normal(wanted).toLowerCase());
  const shown = (element: Element) =>
    element.closest('[aria-hidden="true"], [hidden], [inert]') === null &&
    element.getClientRects().length > 0 &&
    getComputedStyle(element).visibility !== 'hidden';

  const SELECTORS: Record<ControlRole, string> = {
    button: 'button, [role="button"], input[type="submit"], input[type="button"]',
    checkbox: 'input[type="checkbox"], [role="checkbox"]',
    radio: 'input[type="radio"], [role="radio"]',
    heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
    textbox:
      'input:not([type]), input[type="text"], input[type="email"], input[type="tel"], input[type="password"], textarea, [role="textbox"]',
  };
  if ('label' in query) {
    return [...document.querySelectorAll('input, textarea, select, [role="textbox"]')].filter(
      (element) => shown(element) && matches(nameOf(element, false), query.label, query.exact),
    );
  }
  const fromText = query.role === 'button' || query.role === 'heading';
  return [...document.querySelectorAll(SELECTORS[query.role])].filter(
    (element) => shown(element) && matches(nameOf(element, fromText), query.name, query.exact),
  );
}
