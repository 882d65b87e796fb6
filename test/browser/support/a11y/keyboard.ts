import type { Locator, Page } from 'playwright-core';

/** What the keyboard focus looks like on one Tab stop. */
export interface FocusStop {
  /** The focused element, e.g. `input[name=cpf]` or `button "OK"`. */
  element: string;
  /** How the focus shows, e.g. `outline 3px solid` on the element or on the control around it. */
  indicator: string | null;
}

/**
 * The focused element's visible focus indicator: how its control looks focused against how it
 * looks at rest. The control (the element, or the MUI control drawn around it: a checkbox's or
 * radio's box, a text field's root) is cloned next to itself without MUI's focus classes, and the
 * computed outline, box shadow, border and background of each visible element of the control are
 * compared with the clone's (a text field's notched outline, a checkbox's drawn box); a difference
 * is the indicator. Read after a timer and
 * a frame: the masked fields (react-number-format) pass the focus event on to MUI from a timer.
 */
export function readFocusStop(page: Page): Promise<FocusStop> {
  return page.evaluate(async () => {
    await new Promise((done) => setTimeout(done, 0));
    await new Promise((done) => requestAnimationFrame(done));
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || focused === document.body) {
      return { element: 'body', indicator: null };
    }
    const name =
      focused.getAttribute('aria-label') ??
      focused.getAttribute('name') ??
      focused.textContent.trim().slice(0, 40);
    const element = `${focused.tagName.toLowerCase()} "${name}"`;
    if (!focused.matches(':focus-visible')) return { element, indicator: null };

    const host = focused.closest<HTMLElement>('.MuiButtonBase-root, .MuiInputBase-root') ?? focused;
    // The ring may grow in with a transition: read it as it ends, taken there at once rather than
    // waited for (the ripple pulses forever and is left alone).
    for (const animation of host.getAnimations({ subtree: true })) {
      if (animation.effect?.getComputedTiming().iterations !== Infinity) animation.finish();
    }
    const rest = host.cloneNode(true) as HTMLElement;
    for (const node of [rest, ...rest.querySelectorAll('*')]) {
      node.classList.remove('Mui-focused', 'Mui-focusVisible');
      node.removeAttribute('id');
    }
    rest.setAttribute('aria-hidden', 'true');
    host.after(rest);
    const properties = [
      'outline-style',
      'outline-width',
      'outline-color',
      'box-shadow',
      'border-top-width',
      'border-top-color',
      'background-color',
    ];
    // The clone is taken now, ripples and all: its nodes pair with the control's, in order.
    const nowNodes = [host, ...host.querySelectorAll('*')];
    const restNodes = [rest, ...rest.querySelectorAll('*')];
    let indicator: string | null = null;
    for (const [index, now] of nowNodes.entries()) {
      const before = restNodes[index];
      // A native checkbox or radio MUI draws over is transparent: its own outline shows nothing.
      if (!before || !now.checkVisibility({ opacityProperty: true })) continue;
      const a = getComputedStyle(now);
      const b = getComputedStyle(before);
      const changed = properties.filter(
        (property) =>
          a.getPropertyValue(property) !== b.getPropertyValue(property) &&
          !(property.startsWith('outline') && a.outlineStyle === 'none') &&
          // A shadow of zero offsets, blur and spread draws nothing.
          !(property === 'box-shadow' && !/[1-9]/.test(a.boxShadow.replace(/rgba?\([^)]*\)/g, ''))),
      );
      if (changed.length > 0) {
        const what = now === host ? 'the control' : `its ${now.tagName.toLowerCase()}`;
        indicator = `${what}: ${changed
          .map((p) => `${p} ${b.getPropertyValue(p)} → ${a.getPropertyValue(p)}`)
          .join(', ')}`;
        break;
      }
    }
    rest.remove();
    return { element, indicator };
  });
}

/**
 * Presses Tab until `target` has the focus, checking every stop on the way for a visible focus
 * indicator. Returns the stops without one.
 */
export async function tabTo(page: Page, target: Locator, maxStops = 40): Promise<FocusStop[]> {
  const unseen: FocusStop[] = [];
  const focused = () => target.evaluate((element) => element === document.activeElement);
  if (await focused()) return unseen;
  for (let stop = 0; stop < maxStops; stop++) {
    await page.keyboard.press('Tab');
    const focusStop = await readFocusStop(page);
    if (focusStop.element !== 'body' && focusStop.indicator === null) unseen.push(focusStop);
    if (await focused()) return unseen;
  }
  throw new Error(`Tab never reached ${target.toString()} in ${String(maxStops)} stops.`);
}

/** Replaces the focused field's text by typing, as a keyboard user would (select all, type). */
export async function retypeFocused(page: Page, text: string): Promise<void> {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
}

/** What makes an error heard: the focused field's description, and the live regions' texts. */
export interface Announcement {
  focusedInvalid: boolean;
  /** The text the focused field's aria-describedby points to. */
  focusedDescription: string;
  /** The texts of role=alert, role=status and aria-live regions. */
  live: string[];
}

export function readAnnouncement(page: Page): Promise<Announcement> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    const ids = focused?.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
    const focusedDescription = ids
      .map((id) => document.getElementById(id)?.textContent.trim() ?? '')
      .join(' ')
      .trim();
    const live = [
      ...document.querySelectorAll(
        '[role=alert], [role=status], [aria-live=polite], [aria-live=assertive]',
      ),
    ]
      .map((element) => element.textContent.trim())
      .filter((text) => text !== '');
    return {
      focusedInvalid: focused?.getAttribute('aria-invalid') === 'true',
      focusedDescription,
      live,
    };
  });
}
