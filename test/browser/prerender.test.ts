import { formatCpf } from '@brazilian-utils/brazilian-utils';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { BRANDS, brandText, type Brand, type BrandId } from '../../content/brands/index.ts';
import { fill } from '../../content/fill.ts';
import { helpCentre } from '../../content/pages/help-centre.ts';
import { privacyPolicy } from '../../content/pages/privacy-policy.ts';
import { termsOfUse } from '../../content/pages/terms-of-use.ts';
import { guidance } from '../../content/guidance.ts';
import { texts } from '../../content/texts.ts';
import { scenario } from '../../sandbox/scenarios.ts';
import { readFocusStop, tabTo } from './support/a11y/keyboard.ts';
import { cspViolationsIn, recordCspViolations } from './support/csp-violations.ts';
import { PHONE } from './support/chromium.ts';
import { startPortalServer, type PortalServer } from './support/portal-server.ts';

/*
 * Issue 17: the register screen and the static pages come drawn in the HTML, in the brand the
 * URL's client_id names, before any JavaScript; the app then attaches to that page (hydration)
 * without a mismatch, a re-draw, a layout shift or a CSP violation, and keeps what a fast
 * customer typed before it was ready.
 */

/** What each brand's entry URL shows first (spec sections 1, 2 and 3; content/texts.ts). */
const FIRST_SCREEN: Readonly<Record<BrandId, { route: string; heading: string; button: string }>> =
  {
    default: { route: '/cadastro', heading: texts.cpf.heading, button: texts.cpf.submit },
    'refi-digital': {
      route: '/cadastro-refi',
      heading: texts.cpf.heading,
      button: texts.cpf.submit,
    },
    beblue: { route: '/cadastro-refi', heading: texts.cpf.heading, button: texts.cpf.submit },
    pagbem: { route: '/cadastro-refi', heading: texts.cpf.heading, button: texts.cpf.submit },
    portocred: { route: '/cadastro-refi', heading: texts.cpf.heading, button: texts.cpf.submit },
    blocks: { route: '/cadastro-blocks', heading: texts.cpf.heading, button: texts.cpf.start },
    'meu-financiamento': {
      route: '/cadastro-meu-financiamento',
      heading: fill(texts.cpf.headingMeuFinanciamento),
      button: texts.cpf.start,
    },
  };

const BRAND_IDS = Object.keys(BRANDS) as BrandId[];

/** Every brand's entry URL, and every table's register route with a client id of its brand. */
const ENTRY_URLS: { brand: BrandId; path: string }[] = [
  ...BRAND_IDS.map((brand) => ({
    brand,
    path: brand === 'default' ? '/' : `/?client_id=${brand}`,
  })),
  ...BRAND_IDS.map((brand) => ({
    brand,
    path: `${FIRST_SCREEN[brand].route}${brand === 'default' ? '' : `?client_id=${brand}`}`,
  })),
];

const STATIC_PAGES = [
  { path: '/central-de-ajuda', heading: fill(helpCentre.heading) },
  { path: '/termos-de-uso', heading: fill(termsOfUse.heading) },
  { path: '/politica-de-privacidade', heading: fill(privacyPolicy.heading) },
];

/** Long enough for a loaded 2-core machine; every wait is for something on screen. */
const WAIT = { timeout: 30_000 };

let server: PortalServer;
let browser: Browser;

beforeAll(async () => {
  server = await startPortalServer();
  browser = await chromium.connect(inject('chromiumEndpoint'));
});
afterAll(async () => {
  await browser.close();
  await server.close();
});

async function newContext(javaScriptEnabled: boolean): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: PHONE, locale: 'pt-BR', javaScriptEnabled });
  await recordCspViolations(context);
  return context;
}

/** `#rrggbb` as getComputedStyle writes it. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${String(r)}, ${String(g)}, ${String(b)})`;
}

/** The brand's navigation bar as the spec describes it, and its colour. */
async function expectBrandShown(page: Page, brand: Brand): Promise<void> {
  const banner = page.getByRole('banner');
  switch (brand.navigation) {
    case 'none':
      expect(await banner.count()).toBe(0);
      return;
    case 'secure-banner':
      await banner.getByText(brandText(brand, 'secureBanner')).waitFor(WAIT);
      break;
    case 'logo':
      await banner.getByRole('link', { name: brandText(brand, 'logoLink') }).waitFor(WAIT);
      break;
  }
  const colour = await banner.evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(colour).toBe(rgb(brand.palette.primary));
}

