import type { AddressInfo } from 'node:net';
import type { Browser, Locator, Page } from 'playwright-core';
import { texts } from '../../content/texts.ts';
import { buildSandbox } from '../../sandbox/app.ts';
import { scenario } from '../../sandbox/scenarios.ts';
import { serverConfig } from '../../portal-config/config-script.ts';
import { staticPortal } from '../../static-server/static-portal.ts';
import { untilInteractive } from './first-paint.ts';

/**
 * Typing on a slow phone (issue 27, item 11): each keystroke's Event Timing duration (the
 * longest event of its interaction, as INP counts it) at Lighthouse's mobile CPU slowdown (4×),
 * per field of the portal (CPF, e-mail, password with its checklist) and in the reference's one
 * input, in the same run. Event Timing reports only events of 16 ms or more (its floor): a key
 * with no entry counts as 16 ms.
 */

/** Lighthouse's mobile preset slows the CPU 4×. */
const CPU_SLOWDOWN = 4;
/** The least duration Event Timing reports. */
const FLOOR_MS = 16;
/** Between keys: a quick typist, and time for each key's frame. */
const KEY_DELAY_MS = 150;

export interface TypingFigures {
  field: string;
  keys: number;
  p75: number;
  max: number;
}

declare global {
  interface Window {
    __keyDurations?: Map<number, number>;
  }
}

function percentile(values: readonly number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

/** Starts recording each interaction's longest event in every document `page` opens. */
async function recordInteractions(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const durations = new Map<number, number>();
    window.__keyDurations = durations;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        if (!entry.interactionId) continue;
        durations.set(
          entry.interactionId,
          Math.max(durations.get(entry.interactionId) ?? 0, entry.duration),
        );
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  });
}

/** Types `text` into `input` key by key under the slowdown; the keys' durations. */
async function typeSlowly(
  page: Page,
  field: string,
  input: Locator,
  text: string,
): Promise<TypingFigures> {
  await input.click();
  await page.evaluate(() => window.__keyDurations?.clear());
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  try {
    await input.pressSequentially(text, { delay: KEY_DELAY_MS });
    // The last key's entry arrives after its frame.
    await page.waitForTimeout(1000);
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
  }
  const reported = await page.evaluate(() => [...(window.__keyDurations?.values() ?? [])]);
  // One interaction per key (its keydown and keyup); keys under the floor report nothing.
  const keys = text.length;
  const durations = [
    ...reported,
    ...Array<number>(Math.max(0, keys - reported.length)).fill(FLOOR_MS),
  ];
  return { field, keys, p75: percentile(durations, 0.75), max: Math.max(...durations) };
}

/** The portal with the sandbox API (the e-mail and password fields are on the third step). */
async function startPortalWithSandbox(dist: string) {
  const app = buildSandbox({
    portal: (server) => {
      staticPortal(server, dist, serverConfig({}));
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${String(port)}`, close: () => app.close() };
}

/** The reference's input, then the portal's CPF, e-mail and password, each in a fresh context. */
export async function measureTyping(
  browser: Browser,
  dist: string,
  referenceOrigin: string,
): Promise<TypingFigures[]> {
  const portal = await startPortalWithSandbox(dist);
  const context = await browser.newContext({
    locale: 'pt-BR',
    viewport: { width: 360, height: 740 },
  });
  try {
    const figures: TypingFigures[] = [];
    const reference = await context.newPage();
    await recordInteractions(reference);
    await reference.goto(`${referenceOrigin}/`);
    figures.push(
      await typeSlowly(
        reference,
        'reference: one input',
        reference.getByRole('textbox'),
        '52998224725',
      ),
    );
    await reference.close();

    const page = await context.newPage();
    await recordInteractions(page);
    await page.goto(`${portal.origin}/portal/cadastro`);
    await untilInteractive(page);
    const cpf = page.getByLabel(texts.cpf.label, { exact: true });
    figures.push(await typeSlowly(page, 'CPF', cpf, '52998224725'));

    const success = scenario('success');
    await cpf.fill(success.cpf);
    await page.getByRole('button', { name: texts.cpf.submit, exact: true }).click();
    await page.getByRole('radio', { name: success.answer.mothersFirstName, exact: true }).check();
    await page
      .getByLabel(texts.question.birthdayDay, { exact: true })
      .fill(success.answer.birthdayDay);
    await page
      .getByLabel(texts.question.birthdayYear, { exact: true })
      .fill(success.answer.birthdayYear);
    await page.getByRole('button', { name: texts.question.submit, exact: true }).click();
    await page.getByRole('heading', { name: texts.finish.heading }).waitFor();
    figures.push(
      await typeSlowly(
        page,
        'E-mail',
        page.getByLabel(texts.finish.email, { exact: true }),
        'maria.silva@gmail.com',
      ),
    );
    figures.push(
      await typeSlowly(
        page,
        'Senha, with its checklist',
        page.getByLabel(texts.finish.password, { exact: true }),
        'Senha@2024x',
      ),
    );
    return figures;
  } finally {
    await context.close();
    await portal.close();
  }
}

/** The figures as a Markdown table, for docs/performance.md. */
export function renderTyping(figures: readonly TypingFigures[], date: string): string {
  const rows = figures.map(
    ({ field, keys, p75, max }) =>
      `| ${field} | ${String(keys)} | ${String(Math.round(p75))} | ${String(Math.round(max))} |`,
  );
  return [
    `Measured ${date}, Chromium at 4× CPU slowdown, 360×740, one key every ${String(KEY_DELAY_MS)} ms; Event Timing's floor is ${String(FLOOR_MS)} ms.`,
    '',
    '| field | keys | p75 ms a key | max ms |',
    '| --- | --: | --: | --: |',
    ...rows,
  ].join('\n');
}

export const TYPING_BEGIN =
  '<!-- typing:begin (written by `npm run bench` and `npm run bench:typing`) -->';
export const TYPING_END = '<!-- typing:end -->';

/** `document` with its typing section replaced by `table` (added at the end the first time). */
export function replaceTypingSection(document: string, table: string): string {
  const section = `${TYPING_BEGIN}\n\n${table}\n\n${TYPING_END}`;
  const begin = document.indexOf(TYPING_BEGIN);
  const end = document.indexOf(TYPING_END);
  if (begin < 0 || end < begin) return `${document.trimEnd()}\n\n${section}\n`;
  return document.slice(0, begin) + section + document.slice(end + TYPING_END.length);
}
