import { parse } from 'csv-parse/sync';
import { staticPortal } from '../../../static-server/static-portal.ts';
import { serverConfig } from '../../../portal-config/config-script.ts';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Download, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { createActor } from 'xstate';
import { fill } from '../../../content/fill.ts';
import { eventDescription, inspectorTexts, transitionLabel } from '../../src/texts.ts';
import { MACHINES, type MachineId } from '../../../machines/index.ts';
import Fastify from 'fastify';
import {
  inspectorFeed,
  relayTransport,
  type FeedTransport,
} from '../../../src/inspector-feed/feed.ts';
import { machineCoverage, parseCoverage } from '../../src/coverage/coverage.ts';
import { machineHeat, parseHeat } from '../../src/coverage/path-heat.ts';
import { INSPECTOR_CHANNEL, RELAY_BASE, RELAY_PATH } from '../../../inspector-protocol/protocol.ts';
import { INSPECTOR_BASE } from '../../src/relay/dev-plugin.ts';
import { attachRelay, type Relay } from '../../src/relay/relay-server.ts';
import { machineToGraph } from '../../../machine-graph/index.ts';
import { nodeSocket } from '../support/node-socket.ts';
import { createFakeActors, settle } from '../../../test/support/paths/fake-actors.ts';
import { pathModel } from '../../../paths/models.ts';
import { launchChromium, type Chromium } from '../../../test/browser/support/chromium.ts';
import { listenOnOwnSite } from '../../../test/browser/support/own-site.ts';
import {
  cspViolationsIn,
  recordCspViolations,
} from '../../../test/browser/support/csp-violations.ts';
import { screenshot } from '../../../test/browser/support/screenshots.ts';
import { scanScreen } from '../../../test/browser/support/a11y/axe-scan.ts';
import { DESKTOP, PHONE } from '../../../test/browser/support/chromium.ts';
import type { GuardInfo } from '../../../machine-graph/index.ts';
import { valueWords } from '../../src/app/words.ts';

/**
 * The analysts' state-chart inspector, built as its own page: it draws every machine in
 * Portuguese, follows a portal session through the relay (another device) or the
 * BroadcastChannel (another tab), shows the QA coverage and its heat, simulates without the
 * network, keeps its view in a link, and exports the chart (SVG, PNG) and the event log (CSV).
 * Every wait is for what the analyst would see, with a limit that holds on a loaded 2-core
 * machine; the live feed comes from this test through the relay, so no second tab's timing
 * matters. Screenshots: test-results/screenshots/inspector/.
 */

const MACHINE_IDS = Object.keys(MACHINES) as MachineId[];
const COVERAGE_FILE = resolve(import.meta.dirname, '../../../docs/paths/coverage.json');
const HEAT_FILE = resolve(import.meta.dirname, '../../../docs/machines/path-heat.json');
const DIST = resolve(import.meta.dirname, '../../dist');
/**
 * What a user waits for, at most, on a loaded 2-core machine (the chart is laid out in a worker;
 * the slowest seen under two busy loops was 24 s for a warm page's first chart).
 */
const SEEN = { timeout: 45_000 };
/** Each test's limit: a few waits for what the page shows. */
const TEST_LIMIT = { timeout: 150_000 };
const t = inspectorTexts;

let origin = '';
let closeServer: () => Promise<void>;
let relay: Relay;
let browser: Chromium;
const opened: Page[] = [];
const sockets: WebSocket[] = [];

async function newPage(): Promise<Page> {
  const page = await browser.context.newPage();
  opened.push(page);
  return page;
}

/**
 * Where a download was saved: the browser is shared by the run and reached remotely, so its own
 * download folder is not ours to read.
 */
async function savedPath(download: Download): Promise<string> {
  const path = join(
    mkdtempSync(join(tmpdir(), 'inspector-download-')),
    download.suggestedFilename(),
  );
  await download.saveAs(path);
  return path;
}