/** Everything the page logged as an error or a warning, and uncaught errors. */
function recordConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type()))
      messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  return messages;
}

/** Holds the app's code until `release` is called: the page is as a slow phone has it. */
async function holdAppCode(page: Page): Promise<() => void> {
  const gate: { open?: () => void } = {};
  const released = new Promise<void>((resolve) => {
    gate.open = resolve;
  });
  await page.route(/\/portal\/assets\/portal-[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return () => {
    gate.open?.();
  };
}

/**
 * In the page, a `portal:ready` event on window, sent in the very task in which the app says it
 * is ready (`window.__portalReady` set true), for what must happen or be seen at that moment.
 */
async function announceReady(page: Page): Promise<void> {
  await page.addInitScript(() => {
    let ready: boolean | undefined;
    Object.defineProperty(window, '__portalReady', {
      configurable: true,
      get: () => ready,
      set(value: boolean) {
        ready = value;
        if (value) window.dispatchEvent(new Event('portal:ready'));
      },
    });
  });
}

/**
 * Records, at the moment the page says the app is ready, the elements of the page React has not
 * attached to: a part hydration left as drawn (e.g. around code still loading) has no handlers,
 * whatever the page says.
 */
async function recordUnattachedAtReady(page: Page): Promise<() => Promise<string[]>> {
  await announceReady(page);
  await page.addInitScript(() => {
    const watched = window as unknown as { __unattachedAtReady?: string[] };
    window.addEventListener('portal:ready', () => {
      watched.__unattachedAtReady = [...document.querySelectorAll('#root *')]
        .filter((element) => !Object.keys(element).some((key) => key.startsWith('__reactFiber$')))
        .map((element) => element.outerHTML.slice(0, 80));
    });
  });
  return () =>
    page.evaluate(
      () =>
        (window as unknown as { __unattachedAtReady?: string[] }).__unattachedAtReady ?? [
          '(never ready)',
        ],
    );
}

/** The app is interactive (src/app/typed-before-ready.ts). */
async function appReady(page: Page): Promise<void> {
  await page.waitForFunction(() => window.__portalReady === true, null, WAIT);
}

/**
 * Layout shifts seen since the page started (the buffered entries, taken at once), each as what
 * moved and from where to where, so that a failure names the element.
 */
function layoutShifts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    interface Shift {
      value: number;
      sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    }
    const observer = new PerformanceObserver(() => undefined);
    observer.observe({ type: 'layout-shift', buffered: true });
    const shifts = observer.takeRecords() as unknown as Shift[];
    observer.disconnect();
    const rect = (r: DOMRectReadOnly) =>
      `${String(Math.round(r.x))},${String(Math.round(r.y))} ${String(Math.round(r.width))}×${String(Math.round(r.height))}`;
    const name = (node: Node | null) =>
      node instanceof Element
        ? `<${node.tagName.toLowerCase()} class="${node.className}">`
        : (node?.nodeName ?? 'a removed node');
    return shifts.map(
      (shift) =>
        `${shift.value.toFixed(5)}: ${shift.sources
          .map(
            (source) =>
              `${name(source.node)} ${rect(source.previousRect)} → ${rect(source.currentRect)}`,
          )
          .join('; ')}`,
    );
  });
}

/**
 * Whether a text field's label, once it has moved, overlaps the line its text is on (the label
 * lies over the field until it is lifted into the outline, as MUI does for a focused or filled
 * field).
 */
function labelOverText(field: Locator): Promise<boolean> {
  return field.evaluate(async (input: HTMLInputElement) => {
    const label = input.labels?.[0];
    if (!label) throw new Error('The field has no label.');
    // Where the label's move ends.
    await Promise.all(label.getAnimations().map((animation) => animation.finished));
    const box = input.getBoundingClientRect();
    const textTop = box.top + parseFloat(getComputedStyle(input).paddingTop);
    return label.getBoundingClientRect().bottom > textTop;
  });
}

