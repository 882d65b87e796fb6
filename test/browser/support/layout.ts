import type { Page } from 'playwright-core';
import { settled } from './a11y/screens.ts';

/**
 * Geometry a customer on a phone sees (issue 27), read in the page: what overlaps what, what is
 * cut. Each function returns its problems as sentences, empty when there is none.
 */

/**
 * The toasts on screen against the step: no toast over another, over the card's alerts, over
 * the step's heading, its button (OK, PROSSEGUIR…) or the focused control. A toast stepped aside (hidden) covers nothing.
 */
export async function toastProblems(page: Page): Promise<string[]> {
  await settled(page);
  return page.evaluate(() => {
    type Box = { name: string; rect: DOMRect };
    const visible = (element: Element) => {
      const rect = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      const container = element.closest('.notistack-SnackbarContainer');
      const aside = container !== null && getComputedStyle(container).opacity === '0';
      return rect.width > 0 && rect.height > 0 && style.visibility !== 'hidden' && !aside;
    };
    const label = (element: Element) => element.textContent.trim().slice(0, 40);
    const boxes = (selector: string, kind: string): Box[] =>
      [...document.querySelectorAll(selector)].filter(visible).map((element) => ({
        name: `${kind} “${label(element)}”`,
        rect: element.getBoundingClientRect(),
      }));
    const toasts = boxes('.notistack-SnackbarContainer [role="region"]', 'toast');
    const alerts = boxes('.MuiCard-root .MuiAlert-root', 'card alert');
    const headings = boxes('h1', 'heading');
    const actions = boxes('main [data-step-action]', "step's button");
    const active = document.activeElement;
    const focused =
      active && active !== document.body && visible(active)
        ? [
            {
              name: `focused ${active.tagName} “${label(active)}”`,
              rect: active.getBoundingClientRect(),
            },
          ]
        : [];
    const overlap = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const problems: string[] = [];
    toasts.forEach((toast, index) => {
      for (const other of [
        ...toasts.slice(index + 1),
        ...alerts,
        ...headings,
        ...actions,
        ...focused,
      ]) {
        if (overlap(toast.rect, other.rect)) problems.push(`${toast.name} covers ${other.name}`);
      }
      if (toast.rect.bottom > innerHeight || toast.rect.top < 0) {
        problems.push(`${toast.name} is cut by the screen's edge`);
      }
    });
    return problems;
  });
}

/**
 * The step's layout at this width: nothing wider than the screen or cut by its edge, and no two
 * fields or buttons touching (less than 4 px apart) or overlapping. (The rows of a radio group
 * are one list, whose rows meet by design.)
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  await settled(page);
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width) {
      problems.push(
        `the page is ${document.documentElement.scrollWidth}px wide on a ${width}px screen`,
      );
    }
    const controls = [
      ...document.querySelectorAll(
        '.MuiCard-root .MuiInputBase-root, .MuiCard-root .MuiButton-root, .MuiCard-root .MuiCheckbox-root, .MuiCard-root .MuiRadio-root',
      ),
    ].filter((element) => element.getBoundingClientRect().height > 0);
    const name = (element: Element) =>
      element.querySelector('input')?.getAttribute('name') ??
      element.textContent.trim().slice(0, 30);
    for (const element of controls) {
      const rect = element.getBoundingClientRect();
      if (rect.right > width || rect.left < 0) problems.push(`${name(element)} is cut`);
    }
    const boxes = controls.filter((element) => !element.classList.contains('MuiRadio-root'));
    boxes.forEach((first, index) => {
      const a = first.getBoundingClientRect();
      for (const second of boxes.slice(index + 1)) {
        const b = second.getBoundingClientRect();
        const gapX = Math.max(b.left - a.right, a.left - b.right);
        const gapY = Math.max(b.top - a.bottom, a.top - b.bottom);
        if (gapX < 4 && gapY < 4) problems.push(`${name(first)} and ${name(second)} touch`);
      }
    });
    return problems;
  });
}
