import { describe, expect, it } from 'vitest';
import { fill } from '../../../content/fill.ts';
import { helpCentre } from '../../../content/pages/help-centre.ts';
import { privacyPolicy } from '../../../content/pages/privacy-policy.ts';
import { termsOfUse } from '../../../content/pages/terms-of-use.ts';
import { texts } from '../../../content/texts.ts';
import type { MachineId } from '../../../machines/registry.ts';
import { scenario } from '../../../sandbox/scenarios.ts';
import { runBrowserPath } from '../../browser/support/paths/run-browser-path.ts';
import { PHONE } from '../../browser/support/chromium.ts';
import { isErrorActorEvent } from '../../../paths/events.ts';
import { formatCpf } from '@brazilian-utils/brazilian-utils';
import { MACHINE_IDS } from '../../../paths/models.ts';
import { appReady, axeReport, headingDrawn, takeOver, watchTakeOver } from './engine-checks.ts';
import { useEngineSession } from './engine-session.ts';
import { engineWalk } from './engine-walks.ts';
import { findControls } from './find-control.ts';
import { pollUntil } from './poll.ts';
import type { EngineName } from './scripted-page.ts';

/** Up to 25 steps and a dozen axe scans on a busy 2-core machine. */
const WALK_TIMEOUT_MS = 180_000;

/**
 * What a customer types before the app is ready, on each variant's prerendered first screen (the
 * digital sign-up is drawn by the app: nothing is prerendered there).
 */
const TYPED_FIRST: Partial<Record<MachineId, { label: string; typed: string; kept: string }>> = {};
for (const id of ['default', 'refi', 'blocks', 'meu-financiamento'] as const) {
  const { cpf } = scenario('success');
  TYPED_FIRST[id] = { label: texts.cpf.label, typed: cpf, kept: formatCpf(cpf) };
}

const STATIC_PAGES = [
  { path: '/central-de-ajuda', content: helpCentre },
  { path: '/termos-de-uso', content: termsOfUse },
  { path: '/politica-de-privacidade', content: privacyPolicy },
];

/**
 * One engine's file: in Firefox or WebKit at 360×740, every variant's happy path to the
 * activation step and its resend with each call's server failure on the way (engine-walks.ts),
 * checked screen by screen against the spec tables with axe on each screen; the prerendered first
 * screen taken over by the app without a re-draw or a logged error, keeping what was typed; the
 * static pages; and no CSP violation in any test (engine-session.ts).
 */
export function describeEngineSuite(engine: EngineName): void {
  const session = useEngineSession(engine);

  async function fieldValue(label: string): Promise<string> {
    const query = JSON.stringify({ label, exact: true });
    return session.driver.run<string>(`(${findControls.toString()})(${query})[0]?.value ?? ''`);
  }

  /** Opens an entry page with the app's code held; types, lets the app take over, checks. */
  async function openTypingBeforeReady(url: string, typed: (typeof TYPED_FIRST)[MachineId]) {
    const { driver, page, server } = session;
    const release = typed ? server.holdAppCode() : undefined;
    await page.goto(url);
    expect(await driver.run('[innerWidth, innerHeight]')).toEqual([PHONE.width, PHONE.height]);
    if (!typed || !release) return;
    await headingDrawn(driver);
    await watchTakeOver(driver);
    await page.getByLabel(typed.label, { exact: true }).fill(typed.typed);
    release();
    await appReady(driver);
    expect(await takeOver(driver), `${engine}: the app took over the drawn page`).toEqual({
      kept: 1,
      logged: [],
    });
    expect(await fieldValue(typed.label), `${engine}: what was typed before ready`).toBe(
      typed.kept,
    );
    // The walk starts from the empty first screen.
    await page.getByLabel(typed.label, { exact: true }).fill('');
  }

  describe(`${engine}: every variant from its first screen to the resent e-mail, each call failing once`, () => {
    for (const machineId of MACHINE_IDS) {
      const plan = engineWalk(machineId);
      const typed = TYPED_FIRST[machineId];
      const first = typed ? 'the prerendered first screen typed in before the app, then ' : '';
      const failing = plan.path.steps.filter(({ event }) => isErrorActorEvent(event)).length;
      it(
        `${engine}: ${machineId}: ${first}to the resent e-mail, each of its ${String(failing)} API calls failing once (HTTP 500) first`,
        async () => {
          const { driver, page, server } = session;
          const scanned = new Set<string>();
          const violations: string[] = [];
          await runBrowserPath(page, server.holdApi(), server, plan, {
            name: `${engine}-${machineId}`,
            open: (url) => openTypingBeforeReady(url, typed),
            async onScreen(expected, where) {
              // Each screen of the happy path once (a step's screen with a failure's alert is the
              // same screen; Chromium's accessibility file scans those).
              const key = JSON.stringify([expected.heading, expected.buttons, expected.texts]);
              if (expected.busy || expected.alerts.length || scanned.has(key)) return;
              scanned.add(key);
              const report = await axeReport(driver, where);
              if (report) violations.push(report);
            },
          });
          expect(violations.join('\n'), `${engine}: axe violations`).toBe('');
        },
        WALK_TIMEOUT_MS,
      );
    }
  });

  describe(`${engine}: the static pages`, () => {
    it.each(STATIC_PAGES)(
      `${engine}: $path: prerendered, taken over whole, readable at 360 px, accessible`,
      async ({ path, content }) => {
        const { driver, page, server } = session;
        const release = server.holdAppCode();
        await page.goto(server.portalUrl(path));
        await headingDrawn(driver);
        await watchTakeOver(driver);
        release();
        await appReady(driver);
        expect(await takeOver(driver)).toEqual({ kept: 1, logged: [] });
        expect(
          await driver.run(
            `({ h1: [...document.querySelectorAll('h1')].map((h) => h.textContent), title: document.title, sideways: document.documentElement.scrollWidth > innerWidth })`,
          ),
        ).toEqual({ h1: [fill(content.heading)], title: fill(content.title), sideways: false });
        expect(await axeReport(driver, path)).toBe('');
      },
    );

    it(`${engine}: the checks can fail: a refused style is reported, a page without its h1 fails axe`, async () => {
      const { driver, page, server } = session;
      await page.goto(server.portalUrl('/termos-de-uso'));
      // Once the app has taken over: before, it would draw the page afresh, h1 included.
      await appReady(driver);
      // A style element without the response's nonce, which the policy refuses; the page's h1
      // taken away, which axe's best practices ask for.
      await driver.run(
        `(() => { const style = document.createElement('style'); style.textContent = 'h1 { color: red; }'; document.head.append(style); document.querySelector('h1').remove(); return true; })()`,
      );
      expect(await axeReport(driver, 'no h1')).toContain('page-has-heading-one');
      await pollUntil(() => server.cspReports().length > 0, { withinMs: 10_000 });
      expect(server.cspReports().join('\n')).toContain('style-src');
      // Seen: the check after the test has nothing left to find.
      await server.reset();
    });
  });
}
