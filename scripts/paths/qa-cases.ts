import { formatCpf } from '@brazilian-utils/brazilian-utils';
import { texts } from '../../content/texts.ts';
import type { MachineId } from '../../machines/registry.ts';
import { fieldsOf } from '../../machines/shared/records.ts';
import { planPath, withWrongAnswersBefore, type BrowserPlan } from '../../paths/browser-plan.ts';
import {
  pathFromEvents,
  replayPath,
  type ModelPath,
  type RegistrationSnapshot,
} from '../../paths/coverage.ts';
import {
  actorEvents,
  isActorEvent,
  isDoneActorEvent,
  type ModelEvent,
} from '../../paths/events.ts';
import { expectedScreen } from '../../paths/expected-screen.ts';
import { eventPt, startPt, stepLinePt, stepsPt, type StepPt } from '../../paths/labels-pt.ts';
import { machinePaths, pathModel } from '../../paths/models.ts';
import { CAPTCHA_COMMANDS, QA_STEPS } from '../../paths/qa-steps.ts';
import { VARIANTS } from '../../content/variants.ts';
import { caseIdOf } from './qa-case-id.ts';
import { caseTags } from './qa-tags.ts';

/**
 * Each generated path as a test case QA can run by hand or with `npm run qa:cucumber`: a short
 * title naming what makes the path different, the data that makes it happen against the sandbox
 * (the CPF of a scenario, the answer, the e-mail, the captcha switch) and the steps as a tester
 * does and sees them. The data come from the browser planner in its `sandbox` realisation, which
 * neither aborts nor simulates a request: a path it cannot plan is a missing sandbox scenario.
 */

/** TestRail allows 250 characters and Jira's summary 255; short enough to read in a list. */
export const MAX_TITLE = 120;

export interface TesterStep {
  /** What the tester does: Gherkin lines without their keyword. */
  actions: string[];
  /** What the tester sees once the portal settles. */
  expected: string[];
  /** The data this step types, for the tools' "data" field; '' when none. */
  data: string;
}

export interface QaCase {
  machine: MachineId;
  /** "Caminho N" of docs/paths/<machine>.md. */
  number: number;
  /**
   * `<machine>-<hash>` from what the path does (qa-case-id.ts): the test-case id the tools group
   * rows by, the same across releases while the path does the same.
   */
  id: string;
  /** The scenario's tags after its id: machine, brands, statuses met, outcome (qa-tags.ts). */
  tags: string[];
  title: string;
  /** Where the path starts and the portal address that opens it. */
  start: string;
  entry: string;
  /** The data of the whole case, one phrase per item: CPF and scenario, answer, e-mail, resend. */
  data: string[];
  steps: TesterStep[];
  /** The generated path, as numbered in docs/paths. */
  pathSteps: string[];
}

const PORTAL = '/portal';

function field(event: ModelEvent, key: string): string {
  const value = fieldsOf(event)[key];
  return typeof value === 'string' ? value : '';
}

/** The portal settles on its own from a busy end: the sandbox answers what comes next. */
function settled(id: MachineId, path: ModelPath, sources: number[]): BrowserPlan | undefined {
  const { machine } = pathModel(id);
  let plan = planPath(id, path, sources, false, 'sandbox');
  for (let guard = 0; plan && plan.path.state.hasTag('busy') && guard < 5; guard += 1) {
    const running = plan.path.state._nodes.flatMap((node) => node.invoke);
    const events = plan.path.steps.slice(1).map(({ event }) => event);
    const current: BrowserPlan = plan;
    plan = running
      .flatMap(({ id: invoke, src }) => actorEvents(invoke, typeof src === 'string' ? src : invoke))
      .map((next) => {
        try {
          const longer = pathFromEvents(machine, current.path, [...events, next]);
          return planPath(id, longer, sources, current.padded, 'sandbox');
        } catch {
          return undefined;
        }
      })
      .find((candidate) => candidate !== undefined);
  }
  return plan;
}

/** How the sandbox realises path `number`, padded with wrong answers where it needs them. */
export function sandboxPlan(id: MachineId, path: ModelPath, number: number): BrowserPlan {
  const plan =
    settled(id, path, [number]) ??
    ((padded) => (padded ? settled(id, padded, [number]) : undefined))(
      withWrongAnswersBefore(id, path),
    );
  if (!plan) {
    throw new Error(
      `No sandbox scenario realises path ${String(number)} of ${id}: add one to sandbox/scenarios.ts.`,
    );
  }
  return plan;
}