beforeAll(async () => {
  if (!existsSync(resolve(DIST, 'index.html'))) {
    throw new Error('No build: run `npx vite build --config inspector/vite.config.ts`.');
  }
  // The inspector's build as its own server serves it (inspector/serve.ts: a nonce per page and
  // the strict CSP), with the development relay attached to the same origin (the page's CSP
  // allows connect-src 'self').
  const app = Fastify();
  staticPortal(app, DIST, serverConfig({}), { base: INSPECTOR_BASE });
  relay = attachRelay(app.server, { base: RELAY_BASE });
  origin = await listenOnOwnSite(app);
  closeServer = () => app.close();
  browser = await launchChromium({ width: 1600, height: 1000 });
  await recordCspViolations(browser.context);
  await browser.keepSiteWarm(origin);
  // A cold site compiles the inspector's scripts once: paid here, so no test's limit carries it.
  const warm = await browser.context.newPage();
  await warm.goto(inspectorUrl('machine=default'));
  await chartShown(warm, 'default', { timeout: 110_000 });
  // Its layout comes from the ELK web worker, under the strict policy: nothing refused.
  expect(await cspViolationsIn(warm)).toEqual([]);
  await warm.close();
}, 180_000);
afterEach(async () => {
  sockets.splice(0).forEach((socket) => {
    socket.terminate();
  });
  await Promise.all(opened.splice(0).map((page) => page.close()));
});
afterAll(async () => {
  await browser.close();
  await relay.close();
  await closeServer();
});

function inspectorUrl(query: string): string {
  return `${origin}${INSPECTOR_BASE}?${query}`;
}

