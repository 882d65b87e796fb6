import { texts } from '../../../../content/texts.ts';
import type { MachineId } from '../../../../machines/registry.ts';
import { SCENARIOS } from '../../../../sandbox/scenarios.ts';
import { VARIANTS } from '../../../../content/variants.ts';
import { DIGITAL_SIGN_UP_PATH } from '../../../../routes/route-paths.ts';
import type { BrowserPlan, StepPlan } from '../../../../paths/browser-plan.ts';
import { replayPath, type ReplayedStep } from '../../../../paths/coverage.ts';
import { withoutMadeUpSpanId, type ModelEvent } from '../../../../paths/events.ts';
import type { UserEventOf, UserEventType } from '../../../../machines/shared/vocabulary.ts';
import {
  pathTitlePt,
  runningCalls,
  startPt,
  stepLinePt,
  stepsPt,
} from '../../../../paths/labels-pt.ts';
import { pathModel } from '../../../../paths/models.ts';
import { noticesAfterStep, type ShownNotice } from '../../../../paths/notices.ts';
import {
  expectedScreen,
  type ExpectedScreen,
  type ScreenFacts,
} from '../../../../paths/expected-screen.ts';
import { describeScreen, screenMismatches, readScreen } from '../../../support/paths/screens.ts';
import type { CustomerPage } from '../../../../qa/customer-page.ts';
import type { PortalServer } from '../portal-server.ts';
import {
  submitAnswer,
  submitCpf,
  submitFinish,
  submitNonClient,
} from '../../../../qa/customer-steps.ts';
import { screenshot } from '../screenshots.ts';
import type { Gate } from './gate.ts';

/**
 * The browser level of the generated paths: a plan (from `browserCoveringSet` in Chromium) runs
 * in a browser engine against the built portal and the sandbox API. Customer steps are typed and
 * clicked; every API request is held until the path's next step lets the sandbox answer it,
 * aborts it or (where no scenario can) answers it; after each step the page must show what
 * `expectedScreen` says.
 */

const CAPTCHA_CALLS: readonly string[] = ['captcha', 'resendCaptcha'];

/** Generous: on a busy 2-core machine a first page load can take seconds. */
const SCREEN_WAIT_MS = 10_000;

/**
 * Waits for the page's next change (a DOM mutation, or a navigation, which ends the evaluation),
 * at most `limitMs`: the limit only bounds a change that happened before the observer started.
 */
async function nextChange(page: CustomerPage, limitMs: number): Promise<void> {
  await page
    .evaluate(
      (limit) =>
        new Promise<void>((resolve) => {
          const observer = new MutationObserver(() => {
            observer.disconnect();
            resolve();
          });
          observer.observe(document, {
            subtree: true,
            childList: true,
            attributes: true,
            characterData: true,
          });
          setTimeout(() => {
            observer.disconnect();
            resolve();
          }, limit);
        }),
      limitMs,
    )
    .catch(() => undefined);
}

async function expectScreen(
  page: CustomerPage,
  machineId: MachineId,
  expected: ExpectedScreen,
  where: string,
  shot: () => Promise<string>,
): Promise<void> {
  const deadline = Date.now() + SCREEN_WAIT_MS;
  let problems: string[];
  for (;;) {
    const url = await page.evaluate(() => location.href, undefined);
    const onDigitalPage = new URL(url).pathname.endsWith(DIGITAL_SIGN_UP_PATH);
    problems = screenMismatches(await page.evaluate(readScreen, texts.app.busy), expected);
    const shouldBeOnDigitalPage = expected.page === 'digitalSignUp' || machineId === 'digital';
    if (shouldBeOnDigitalPage !== onDigitalPage) {
      problems.push(
        shouldBeOnDigitalPage
          ? `a página deveria ser ${DIGITAL_SIGN_UP_PATH}, está em ${url}`
          : `a página não deveria ter ido para ${DIGITAL_SIGN_UP_PATH}`,
      );
    }
    if (!problems.length) return;
    if (Date.now() > deadline) break;
    await nextChange(page, 250);
  }
  const file = await shot();
  throw new Error(
    [
      where,
      `Esperado na tela: ${describeScreen(expected)}.`,
      'Diferenças:',
      ...problems.map((problem) => `  - ${problem}`),
      `Captura de tela: ${file}`,
    ].join('\n'),
  );
}

async function switchCaptcha(page: CustomerPage, fails: boolean): Promise<void> {
  await page.evaluate((fail) => {
    if (fail) window.sandboxCaptcha = 'fail';
    else delete window.sandboxCaptcha;
  }, fails);
}

/** The path's event for a customer step, which the plan realises: of the type the step sends. */
function eventOf<T extends UserEventType>(event: ModelEvent, type: T): UserEventOf<T> {
  if (!isUserEventOf(event, type))
    throw new Error(`The plan expected ${type}, the path has ${event.type}.`);
  return event;
}

function isUserEventOf<T extends UserEventType>(
  event: ModelEvent,
  type: T,
): event is UserEventOf<T> {
  return event.type === type;
}

const nickname = ({ nickname }: { nickname?: string }) =>
  nickname === undefined ? {} : { nickname };

/**
 * Performs a step: a customer's with what the plan chose to type, the others by letting a held
 * request go on, fail or be answered. Exhaustive: a new kind of plan step fails the typecheck
 * here until the browser can do it.
 */