/** "servidor responde X à consulta do CPF" → "X à consulta do CPF"; failures stay as they are. */
function deviationOf(id: MachineId, event: ModelEvent): string | undefined {
  if (!isActorEvent(event)) return undefined;
  const text = eventPt(id, event);
  if (!isDoneActorEvent(event)) return text.endsWith(' aprovado') ? undefined : text;
  if (fieldsOf(event.output)['status'] === undefined) return undefined;
  const answer = text.replace(/^servidor responde /, '');
  // A success is no deviation, but a token success without its token is (spec 4.2).
  return answer.startsWith('SUCCESS') && !answer.includes(' sem token') ? undefined : answer;
}

/** "falha com HTTP 500 INTERNAL_ERROR" → "falha (HTTP 500)": the sandbox's body says no more. */
function shortFailure(text: string): string {
  return text.replace(/ falha com (HTTP \d+)(?: INTERNAL_ERROR)?(.*)$/, ' falha ($1$2)');
}

/** "X → X → Y" → "2× X → Y": the wrong answers before the one that blocks. */
function counted(items: readonly string[]): string[] {
  const runs: { item: string; times: number }[] = [];
  for (const item of items) {
    const last = runs.at(-1);
    if (last?.item === item) last.times += 1;
    else runs.push({ item, times: 1 });
  }
  return runs.map(({ item, times }) => (times > 1 ? `${String(times)}× ${item}` : item));
}

/**
 * What makes the path different: the machine (the variant), every answer that is not a success,
 * then where the customer goes (a failure that keeps them on the step says so by itself).
 */
function titleOf(id: MachineId, path: ModelPath, steps: readonly StepPt[]): string {
  const events = path.steps.slice(1).map(({ event }) => event);
  const deviations = counted(
    events.flatMap((event) => deviationOf(id, event) ?? []).map(shortFailure),
  );
  const end = steps.at(-1)?.where ?? '';
  const parts = deviations.length ? deviations : ['tudo com sucesso'];
  if (!deviations.length || !end.startsWith('continua')) parts.push(end);
  const title = `${id}: ${parts.join(' → ')}`;
  return title.length <= MAX_TITLE ? title : `${title.slice(0, MAX_TITLE - 1)}…`;
}

/** The screen after a group of steps, as the tester sees it once the portal settles. */
function expectedLines(id: MachineId, after: RegistrationSnapshot, step: StepPt): string[] {
  const screen = expectedScreen(id, after, step.notices, { anySpanIds: true });
  const lines: string[] = [QA_STEPS.heading.line(screen.heading)];
  for (const text of screen.texts) lines.push(QA_STEPS.text.line(text));
  for (const alert of screen.alerts) {
    lines.push(
      alert.anySpanId
        ? QA_STEPS.messageWithSpan.line(alert.text)
        : QA_STEPS.message.line(alert.text),
    );
  }
  for (const toast of screen.toasts) lines.push(QA_STEPS.toast.line(toast));
  if (!screen.alerts.length && !screen.toasts.length) lines.push(QA_STEPS.noMessages.line());
  return lines;
}

