import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page, Response } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { texts } from '../../content/texts.ts';
import { MACHINES, type MachineId } from '../../machines/index.ts';
import { scenario } from '../../sandbox/scenarios.ts';
import { machineCoverage, parseCoverage } from '../../src/inspector/coverage/coverage.ts';
import { machineToGraph } from '../../src/machine-graph/index.ts';
import { launchChromium, type Chromium } from './support/chromium.ts';
import { startPortalServer, type PortalServer } from './support/portal-server.ts';
import { headingShown, submitCpf } from './support/register-steps.ts';
import { screenshot } from './support/screenshots.ts';

/**
 * The analysts' state-chart inspector, built as its own page: it draws every machine, follows a
 * register screen open in another tab, shows the QA coverage and simulates without the network.
 * Screenshots: test-results/screenshots/inspector/.
 */

// The sandbox's static server answers /portal/inspector/ with the portal's index.html (its SPA
// fallback), so the page is opened by its file name; see docs/decisions/007-inspector.md.
const INSPECTOR_PATH = '/inspector/';
const MACHINE_IDS = Object.keys(MACHINES) as MachineId[];
const COVERAGE_FILE = resolve(import.meta.dirname, '../../docs/paths/coverage.json');

let server: PortalServer;
let browser: Chromium;
/** Pages a test opened; closed after it even when it fails, so no portal tab outlives it. */
const opened: Page[] = [];

async function newPage(): Promise<Page> {
  const page = await browser.context.newPage();
  opened.push(page);
  return page;
}

beforeAll(async () => {
  server = await startPortalServer();
  browser = await launchChromium({ width: 1600, height: 1000 });
});
afterEach(async () => {
  await Promise.all(opened.splice(0).map((page) => page.close()));
});
afterAll(async () => {
  await browser.close();
  await server.close();
});

function readCoverage() {
  return existsSync(COVERAGE_FILE)
    ? parseCoverage(JSON.parse(readFileSync(COVERAGE_FILE, 'utf8')))
    : undefined;
}

function inspectorUrl(query: string): string {
  return server.portalUrl(`${INSPECTOR_PATH}?${query}`);
}

/** The ids of the states the inspector highlights. */
function highlighted(page: Page): Promise<string[]> {
  return page
    .locator('[data-state-id][data-active="true"]')
    .evaluateAll((boxes) => boxes.map((box) => box.getAttribute('data-state-id') ?? ''));
}

/** Waits until the chart of this machine is drawn and fitted. */
async function chartShown(page: Page, id: MachineId): Promise<void> {
  await page.locator(`[data-testid="chart"][data-machine-id="${id}"]`).waitFor();
  await page.locator(`[data-state-id="${MACHINES[id].id}"]`).waitFor();
  // fitView runs once the boxes are measured.
  await page.waitForFunction(() => {
    const viewport = document.querySelector<HTMLElement>('.react-flow__viewport');
    return viewport !== null && !viewport.style.transform.includes('scale(1)');
  });
}