async function perform(
  page: CustomerPage,
  gate: Gate,
  plan: BrowserPlan,
  event: ModelEvent,
  step: StepPlan,
): Promise<void> {
  const { firstStep } = VARIANTS[plan.machineId].ui;
  switch (step.kind) {
    case 'cpf':
      await switchCaptcha(page, step.captchaFails);
      await submitCpf(page, step.cpf, {
        acceptTerms: firstStep.askTerms,
        button: firstStep.submitLabel,
      });
      return;
    case 'answer':
      await submitAnswer(page, step.answer);
      return;
    case 'register': {
      const sent = eventOf(event, 'register.submit');
      await submitFinish(page, {
        cellphone: sent.cellphone,
        email: step.email,
        password: sent.password,
        ...nickname(sent),
      });
      return;
    }
    case 'nonClient': {
      const sent = eventOf(event, 'nonClient.submit');
      await submitNonClient(page, {
        name: sent.name,
        birthDate: sent.birthDate.replace(/\D/g, ''),
        cellphone: sent.cellphone,
        email: step.email,
        password: sent.password,
        acceptWhatsapp: sent.acceptSendMessage,
        ...(step.typesDocument ? { cpf: step.document } : {}),
        ...nickname(sent),
      });
      return;
    }
    case 'resend':
      await switchCaptcha(page, step.captchaFails);
      await page.getByRole('button', { name: texts.activation.resend, exact: true }).click();
      return;
    case 'captcha':
      // The in-page sandbox captcha settled as switched.
      return;
    case 'server':
      await (await gate.take(step.call)).pass();
      return;
    case 'abort':
      await (await gate.take(step.call)).abort();
      return;
    case 'simulated':
      await (await gate.take(step.call)).fulfill(step.httpStatus, step.body);
      return;
    default:
      return step satisfies never;
  }
}

/** What the page shows that the model cannot know: what was typed, the sandbox's options. */
function factsAfter(plan: BrowserPlan, upTo: number): Partial<ScreenFacts> {
  const facts: Partial<ScreenFacts> = { anySpanIds: true };
  for (const step of plan.steps.slice(0, upTo + 1)) {
    if (step.kind === 'cpf') {
      facts.cpf = step.cpf;
      facts.motherNames = SCENARIOS.find(({ name }) => name === step.scenario)?.motherNames ?? [];
    }
    if (step.kind === 'register' || step.kind === 'nonClient') facts.email = step.email;
  }
  return facts;
}

/** The step left the page waiting for the in-page captcha. */
function waitsForCaptcha(step: ReplayedStep): boolean {
  return runningCalls(step.after).some((id) => CAPTCHA_CALLS.includes(id));
}

export interface WalkOptions {
  /** Names the screenshot a failure leaves: test-results/screenshots/paths/<name>.png. */
  name: string;
  /** Opens the path's entry page (default: goes there). */
  open?: (url: string) => Promise<unknown>;
  /** Runs once each screen shows what it must, before the next step. */
  onScreen?: (expected: ExpectedScreen, where: string) => Promise<void>;
}

/**
 * Runs one plan on a fresh page whose API requests `gate` holds, each let go to a sandbox as
 * fresh as the plan expects (the walk's own); a failure names the path, the step and what
 * differs.
 */
export async function runBrowserPath(
  page: CustomerPage,
  gate: Gate,
  server: PortalServer,
  plan: BrowserPlan,
  { name, open = (url) => page.goto(url), onScreen }: WalkOptions,
): Promise<void> {
  const { machine, entry } = pathModel(plan.machineId);
  const title = pathTitlePt(plan.machineId, plan.path);
  const lines = stepsPt(plan.machineId, plan.path);
  const shot = () => screenshot(page, 'paths', name);
  const context = (n: number, line: string) =>
    [`Caminho: ${title}`, `Falhou no passo ${String(n)} de ${String(lines.length)}: ${line}`].join(
      '\n',
    );
  const seen = async (expected: ExpectedScreen, where: string) => {
    await expectScreen(page, plan.machineId, expected, where, shot);
    await onScreen?.(expected, where);
  };
  await open(server.portalUrl(entry));

  const first = plan.path.steps[0];
  if (!first) throw new Error('A path has at least its initial step.');
  let notices: ShownNotice[] = [];
  await seen(
    expectedScreen(plan.machineId, first.state, notices, factsAfter(plan, -1)),
    context(0, startPt(plan.path)),
  );

  const replayed = replayPath(machine, plan.path);
  for (const [i, step] of replayed.entries()) {
    const planned = plan.steps[i];
    if (!planned) throw new Error(`The plan has no step ${String(i + 1)}.`);
    const line = lines[i];
    const where = context(i + 1, line ? stepLinePt(line) : step.label);
    try {
      await perform(page, gate, plan, step.event, planned);
    } catch (error) {
      const file = await shot();
      const message = error instanceof Error ? error.message : String(error);
      throw new Error(`${where}\n${message}\nCaptura de tela: ${file}`, { cause: error });
    }
    notices = noticesAfterStep({ ...step, event: withoutMadeUpSpanId(step.event) }, notices);
    if (step.after.hasTag('busy')) {
      // The in-page sandbox captcha settles at once: its busy state cannot be caught. A call's
      // busy state is looked at while the gate holds its request.
      const next = plan.steps[i + 1];
      if (!next || !('call' in next) || waitsForCaptcha(step)) continue;
      await gate.arrived(next.call);
    }
    await seen(expectedScreen(plan.machineId, step.after, notices, factsAfter(plan, i)), where);
  }
}