/** The tester's steps of a plan: one per customer action, the server's answers folded in. */
function testerSteps(id: MachineId, plan: BrowserPlan): { steps: TesterStep[]; data: string[] } {
  const { ui } = VARIANTS[id];
  const replayed = replayPath(pathModel(id).machine, plan.path);
  const labelled = stepsPt(id, plan.path);
  const steps: TesterStep[] = [];
  const data: string[] = [];
  const note = (item: string) => {
    if (!data.includes(item)) data.push(item);
  };
  let captchaFails = false;
  plan.steps.forEach((step, i) => {
    const event = replayed[i]?.event;
    if (!event) throw new Error(`Step ${String(i + 1)} of the plan did not replay.`);
    const actions: string[] = [];
    let typed = '';
    const captcha = (fails: boolean) => {
      if (fails !== captchaFails) {
        actions.push(QA_STEPS.console.line(fails ? CAPTCHA_COMMANDS.fail : CAPTCHA_COMMANDS.pass));
        captchaFails = fails;
      }
    };
    const form = () => ({
      nickname: ui.nickname ? field(event, 'nickname') : undefined,
      cellphone: field(event, 'cellphone'),
      password: field(event, 'password'),
    });
    switch (step.kind) {
      case 'cpf': {
        captcha(step.captchaFails);
        const cpf = formatCpf(step.cpf);
        const button = ui.firstStep.submitLabel;
        actions.push(
          ui.firstStep.askTerms
            ? QA_STEPS.cpfWithTerms.line(cpf, button)
            : QA_STEPS.cpf.line(cpf, button),
        );
        typed = `CPF ${cpf} (${step.scenario === undefined ? 'fora dos cenários' : `cenário ${step.scenario}`})`;
        break;
      }
      case 'answer': {
        const { mothersFirstName, birthdayDay, birthdayYear } = step.answer;
        actions.push(
          QA_STEPS.answer.line(mothersFirstName, birthdayDay, birthdayYear, texts.question.submit),
        );
        typed = `resposta ${step.right ? 'certa' : 'errada'}: ${mothersFirstName}, ${birthdayDay}, ${birthdayYear}`;
        break;
      }
      case 'register': {
        const filled = { ...form(), email: step.email };
        actions.push(
          ui.nickname
            ? QA_STEPS.registerWithNickname.line(filled, texts.finish.submit)
            : QA_STEPS.register.line(filled, texts.finish.submit),
        );
        typed = `e-mail ${step.email}`;
        break;
      }
      case 'nonClient': {
        const cpf = step.typesDocument ? formatCpf(step.document) : undefined;
        const filled = {
          ...form(),
          email: step.email,
          name: field(event, 'name').trim(),
          cpf,
          birthDate: field(event, 'birthDate'),
        };
        actions.push(
          ui.nickname
            ? QA_STEPS.nonCustomerWithNickname.line(filled, texts.finish.submit)
            : QA_STEPS.nonCustomer.line(filled, texts.finish.submit),
        );
        const scenario =
          step.scenario === undefined ? 'fora dos cenários' : `cenário ${step.scenario}`;
        typed =
          cpf === undefined
            ? `e-mail ${step.email}`
            : `CPF ${cpf} (${scenario}), e-mail ${step.email}`;
        break;
      }
      case 'resend':
        captcha(step.captchaFails);
        actions.push(QA_STEPS.click.line(texts.activation.resend));
        break;
      case 'abort':
      case 'simulated':
        throw new Error(`A sandbox plan has no '${step.kind}' step.`);
      case 'captcha':
      case 'server': {
        // The portal and the sandbox act on their own: the answer shows in the group's screen.
        const last = steps.at(-1);
        const after = replayed[i]?.after;
        const shown = labelled[i];
        if (last && after && shown && !after.hasTag('busy')) {
          last.expected = expectedLines(id, after, shown);
        }
        if (step.kind === 'server' && event.type.endsWith('resendEmail') && shown) {
          note(`reenvio: ${eventPt(id, event)}`);
        }
        return;
      }
      default:
        // Exhaustive: a new kind of plan step fails the typecheck here until QA can do it, so no
        // exported step is left without an action.
        return step satisfies never;
    }
    if (typed) note(typed);
    steps.push({ actions, expected: [], data: typed });
  });
  return { steps, data };
}

const cases = new Map<MachineId, QaCase[]>();

/** Every generated path of the machine as a QA test case, in the order of docs/paths. */
export function qaCases(id: MachineId): QaCase[] {
  const cached = cases.get(id);
  if (cached) return cached;
  const { entry, machine } = pathModel(id);
  const built = machinePaths(id).map((path, i): QaCase => {
    const number = i + 1;
    const plan = sandboxPlan(id, path, number);
    const labelled = stepsPt(id, plan.path);
    const { steps, data } = testerSteps(id, plan);
    return {
      machine: id,
      number,
      id: caseIdOf(id, machine, path),
      tags: caseTags(id, plan.path),
      title: titleOf(id, plan.path, labelled),
      start: startPt(path),
      entry: `${PORTAL}${entry}`,
      data,
      steps,
      pathSteps: stepsPt(id, path).map(stepLinePt),
    };
  });
  const ids = new Set(built.map((qaCase) => qaCase.id));
  if (ids.size !== built.length) throw new Error(`Two paths of ${id} share a case id.`);
  cases.set(id, built);
  return built;
}

/** The precondition as one sentence: where it starts, the address, a clean sandbox, the data. */
export function preconditionOf(qaCase: QaCase): string {
  return `${qaCase.start}: sandbox limpo (botão da página /sandbox/), abra ${qaCase.entry}. Dados: ${qaCase.data.join('; ')}.`;
}