describe('the first byte: the brand’s page drawn in the HTML, with JavaScript off', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await newContext(false);
  });
  afterAll(async () => {
    await context.close();
  });

  it.each(ENTRY_URLS)('$path shows $brand’s register screen', async ({ brand, path }) => {
    const page = await context.newPage();
    await page.goto(server.portalUrl(path), { waitUntil: 'commit' });
    const screen = FIRST_SCREEN[brand];
    await page.getByRole('heading', { level: 1, name: screen.heading, exact: true }).waitFor(WAIT);
    await page.getByRole('textbox', { name: texts.cpf.label }).waitFor(WAIT);
    await page.getByRole('button', { name: screen.button, exact: true }).waitFor(WAIT);
    await expectBrandShown(page, BRANDS[brand]);
    expect(await page.title()).toBe(brandText(BRANDS[brand], 'title'));
    expect(await cspViolationsIn(page)).toEqual([]);
    await page.close();
  });

  it('an unknown client id gets the default brand’s page, as the app gives it', async () => {
    const page = await context.newPage();
    await page.goto(server.portalUrl('/?client_id=nobody-knows'), { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1, name: texts.cpf.heading }).waitFor(WAIT);
    await expectBrandShown(page, BRANDS.default);
    await page.close();
  });

  it.each(STATIC_PAGES)('$path reads in full', async ({ path, heading }) => {
    const page = await context.newPage();
    await page.goto(server.portalUrl(path), { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1, name: heading }).waitFor(WAIT);
    await expectBrandShown(page, BRANDS.default);
    // Every text of the page is there and visible, none waiting for a script.
    const hidden = await page
      .locator('main p, main li')
      .evaluateAll((nodes) =>
        nodes.filter((node) => (node as HTMLElement).offsetHeight === 0).map((n) => n.textContent),
      );
    expect(hidden).toEqual([]);
    expect(await page.locator('main p').count()).toBeGreaterThan(0);
    expect(await cspViolationsIn(page)).toEqual([]);
    await page.close();
  });

  it('a CPF sent without JavaScript goes in the body, never the address; the page says JavaScript is needed (issue 27)', async () => {
    const page = await context.newPage();
    const sent: { method: string; url: string; body: string | null }[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest())
        sent.push({ method: request.method(), url: request.url(), body: request.postData() });
    });
    await page.goto(server.portalUrl('/cadastro'), { waitUntil: 'commit' });
    await page.getByRole('textbox', { name: texts.cpf.label }).fill('529.982.247-25');
    await page.getByRole('button', { name: texts.cpf.submit, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: guidance.noScript.heading }).waitFor(WAIT);
    await page.getByText(guidance.noScript.body).waitFor(WAIT);
    expect(page.url()).toBe(server.portalUrl('/cadastro'));
    const post = sent.at(-1);
    expect(post?.method).toBe('POST');
    expect(post?.url).not.toContain('529');
    expect(post?.body).toContain('529.982.247-25');
    expect(await cspViolationsIn(page)).toEqual([]);
    await page.getByRole('link', { name: guidance.noScript.back }).waitFor(WAIT);
    await page.close();
  });

  it('the help centre’s answers read without JavaScript', async () => {
    const page = await context.newPage();
    await page.goto(server.portalUrl('/central-de-ajuda'), { waitUntil: 'commit' });
    const [first] = helpCentre.themes[0]?.items ?? [];
    if (!first) throw new Error('The help centre has no question.');
    const [paragraph] = first.answer;
    if (typeof paragraph !== 'string')
      throw new Error('The first answer does not start with text.');
    const answer = fill(paragraph);
    await page
      .getByText(answer.slice(0, 40))
      .first()
      .waitFor({ state: 'visible', ...WAIT });
    await page.close();
  });
});