function readJson(file: string): unknown {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

/** The ids of the states the inspector highlights. */
function highlighted(page: Page): Promise<string[]> {
  return page
    .locator('[data-state-id][data-active="true"]')
    .evaluateAll((boxes) => boxes.map((box) => box.getAttribute('data-state-id') ?? ''));
}

/** Waits until the highlighted states are these (what the analyst sees on the chart). */
async function highlightedAre(page: Page, ids: readonly string[]): Promise<void> {
  await expect.poll(() => highlighted(page), { ...SEEN, interval: 50 }).toEqual(ids);
}

/** Waits until the chart of this machine is drawn and fitted. */
async function chartShown(page: Page, id: MachineId, limit = SEEN): Promise<void> {
  await page.locator(`[data-testid="chart"][data-machine-id="${id}"]`).waitFor(limit);
  await page.locator(`[data-state-id="${MACHINES[id].id}"]`).waitFor(limit);
  // fitView runs once the boxes are measured.
  await page.waitForFunction(
    () => {
      const viewport = document.querySelector<HTMLElement>('.react-flow__viewport');
      return viewport !== null && !viewport.style.transform.includes('scale(1)');
    },
    undefined,
    limit,
  );
}

/** A portal on "another device": the real machine and feed, over a real socket to the relay. */
/**
 * The same messages once more on the inspector page's BroadcastChannel, as a portal in the
 * development server sends them (channel and relay): the inspector must show each event once.
 */
function channelEcho(page: Page): FeedTransport {
  return {
    post: (message) => {
      void page.evaluate(
        ([name, sent]) => {
          const channel = new BroadcastChannel(name);
          channel.postMessage(sent);
          channel.close();
        },
        [INSPECTOR_CHANNEL, message] as const,
      );
    },
    onHello: () => undefined,
    close: () => undefined,
  };
}

function portalDevice(id: MachineId, echo?: Page) {
  const { machine, input } = pathModel(id);
  const fakes = createFakeActors(Object.keys(machine.implementations.actors));
  const url = `${origin.replace('http', 'ws')}${RELAY_BASE}${RELAY_PATH}?role=portal`;
  const feed = inspectorFeed(() => [
    relayTransport(nodeSocket(url, sockets)),
    ...(echo ? [channelEcho(echo)] : []),
  ]);
  const actor = createActor(
    machine.provide({ actors: fakes.actors, actions: { goToDigitalSignUp: () => undefined } }),
    { input, inspect: feed.inspect },
  ).start();
  return {
    stop: () => {
      actor.stop();
    },
    async send(event: { type: string } & Record<string, unknown>) {
      actor.send(event as never);
      await settle();
    },
    async answer(call: string, output: unknown) {
      fakes.answer({ type: `xstate.done.actor.${call}`, output } as never);
      await settle();
    },
  };
}

/** Every name the machines' code gives a state, a customer's event, a guard or an action. */
function codeNames(): string[] {
  const names = new Set<string>();
  const guards = (tree: GuardInfo | undefined): void => {
    if (!tree) return;
    if (tree.kind === 'named') names.add(tree.type);
    if ('operands' in tree) tree.operands.forEach(guards);
  };
  for (const id of MACHINE_IDS) {
    const graph = machineToGraph(MACHINES[id]);
    for (const state of graph.states) {
      if (state.parentId !== null) names.add(state.key);
      state.entry.forEach((action) => names.add(action));
    }
    for (const transition of graph.transitions) {
      if (transition.trigger === 'user') names.add(transition.eventType);
      guards(transition.guardTree);
      transition.actions.forEach((action) => names.add(action.type));
    }
  }
  return [...names];
}

describe('the inspector as an analyst opens it', TEST_LIMIT, () => {
  it('shows the whole flow legibly, in Portuguese, on a laptop and on a phone, with axe finding nothing', async () => {
    const page = await newPage();
    await page.setViewportSize(DESKTOP);
    // Typed by hand, without the slash.
    await page.goto(`${origin}${INSPECTOR_BASE.slice(0, -1)}?machine=default`);
    await chartShown(page, 'default');
    expect(new URL(page.url()).pathname).toBe(INSPECTOR_BASE);

    // Every text of the chart at 11 CSS px or more on screen, every box inside the view, every
    // control of the chart at least 24 × 24 px.
    const seen = await page.evaluate(() => {
      const chart = document.querySelector('[data-testid="chart"]')?.getBoundingClientRect();
      const texts = [
        ...document.querySelectorAll<HTMLElement>(
          '.route-label__row, .state__name, .state__call, .state__fold, .state__badge',
        ),
      ];
      const sizes = texts.map((element) => {
        const scale = element.getBoundingClientRect().height / element.offsetHeight;
        return parseFloat(getComputedStyle(element).fontSize) * scale;
      });
      const boxes = [...document.querySelectorAll('[data-state-id]')].map((box) =>
        box.getBoundingClientRect(),
      );
      const targets = [...document.querySelectorAll('[data-testid="chart"] button')].map((button) =>
        button.getBoundingClientRect(),
      );
      return {
        texts: texts.length,
        smallest: Math.min(...sizes),
        outside: chart
          ? boxes.filter(
              (box) =>
                box.left < chart.left - 1 ||
                box.top < chart.top - 1 ||
                box.right > chart.right + 1 ||
                box.bottom > chart.bottom + 1,
            ).length
          : -1,
        boxes: boxes.length,
        smallTargets: targets.filter((box) => box.width < 24 || box.height < 24).length,
      };
    });
    expect(seen.texts).toBeGreaterThan(10);
    expect(seen.smallest).toBeGreaterThanOrEqual(11);
    expect(seen.boxes).toBeGreaterThan(3);
    expect(seen.outside).toBe(0);
    expect(seen.smallTargets).toBe(0);

    // No code name of a state, an event, a guard or an action where the analyst reads.
    const text = await page.locator('body').innerText();
    const english = codeNames().filter((name) =>
      new RegExp(`(^|[^\\w.])${name.replace(/\./g, '\\.')}([^\\w.]|$)`).test(text),
    );
    expect(english).toEqual([]);

    // The legend is on screen without scrolling.
    const legend = await page.getByTestId('legend').boundingBox();
    expect(legend && legend.y + legend.height).toBeLessThanOrEqual(DESKTOP.height);
    await screenshot(page, 'inspector', 'first-view-1280');

    // A step opens with a click, and shows its inner states.
    await page
      .getByRole('button', { name: /cpf|CPF/ })
      .filter({ hasText: '▸' })
      .first()
      .click();
    await page.locator('[data-state-id="default.cpf.editing"]').waitFor(SEEN);

    // On a phone: one column, the chart the full width, nothing wider than the screen.
    await page.setViewportSize(PHONE);
    await page.goto(inspectorUrl('machine=default'));
    await chartShown(page, 'default');
    const phone = await page.evaluate(() => {
      const rect = (selector: string) => document.querySelector(selector)?.getBoundingClientRect();
      return {
        width: document.documentElement.scrollWidth,
        chart: rect('[data-testid="chart"]'),
        machines: rect('.machines'),
        panel: rect('.panel'),
      };
    });
    expect(phone.width).toBeLessThanOrEqual(PHONE.width);
    expect(phone.chart?.width).toBeGreaterThanOrEqual(PHONE.width - 2);
    expect(phone.chart?.height).toBeGreaterThan(300);
    expect(phone.machines && phone.chart && phone.machines.bottom <= phone.chart.top).toBe(true);
    expect(phone.panel && phone.chart && phone.panel.top >= phone.chart.bottom).toBe(true);
    await screenshot(page, 'inspector', 'first-view-360');

    // axe at both sizes (it leaves the page at the desktop size).
    expect(await scanScreen(page, 'inspector')).toBe('');
  });
});

describe('the inspector page', TEST_LIMIT, () => {
  it.each(MACHINE_IDS)(
    'draws the %s machine in Portuguese: every state and transition once, with coverage',
    async (id) => {
      const page = await newPage();
      await page.goto(inspectorUrl(`machine=${id}&open=all`));
      await chartShown(page, id);
      const graph = machineToGraph(MACHINES[id]);

      const states = await page
        .locator('[data-state-id]')
        .evaluateAll((boxes) => boxes.map((box) => box.getAttribute('data-state-id') ?? ''));
      expect(states.sort()).toEqual(graph.states.map((state) => state.id).sort());
      // Each transition once, with its Portuguese label: the minified build names guards the same.
      const labels = await page
        .locator('.route-label [data-transition-id]')
        .evaluateAll((rows) =>
          rows.map((row) => `${row.getAttribute('data-transition-id') ?? ''} = ${row.textContent}`),
        );
      expect(labels.sort()).toEqual(
        graph.transitions.map((tr) => `${tr.id} = ${transitionLabel(tr)}`).sort(),
      );
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(t.title);
      await page.getByRole('heading', { name: t.legend.heading }).waitFor();

      // The page reads docs/paths/coverage.json as the build found it: the same file as here.
      const coverage = page.getByTestId('coverage-status');
      const listed = machineCoverage(parseCoverage(readJson(COVERAGE_FILE)), graph);
      if (listed) {
        const { transitions } = listed.entry;
        expect(await coverage.textContent()).toContain(
          `transições ${String(transitions.covered)}/${String(transitions.total)}`,
        );
        const marks = await page
          .locator('.route-label [data-transition-id]')
          .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-coverage')));
        expect(marks.filter((mark) => mark === 'uncovered')).toHaveLength(listed.uncovered.size);
        expect(marks.filter((mark) => mark === 'covered')).toHaveLength(listed.covered.size);
      } else {
        expect(await coverage.textContent()).toContain('Cobertura desconhecida');
      }
      await screenshot(page, 'inspector', id);
    },
  );

  it('follows a portal on another device through the relay, and exports its log as CSV', async () => {
    const inspector = await newPage();
    // Opened on another machine: it switches to the one the portal runs.
    await inspector.goto(inspectorUrl('machine=digital&relay&open=all'));
    await chartShown(inspector, 'digital');
    await inspector.getByText(t.live.relay.connected).waitFor(SEEN);

    const device = portalDevice('default', inspector);
    await chartShown(inspector, 'default');
    await highlightedAre(inspector, ['default', 'default.cpf', 'default.cpf.editing']);
    await screenshot(inspector, 'inspector', 'live-1-cpf');

    const cpf = '52998224725';
    await device.send({ type: 'cpf.submit', cpf });
    await device.answer('captcha', 'captcha-ok');
    await device.answer('requestToken', { status: 'SUCCESS', token: 'secret-token' });
    await device.answer('fetchQuestion', {
      status: 'SUCCESS',
      question: { motherNames: ['MARIA', 'ANA', 'JOANA'] },
    });
    await highlightedAre(inspector, ['default', 'default.question', 'default.question.editing']);
    // The transition just taken is marked on the chart.
    await expect
      .poll(
        () =>
          inspector
            .locator('.route-label .route--taken')
            .evaluateAll((rows) => rows.map((row) => row.dataset['transitionId'])),
        SEEN,
      )
      .toEqual([
        'default.cpf.fetchingQuestion --xstate.done.actor.fetchQuestion[0]--> default.question',
      ])
      .catch(async (error: unknown) => {
        // What the analyst saw when the mark was missing, for whoever reads the failure.
        await screenshot(inspector, 'inspector', 'live-2-taken-missing');
        throw error;
      });
    // One row per event the portal's machine processed (the screen opening and four events),
    // though each message came twice; no row goes from a state to itself.
    const rows = inspector.getByTestId('live-log-row');
    await expect.poll(() => rows.count(), SEEN).toBe(5);
    const log = await rows.allTextContents();
    expect(log.find((row) => row.includes(eventDescription('cpf.submit')))).toContain(
      valueWords({ cpf: 'verifyingCaptcha' }),
    );
    expect(log.some((row) => row.includes('busca da pergunta respondeu'))).toBe(true);
    const moves = await rows.evaluateAll((cells) =>
      cells.map((row) => row.lastElementChild?.textContent ?? ''),
    );
    expect(moves.filter((move) => move.split(' → ')[0] === move.split(' → ')[1])).toEqual([]);
    // The screen opening has no state before it: its row names where it opened, no "?".
    expect(moves.filter((move) => move.includes('?'))).toEqual([]);
    // State values and event types only: the CPF and the token never reach the page.
    expect(await inspector.content()).not.toContain(cpf);
    expect(await inspector.content()).not.toContain('secret-token');
    await screenshot(inspector, 'inspector', 'live-2-question');

    const [download] = await Promise.all([
      inspector.waitForEvent('download', SEEN),
      inspector.getByRole('button', { name: t.live.csv }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('registro-de-eventos.csv');
    // As a Brazilian spreadsheet imports it: UTF-8 with its mark, `;` cells, a bare LF a record.
    const bytes = readFileSync(await savedPath(download));
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const records: string[][] = parse(bytes.toString('utf8'), {
      bom: true,
      delimiter: ';',
      record_delimiter: ['\r\n', '\n'],
    });
    expect(records[0]).toEqual([...t.live.csvHeader]);
    const column = (name: string) =>
      records.slice(1).map((row) => row[records[0]?.indexOf(name) ?? -1]);
    expect(column('código do evento')).toEqual([
      'xstate.init',
      'cpf.submit',
      'xstate.done.actor.captcha',
      'xstate.done.actor.requestToken',
      'xstate.done.actor.fetchQuestion',
    ]);
    expect(column('evento').slice(0, 2)).toEqual(['a tela abriu', 'o cliente envia o CPF']);
    expect(column('sessão').every((session) => session?.length === 6)).toBe(true);
    const csv = records.map((row) => row.join(';'));
    expect(csv.join('\n')).not.toContain(cpf);

    // The portal leaves: nothing stays highlighted.
    device.stop();
    await highlightedAre(inspector, []);
  });

  it('follows a tab of this browser on the BroadcastChannel', async () => {
    const page = await newPage();
    await page.goto(inspectorUrl('machine=default&open=all'));
    await chartShown(page, 'default');
    // A portal message posted from a second channel object of this same page: delivered like
    // another tab's, without depending on another tab being scheduled.
    await page.evaluate((name) => {
      const channel = new BroadcastChannel(name);
      channel.postMessage({
        kind: 'portal.state',
        session: 'tab-session',
        machineId: 'refi',
        value: { cpf: 'editing' },
        eventType: 'xstate.init',
        seq: 1,
        at: Date.now(),
      });
      channel.close();
    }, INSPECTOR_CHANNEL);
    await chartShown(page, 'refi');
    await highlightedAre(page, ['refi', 'refi.cpf', 'refi.cpf.editing']);
    await expect
      .poll(() => page.getByTestId('live-status').textContent(), SEEN)
      .toContain(
        fill(t.live.following, {
          machine: t.machineTitles['refi'],
          session: 'tab-se',
          state: valueWords({ cpf: 'editing' }),
        }),
      );
  });

  it('simulates without the network, and a link reopens the same simulation', async () => {
    const page = await newPage();
    const requests: string[] = [];
    // The browser asks for the page's icon again as the address changes: not the inspector's doing.
    page.on('request', (request) => {
      if (!request.url().endsWith('/favicon.svg')) requests.push(request.url());
    });
    await page.goto(inspectorUrl('machine=blocks&mode=simulate&open=all'));
    await chartShown(page, 'blocks');
    await highlightedAre(page, ['blocks', 'blocks.firstAccess', 'blocks.firstAccess.editing']);
    const loaded = requests.length;

    const click = (label: string) =>
      page.locator('.events button', { hasText: label }).first().click();
    const submitCpf = machineToGraph(MACHINES.blocks).transitions.find(
      (transition) => transition.eventType === 'cpf.submit',
    );
    if (!submitCpf) throw new Error('blocks has no cpf.submit.');
    await click(transitionLabel(submitCpf));
    await click('captcha responde');
    // On the chart as well: a blue label is an event that can be taken now.
    await page
      .locator('.route-label [data-available="true"]', {
        hasText: 'consulta do CPF responde [cliente não encontrado]',
      })
      .click();
    const end = ['blocks', 'blocks.nonClientPassword', 'blocks.nonClientPassword.editing'];
    await highlightedAre(page, end);
    expect(await page.getByTestId('simulation-state').textContent()).toContain(
      valueWords({ nonClientPassword: 'editing' }),
    );
    // A state clicked on the chart goes into the link too.
    await page.locator('[data-state-id="blocks.nonClientPassword.editing"]').click();
    await page.getByTestId('state-details').waitFor(SEEN);
    await screenshot(page, 'inspector', 'simulation-blocks');
    expect(requests.slice(loaded)).toEqual([]);

    const link = page.url();
    expect(new URL(link).searchParams.get('path')?.split('.')).toHaveLength(3);
    const steps = await page.getByTestId('simulation-steps').textContent();
    const colleague = await newPage();
    await colleague.goto(link);
    await chartShown(colleague, 'blocks');
    await highlightedAre(colleague, end);
    expect(await colleague.getByTestId('simulation-steps').textContent()).toBe(steps);
    expect(await colleague.getByTestId('state-details').textContent()).toContain(
      'blocks.nonClientPassword.editing',
    );
  });

  it('exports the chart as SVG and PNG', async () => {
    const page = await newPage();
    await page.goto(inspectorUrl('machine=digital&open=all'));
    await chartShown(page, 'digital');
    const graph = machineToGraph(MACHINES.digital);

    const [svgDownload] = await Promise.all([
      page.waitForEvent('download', SEEN),
      page.getByRole('button', { name: t.share.svg }).click(),
    ]);
    expect(svgDownload.suggestedFilename()).toBe('digital.svg');
    const svg = readFileSync(await savedPath(svgDownload), 'utf8');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    const attribute = (text: string) => text.replace(/>/g, '&gt;');
    for (const state of graph.states) expect(svg).toContain(`data-state-id="${state.id}"`);
    for (const transition of graph.transitions) {
      expect(svg).toContain(`data-transition-id="${attribute(transition.id)}"`);
    }

    const [pngDownload] = await Promise.all([
      page.waitForEvent('download', SEEN),
      page.getByRole('button', { name: t.share.png }).click(),
    ]);
    expect(pngDownload.suggestedFilename()).toBe('digital.png');
    const png = readFileSync(await savedPath(pngDownload));
    expect([...png.subarray(1, 4)].map((byte) => String.fromCharCode(byte)).join('')).toBe('PNG');
    // Width and height from the IHDR chunk: twice the SVG's, for sharp print.
    const svgWidth = Number(/width="(\d+)"/.exec(svg)?.[1]);
    expect(png.readUInt32BE(16)).toBe(svgWidth * 2);
    expect(png.readUInt32BE(20)).toBeGreaterThan(0);
  });

  it('colours the transitions by how many QA paths cross them, with a legend', async () => {
    const heat = machineHeat(parseHeat(readJson(HEAT_FILE)), 'default');
    expect(
      heat,
      'docs/machines/path-heat.json lists default: run npm run docs:charts',
    ).toBeDefined();
    const page = await newPage();
    await page.goto(inspectorUrl('machine=default&open=all'));
    await chartShown(page, 'default');
    await page.getByRole('radio', { name: t.chart.colours.heat }).check();
    const legend = page.getByTestId('heat-legend');
    await legend.waitFor(SEEN);
    const counts = [...(heat?.values() ?? [])];
    expect(await legend.textContent()).toContain(
      `${String(Math.min(...counts))} caminho(s) → ${String(Math.max(...counts))} caminhos`,
    );
    const shown = await page
      .locator('.route-label [data-transition-id]')
      .evaluateAll((rows) =>
        rows.map(
          (row) =>
            [row.getAttribute('data-transition-id'), row.getAttribute('data-paths')] as const,
        ),
      );
    expect(new Map(shown)).toEqual(
      new Map([...(heat ?? new Map<string, number>())].map(([id, n]) => [id, String(n)])),
    );
    // The colouring is part of the link.
    expect(new URL(page.url()).searchParams.get('colour')).toBe('heat');
    await screenshot(page, 'inspector', 'heat-default');
  });

  it('loads nothing from outside the portal’s origin', async () => {
    const page = await newPage();
    const requests: string[] = [];
    // The browser asks for the page's icon again as the address changes: not the inspector's doing.
    page.on('request', (request) => {
      if (!request.url().endsWith('/favicon.svg')) requests.push(request.url());
    });
    await page.goto(inspectorUrl('machine=refi'));
    await chartShown(page, 'refi');
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.filter((url) => !url.startsWith(`${origin}/`))).toEqual([]);
  });
});