describe('the inspector page', () => {
  it.each(MACHINE_IDS)(
    'draws the %s machine: every state and every transition once, with coverage or its absence',
    async (id) => {
      const page = await newPage();
      await page.goto(inspectorUrl(`machine=${id}`));
      await chartShown(page, id);
      const graph = machineToGraph(MACHINES[id]);

      const states = await page
        .locator('[data-state-id]')
        .evaluateAll((boxes) => boxes.map((box) => box.getAttribute('data-state-id') ?? ''));
      expect(states.sort()).toEqual(graph.states.map((state) => state.id).sort());
      // Each transition once, labelled as in Node: the minified build names guards the same.
      const labels = await page
        .locator('.route-label [data-transition-id]')
        .evaluateAll((rows) =>
          rows.map((row) => `${row.getAttribute('data-transition-id') ?? ''} = ${row.textContent}`),
        );
      expect(labels.sort()).toEqual(graph.transitions.map((t) => `${t.id} = ${t.label}`).sort());

      // The page reads docs/paths/coverage.json as the build found it: the same file as here.
      const coverage = page.getByTestId('coverage-status');
      const listed = machineCoverage(readCoverage(), graph);
      if (listed) {
        const { transitions } = listed.entry;
        expect(await coverage.textContent()).toContain(
          `transitions ${String(transitions.covered)}/${String(transitions.total)}`,
        );
        const marks = await page
          .locator('.route-label [data-transition-id]')
          .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-coverage')));
        expect(marks.filter((mark) => mark === 'uncovered')).toHaveLength(listed.uncovered.size);
        expect(marks.filter((mark) => mark === 'covered')).toHaveLength(listed.covered.size);
      } else {
        expect(await coverage.textContent()).toContain('Coverage unknown');
      }
      await screenshot(page, 'inspector', id);
    },
  );

  it('follows the portal in another tab: highlights each new state and logs the event', async () => {
    const inspector = await newPage();
    // Opened on another machine: it switches to the one the portal runs.
    await inspector.goto(inspectorUrl('machine=digital'));
    await chartShown(inspector, 'digital');

    const portal = await newPage();
    await portal.goto(server.portalUrl('/cadastro'));
    await headingShown(portal, texts.cpf.heading);
    await inspector.bringToFront();
    await chartShown(inspector, 'default');
    await expect.poll(() => highlighted(inspector)).toContain('default.cpf.editing');
    await screenshot(inspector, 'inspector', 'live-1-cpf');

    const customer = scenario('success');
    await portal.bringToFront();
    await submitCpf(portal, customer.cpf);
    await headingShown(portal, texts.question.heading);
    // The analyst looks at the inspector's tab: a background tab draws no frames, so the chart's
    // lines (laid out by @xyflow/react after a frame) would wait for it.
    await inspector.bringToFront();
    await expect
      .poll(() => highlighted(inspector))
      .toEqual(['default', 'default.question', 'default.question.editing']);
    const log = await inspector.getByTestId('live-log-row').allTextContents();
    expect(log.find((row) => row.includes('cpf.submit'))).toContain('cpf.verifyingCaptcha');
    expect(log.find((row) => row.includes('xstate.done.actor.fetchQuestion'))).toContain(
      'question.editing',
    );
    // The transition just taken is marked on the chart.
    const taken = inspector.locator('.route-label .route--taken');
    await expect
      .poll(() => taken.evaluateAll((rows) => rows.map((row) => row.dataset['transitionId'])))
      .toEqual([
        'default.cpf.fetchingQuestion --xstate.done.actor.fetchQuestion[0]--> default.question',
      ]);
    // State values and event types only: the CPF the customer typed never reaches it.
    expect(await inspector.content()).not.toContain(customer.cpf);
    await screenshot(inspector, 'inspector', 'live-2-question');

    // Closing the portal's tab ends the session: nothing stays highlighted.
    await portal.close({ runBeforeUnload: true });
    await expect.poll(() => highlighted(inspector)).toEqual([]);
  });

  it('simulates a machine without the network when an analyst clicks its events', async () => {
    const page = await newPage();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(inspectorUrl('machine=blocks&mode=simulate'));
    await chartShown(page, 'blocks');
    expect(await highlighted(page)).toContain('blocks.firstAccess.editing');
    const loaded = requests.length;

    const click = (label: string) =>
      page.locator('.events button', { hasText: label }).first().click();
    await click('cpf.submit');
    await click('captcha done');
    // On the chart as well: a blue label is an event that can be taken now.
    await page
      .locator('.route-label [data-available="true"]', {
        hasText: 'requestToken done [CLIENT_NOT_FOUND]',
      })
      .click();
    await expect
      .poll(() => highlighted(page))
      .toEqual(['blocks', 'blocks.nonClientPassword', 'blocks.nonClientPassword.editing']);
    expect(await page.getByTestId('simulation-state').textContent()).toContain(
      'nonClientPassword.editing',
    );
    await screenshot(page, 'inspector', 'simulation-blocks');
    expect(requests.slice(loaded)).toEqual([]);
  });

  it('loads nothing from outside the portal’s origin', async () => {
    const page = await newPage();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(inspectorUrl('machine=refi'));
    await chartShown(page, 'refi');
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.filter((url) => !url.startsWith(`${server.origin}/`))).toEqual([]);
  });
});

describe('what the register screen loads', () => {
  /** Text only the inspector's code carries: its drawing library, its layout engine, its page. */
  const MARKERS = ['react-flow__', 'org.eclipse.elk', 'State-chart inspector', '@statelyai'];

  async function scriptsLoadedBy(page: Page, url: string, ready: () => Promise<void>) {
    const scripts = new Map<string, string>();
    const pending: Promise<void>[] = [];
    const listener = (response: Response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(response.text().then((body) => void scripts.set(response.url(), body)));
    };
    page.on('response', listener);
    await page.goto(url);
    await ready();
    await page.waitForLoadState('networkidle');
    page.off('response', listener);
    await Promise.all(pending);
    return scripts;
  }

  const withMarkers = (scripts: Map<string, string>) =>
    [...scripts].filter(([, body]) => MARKERS.some((marker) => body.includes(marker)));

  it('has none of the inspector’s code, which the inspector page does load', async () => {
    const page = await newPage();
    const register = await scriptsLoadedBy(page, server.portalUrl('/cadastro'), () =>
      headingShown(page, texts.cpf.heading),
    );
    expect(register.size).toBeGreaterThan(0);
    expect(withMarkers(register).map(([url]) => url)).toEqual([]);

    // The same check finds the inspector's code on its own page, so it can fail.
    const inspector = await scriptsLoadedBy(page, inspectorUrl('machine=default'), () =>
      chartShown(page, 'default'),
    );
    expect(withMarkers(inspector).length).toBeGreaterThan(0);
  });
});