describe('hydration: the app attaches to the drawn page', () => {
  // Each page as a first visit: a fresh context, no stored client.
  it.each([...ENTRY_URLS, ...STATIC_PAGES.map(({ path }) => ({ brand: 'default', path }))])(
    '$path: attached whole when ready; no console error or warning, no re-draw, no layout shift, no CSP violation',
    async ({ path }) => {
      const context = await newContext(true);
      const page = await context.newPage();
      const messages = recordConsole(page);
      const unattachedAtReady = await recordUnattachedAtReady(page);
      const release = await holdAppCode(page);
      await page.goto(server.portalUrl(path), { waitUntil: 'commit' });
      await page.getByRole('heading', { level: 1 }).first().waitFor(WAIT);
      // The drawn page's elements, to tell them from elements drawn again.
      await page.evaluate(() => {
        const marked = window as unknown as { drawn: Element[] };
        marked.drawn = [...document.querySelectorAll('#root *')];
      });
      release();
      await appReady(page);
      const kept = await page.evaluate(() => {
        const { drawn } = window as unknown as { drawn: Element[] };
        return drawn.filter((element) => element.isConnected).length / drawn.length;
      });
      expect(kept).toBe(1);
      expect(await unattachedAtReady()).toEqual([]);
      expect(await layoutShifts(page)).toEqual([]);
      expect(messages).toEqual([]);
      expect(await cspViolationsIn(page)).toEqual([]);
      await context.close();
    },
  );

  it('a visitor whose stored brand the URL does not name gets that brand, drawn by the app', async () => {
    const context = await newContext(true);
    const page = await context.newPage();
    const messages = recordConsole(page);
    await page.goto(server.portalUrl('/?client_id=beblue'));
    await appReady(page);
    // A new tab on a static page, as the register screen's links open it: no client_id.
    await page.goto(server.portalUrl('/termos-de-uso'));
    await appReady(page);
    await page.getByRole('heading', { level: 1, name: fill(termsOfUse.heading) }).waitFor(WAIT);
    await expectBrandShown(page, BRANDS.beblue);
    expect(messages).toEqual([]);
    expect(await cspViolationsIn(page)).toEqual([]);
    await context.close();
  });

  it('keeps the page drawn at build time on screen until the app draws it in the stored brand', async () => {
    const context = await newContext(true);
    const page = await context.newPage();
    await page.goto(server.portalUrl('/?client_id=beblue'));
    await appReady(page);
    // After each batch of changes to the page: whether it had a heading, and whether it then lost
    // it (a blank page between the two drawings, which a reader or a screen reader would meet).
    await page.addInitScript(`
      window.__headings = { seen: false, lost: false };
      new MutationObserver(() => {
        const shown = document.querySelector('h1') !== null;
        if (shown) window.__headings.seen = true;
        else if (window.__headings.seen) window.__headings.lost = true;
      }).observe(document, { childList: true, subtree: true });
    `);
    await page.goto(server.portalUrl('/termos-de-uso'));
    await appReady(page);
    await expectBrandShown(page, BRANDS.beblue);
    expect(await page.evaluate('window.__headings')).toEqual({ seen: true, lost: false });
    await context.close();
  });
});

describe('a customer faster than the app, whose stored brand the page is not drawn in', () => {
  // A static page opened without client_id: the server draws it in the default brand; the app,
  // once it runs, draws it afresh in the stored client's brand. What the customer clicked in
  // between is clicked on the page drawn again. (An entry route without client_id starts a new
  // visit in the default brand: no register page is drawn again.)
  async function openHeldAfterVisit(clientId: string, path: string) {
    const context = await newContext(true);
    const page = await context.newPage();
    await page.goto(server.portalUrl(`/?client_id=${clientId}`));
    await appReady(page);
    const release = await holdAppCode(page);
    await page.goto(server.portalUrl(path), { waitUntil: 'commit' });
    return { context, page, release };
  }

  it('opens the help centre question clicked before the app was ready', async () => {
    const { context, page, release } = await openHeldAfterVisit(
      'meu-financiamento',
      '/central-de-ajuda',
    );
    const [first] = helpCentre.themes[0]?.items ?? [];
    if (!first) throw new Error('The help centre has no question.');
    await page.getByRole('button', { name: first.question, exact: true }).click(WAIT);
    release();
    await appReady(page);
    await expectBrandShown(page, BRANDS['meu-financiamento']);
    await page
      .getByRole('button', { name: first.question, exact: true, expanded: true })
      .waitFor(WAIT);
    await context.close();
  });
});

describe('a customer faster than the app', () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await newContext(true);
  });
  afterAll(async () => {
    await context.close();
  });

  it('keeps the CPF typed before the app was ready, and the button then works', async () => {
    await server.reset();
    const customer = scenario('success');
    const page = await context.newPage();
    const messages = recordConsole(page);
    const release = await holdAppCode(page);
    await page.goto(server.portalUrl('/cadastro'), { waitUntil: 'commit' });
    const field = page.getByRole('textbox', { name: texts.cpf.label });
    await field.click(WAIT);
    await field.pressSequentially(customer.cpf);
    expect(await labelOverText(field), 'the label, while typing').toBe(false);
    await page.keyboard.press('Tab');
    expect(await labelOverText(field), 'the label, the field left with text').toBe(false);
    release();
    // The app formats what was typed, as it does when the customer types into it.
    await page
      .getByRole('textbox', { name: texts.cpf.label })
      .and(page.locator(`[value="${formatCpf(customer.cpf)}"]`))
      .waitFor(WAIT);
    await page.getByRole('button', { name: texts.cpf.submit, exact: true }).click();
    await page.getByRole('heading', { name: texts.question.heading, exact: true }).waitFor(WAIT);
    expect(messages).toEqual([]);
    await page.close();
  });

  it('sends the CPF the customer sent before the app was ready, once it is', async () => {
    await server.reset();
    const customer = scenario('success');
    const page = await context.newPage();
    const release = await holdAppCode(page);
    await page.goto(server.portalUrl('/cadastro'), { waitUntil: 'commit' });
    const field = page.getByRole('textbox', { name: texts.cpf.label });
    await field.click(WAIT);
    await field.pressSequentially(customer.cpf);
    await page.getByRole('button', { name: texts.cpf.submit, exact: true }).click();
    // Held, not sent by the browser: the CPF never goes into the address.
    expect(new URL(page.url()).search).toBe('');
    release();
    await page.getByRole('heading', { name: texts.question.heading, exact: true }).waitFor(WAIT);
    expect(page.url()).not.toContain(customer.cpf);
    await page.close();
  });

  it('a click the moment the app says it is ready sends the CPF typed before', async () => {
    await server.reset();
    const customer = scenario('success');
    const page = await context.newPage();
    // The customer's click lands in the very task in which the app says it is ready: the app's
    // state must by then have what the field shows.
    await announceReady(page);
    await page.addInitScript(() => {
      window.addEventListener('portal:ready', () => {
        document.querySelector('form')?.requestSubmit();
      });
    });
    const release = await holdAppCode(page);
    await page.goto(server.portalUrl('/cadastro'), { waitUntil: 'commit' });
    const field = page.getByRole('textbox', { name: texts.cpf.label });
    await field.click(WAIT);
    await field.pressSequentially(customer.cpf);
    release();
    const question = page.getByRole('heading', { name: texts.question.heading, exact: true });
    await question.or(page.getByRole('alert')).first().waitFor(WAIT);
    expect(await page.getByRole('alert').allTextContents()).toEqual([]);
    await question.waitFor(WAIT);
    await page.close();
  });

  it('opens the help centre question clicked before the app was ready, once it is', async () => {
    const page = await context.newPage();
    const release = await holdAppCode(page);
    await page.goto(server.portalUrl('/central-de-ajuda'), { waitUntil: 'commit' });
    const [first] = helpCentre.themes[0]?.items ?? [];
    if (!first) throw new Error('The help centre has no question.');
    const question = page.getByRole('button', { name: first.question, exact: true });
    await question.click(WAIT);
    expect(await question.getAttribute('aria-expanded')).toBe('false');
    release();
    await page
      .getByRole('button', { name: first.question, exact: true, expanded: true })
      .waitFor(WAIT);
    await page.close();
  });

  it('opens, and leaves open, a help centre question clicked as the app attaches', async () => {
    const page = await context.newPage();
    const [first] = helpCentre.themes[0]?.items ?? [];
    if (!first) throw new Error('The help centre has no question.');
    // The click lands when the app, attached, first looks for what was typed: its handlers are
    // on the page, and it is not ready yet. Handled there and again once ready, it would open
    // the answer and close it again.
    await page.addInitScript((name) => {
      const store: { typed?: unknown; clicked?: boolean } = {};
      Object.defineProperty(window, '__portalTyped', {
        configurable: true,
        get() {
          const button = [...document.querySelectorAll('button')].find(
            (candidate) => candidate.textContent === name,
          );
          const attached = button && Object.keys(button).some((key) => key.startsWith('__react'));
          if (attached && !store.clicked) {
            store.clicked = true;
            button.click();
          }
          return store.typed;
        },
        set(value: unknown) {
          store.typed = value;
        },
      });
    }, first.question);
    await page.goto(server.portalUrl('/central-de-ajuda'));
    await appReady(page);
    const question = page.getByRole('button', { name: first.question, exact: true });
    expect(await question.getAttribute('aria-expanded')).toBe('true');
    await page.close();
  });

  it('follows a link clicked before the app was ready once it is, keeping the visit’s brand', async () => {
    const page = await context.newPage();
    const release = await holdAppCode(page);
    await page.goto(server.portalUrl('/?client_id=beblue'), { waitUntil: 'commit' });
    // The privacy link under the form, which opens in the same tab.
    const link = page.locator('#root a[href*="/politica-de-privacidade"]:not([target])');
    await link.click(WAIT);
    expect(new URL(page.url()).pathname).toBe('/portal/');
    release();
    await page.getByRole('heading', { level: 1, name: fill(privacyPolicy.heading) }).waitFor(WAIT);
    await expectBrandShown(page, BRANDS.beblue);
    await page.close();
  });

  describe('with the keyboard', () => {
    // blocks' first screen has every kind of control: a field, links, a checkbox and a button.
    const brand = 'blocks';

    async function openHeld(page: Page): Promise<() => void> {
      const release = await holdAppCode(page);
      await page.goto(server.portalUrl(`/?client_id=${brand}`), { waitUntil: 'commit' });
      await page.getByRole('heading', { name: FIRST_SCREEN[brand].heading }).waitFor(WAIT);
      return release;
    }

    it('shows where the focus is on every Tab stop before the app is ready', async () => {
      const page = await context.newPage();
      const release = await openHeld(page);
      const button = page.getByRole('button', { name: FIRST_SCREEN[brand].button, exact: true });
      expect(await tabTo(page, button)).toEqual([]);
      expect((await readFocusStop(page)).indicator).not.toBeNull();
      expect(await page.evaluate(() => window.__portalReady)).toBe(false);
      release();
      await page.close();
    });

    it('keeps the focus where the customer tabbed to while the app loaded', async () => {
      const page = await context.newPage();
      const release = await openHeld(page);
      const button = page.getByRole('button', { name: FIRST_SCREEN[brand].button, exact: true });
      await tabTo(page, button);
      release();
      await appReady(page);
      // Not taken by the step's heading when the app attached: Enter presses the button they are
      // on, and the empty form says what is missing.
      expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
      await page.keyboard.press('Enter');
      await page.locator('[aria-invalid="true"]').first().waitFor(WAIT);
      await page.close();
    });

    it('keeps the terms accepted with Space while the app loaded: the CPF then goes on', async () => {
      await server.reset();
      const page = await context.newPage();
      const release = await openHeld(page);
      const terms = page.getByRole('checkbox', { name: texts.finish.termsBefore.trim() });
      await tabTo(page, terms);
      await page.keyboard.press('Space');
      release();
      await appReady(page);
      expect(await terms.isChecked()).toBe(true);
      await tabTo(page, page.getByRole('textbox', { name: texts.cpf.label }));
      await page.keyboard.type(scenario('success').cpf);
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: texts.question.heading, exact: true }).waitFor(WAIT);
      await page.close();
    });

    it('a field focused before the app was ready still shows its focus once it is', async () => {
      const page = await context.newPage();
      const release = await openHeld(page);
      await tabTo(page, page.getByRole('textbox', { name: texts.cpf.label }));
      release();
      await appReady(page);
      expect(await readFocusStop(page)).toEqual({
        element: 'input "cpf"',
        indicator: expect.any(String) as unknown,
      });
      await page.close();
    });
  });
});
