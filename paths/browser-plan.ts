import { formatCpf } from '@brazilian-utils/brazilian-utils';
import { SPAN_ID_KEY } from '../machines/shared/api.ts';
import { clientStatusOf } from '../machines/shared/client-status.ts';
import type { MachineId } from '../machines/registry.ts';
import { decide, type Decision, type SandboxRequest } from '../sandbox/answers.ts';
import type { ApiAnswer } from '../sandbox/api-answer.ts';
import { SANDBOX_CAPTCHA_OK } from '../sandbox/captcha.ts';
import { EMPTY_MEMORY, type SandboxMemory } from '../sandbox/memory.ts';
import { WRONG_ANSWER_LIMIT } from '../sandbox/rules.ts';
import { EMAIL_IN_USE, SCENARIOS, type Scenario, type ScenarioCall } from '../sandbox/scenarios.ts';
import { pathFromEvents, replayPath, type ModelPath } from './coverage.ts';
import {
  actorEvents,
  actorIdOf,
  isActorEvent,
  isDoneActorEvent,
  isErrorActorEvent,
  isUserEvent,
  type ModelEvent,
  type UserEvent,
} from './events.ts';
import { machinePaths, pathModel } from './models.ts';
import { fieldsOf } from '../machines/shared/records.ts';

/**
 * How each step of a generated path is realised in Chromium against the sandbox API: the CPF
 * typed picks the sandbox scenario (one per status of each call), a wrong answer is typed for
 * INCORRECT_ANSWER (the 3rd answers TOKEN_ERROR), `EMAIL_IN_USE` is typed for
 * EMAIL_ALREADY_IN_USE, `window.sandboxCaptcha = 'fail'` makes the captcha fail and an aborted
 * request is a network failure. The planner asks the sandbox's own answers (`decide`,
 * `sandbox/answers.ts`, on one memory per walk) to choose, and a path no choice realises gets the
 * one fallback left: a simulated answer (`route.fulfill`), counted and reported: a token answer
 * the sandbox never gives (a status no list names with a token, SUCCESS without one) is one.
 * `browserCoveringSet` then picks paths until every transition of the machine is taken at least
 * once.
 */

/** A valid CPF no scenario lists: CLIENT_NOT_FOUND at /token; a non-customer sign-up succeeds. */
export const NEW_CPF = '52998224725';

/** The sandbox call behind each invoke id. */
export const CALL_OF_ACTOR: Readonly<Record<string, ScenarioCall>> = {
  requestToken: 'token',
  fetchQuestion: 'question',
  submitAnswer: 'answer',
  register: 'register',
  resendEmail: 'resend',
  registerNonClient: 'nonClient',
};

const CAPTCHA_ACTORS: readonly string[] = ['captcha', 'resendCaptcha'];

export interface AnswerTyped {
  mothersFirstName: string;
  birthdayDay: string;
  birthdayYear: string;
}

/** What the browser does for one step of the path. */
export type StepPlan =
  | { kind: 'cpf'; cpf: string; scenario: string | undefined; captchaFails: boolean }
  | { kind: 'answer'; answer: AnswerTyped; right: boolean }
  | { kind: 'register'; email: string }
  | {
      kind: 'nonClient';
      email: string;
      document: string;
      scenario: string | undefined;
      /** The digital form asks the CPF; the blocks one shows the first access's, read-only. */
      typesDocument: boolean;
    }
  | { kind: 'resend'; captchaFails: boolean }
  /** The in-page sandbox captcha settles by itself, passing or failing as switched. */
  | { kind: 'captcha'; passes: boolean }
  /** The held request goes on to the sandbox, which answers what the path says. */
  | { kind: 'server'; call: ScenarioCall }
  /** The held request is aborted: a network failure. */
  | { kind: 'abort'; call: ScenarioCall }
  /** No scenario answers this: the held request is fulfilled with the path's answer. */
  | { kind: 'simulated'; call: ScenarioCall; httpStatus: number; body: Record<string, unknown> };

export interface BrowserPlan {
  machineId: MachineId;
  /** The generated paths it strings together (1-based, as the QA documents number them). */
  sources: number[];
  /** Wrong answers were added before a TOKEN_ERROR answer (the CPF's 3rd wrong one). */
  padded: boolean;
  path: ModelPath;
  steps: StepPlan[];
  /** Steps realised by a simulated answer: 0 unless no sandbox scenario gives one. */
  simulated: number;
}

/**
 * The sandbox as one walk meets it: a sandbox of its own (test/browser/support/paths/gate.ts), so
 * what it remembers from the walk's earlier sessions (wrong answers per CPF, sign-ups) counts.
 */
interface SandboxSeen {
  memory: SandboxMemory;
  /** Tokens handed over so far: the next one is named after the count. */
  issued: number;
}

const FRESH_SANDBOX: SandboxSeen = { memory: EMPTY_MEMORY, issued: 0 };

/** One session of a walk: the CPF typed and what the customer typed since. */
interface Session {
  /** The CPF step's scenario; undefined: a CPF no scenario lists (`NEW_CPF`). */
  scenario: Scenario | undefined;
  /** The non-customer form's CPF: its scenario decides the sign-up's answer. */
  document: Scenario | undefined;
  /** The token the portal holds and sends: none until a token answer hands one over. */
  token: string | undefined;
  answer: AnswerTyped;
  email: string;
  sandbox: SandboxSeen;
}

/**
 * The request the portal sends for `call` in `session`. The fields the sandbox reads are the
 * typed ones; the others are filled as the form would (their values change no answer).
 */
function requestOf(call: ScenarioCall, session: Session): SandboxRequest {
  const { token } = session;
  const document = cpfOf(session.document);
  const sent = { redirectUri: '', clientId: '', recaptchaResponse: SANDBOX_CAPTCHA_OK };
  const form = { cellphone: '11987654321', password: 'Senha@2024', email: session.email };
  switch (call) {
    case 'token':
      return { call, body: { document: cpfOf(session.scenario), ...sent } };
    case 'question':
      return { call, token };
    case 'answer':
      return { call, token, body: session.answer };
    case 'register': {
      const { redirectUri, clientId } = sent;
      const accepted = { acceptNotifications: true, acceptTermsAndConditions: true } as const;
      return { call, token, body: { ...accepted, ...form, redirectUri, clientId } };
    }
    case 'resend':
      return { call, token, body: { document, ...sent } };
    case 'nonClient': {
      const { redirectUri, clientId } = sent;
      const person = { name: 'Pessoa de Teste', birthDate: 0, acceptSendMessage: false };
      return { call, body: { ...person, ...form, document, redirectUri, clientId } };
    }
  }
}

/** What the sandbox answers `call` in `session` (sandbox/answers.ts), and what it then knows. */
function sandboxDecision(call: ScenarioCall, session: Session): Decision {
  const { memory, issued } = session.sandbox;
  return decide(requestOf(call, session), memory, {
    at: 0,
    newToken: `sandbox-token-${String(issued + 1)}`,
  });
}

/** The answer taken: the sandbox now knows what it changed, and the portal holds its token. */
function taken(call: ScenarioCall, session: Session, { answer, memory }: Decision): void {
  const { issued } = session.sandbox;
  const token = answer.body['token'];
  if (call === 'token') session.token = typeof token === 'string' ? token : undefined;
  session.sandbox = { memory, issued: typeof token === 'string' ? issued + 1 : issued };
}

function messagesOf(value: unknown): readonly string[] | undefined {
  return Array.isArray(value) ? value.map(String) : undefined;
}

/** Whether the sandbox's answer is the one the path's step names. */
function answers(call: ScenarioCall, event: ModelEvent, answer: ApiAnswer): boolean {
  const code = answer.drop ? 0 : answer.code;
  const { status } = answer.body;
  if (isDoneActorEvent(event)) {
    const output = fieldsOf(event.output);
    const handsOverToken = typeof answer.body['token'] === 'string';
    return (
      code === 200 &&
      status === output['status'] &&
      clientStatusOf(messagesOf(output['messages'])) ===
        clientStatusOf(messagesOf(answer.body['messages'])) &&
      (call !== 'token' || (typeof output['token'] === 'string') === handsOverToken)
    );
  }
  if (isErrorActorEvent(event) && event.error.kind === 'http') {
    return code === event.error.httpStatus && status === event.error.status;
  }
  // A network failure: the sandbox closed the connection without an answer.
  return isErrorActorEvent(event) && code === 0;
}

function simulatedBody(event: ModelEvent): { httpStatus: number; body: Record<string, unknown> } {
  if (isErrorActorEvent(event)) {
    const { httpStatus = 500, status, spanId } = event.error;
    // An error answer carries its span id, as the sandbox's and the real API's do.
    const span = spanId === undefined ? {} : { [SPAN_ID_KEY]: spanId };
    return { httpStatus, body: { status, ...span } };
  }
  return { httpStatus: 200, body: { ...fieldsOf(isDoneActorEvent(event) ? event.output : {}) } };
}

const CANDIDATES: readonly (Scenario | undefined)[] = [...SCENARIOS, undefined];

const cpfOf = (scenario: Scenario | undefined) => scenario?.cpf ?? NEW_CPF;

/** A wrong answer: another of the offered names, the right day and year. */
function wrongAnswer(scenario: Scenario | undefined): AnswerTyped {
  const right = scenario?.answer ?? {
    mothersFirstName: '',
    birthdayDay: '1',
    birthdayYear: '1980',
  };
  const other = scenario?.motherNames.find((name) => name !== right.mothersFirstName) ?? 'X';
  return { ...right, mothersFirstName: other };
}

interface Planned {
  steps: StepPlan[];
  simulated: number;
  /** The sandbox after the steps: the walk's next session meets it. */
  sandbox: SandboxSeen;
}

/**
 * Plans steps `[from, to)` of a path (one token session, or one non-customer sign-up) with the
 * CPF of `scenario`; undefined if the sandbox would answer differently and `simulate` is off.
 */
function planSession(
  events: readonly ModelEvent[],
  from: number,
  to: number,
  scenario: Scenario | undefined,
  sessionOf: (scenario: Scenario | undefined) => Session,
  simulate: boolean,
  abort: boolean,
): Planned | undefined {
  const session = sessionOf(scenario);
  const { scenario: customer } = session;
  const steps: StepPlan[] = [];
  let simulated = 0;
  // The next actor outcome after step i, which the user's choice at step i must lead to.
  const nextOutcome = (i: number): ModelEvent | undefined =>
    events.slice(i + 1, to).find((event) => isActorEvent(event));
  const nextIsCaptchaFailure = (i: number) => {
    const next = events[i + 1];
    return (
      next !== undefined && isErrorActorEvent(next) && CAPTCHA_ACTORS.includes(actorIdOf(next))
    );
  };
  for (let i = from; i < to; i += 1) {
    const event = events[i];
    if (!event) break;
    if (!isActorEvent(event)) {
      if (!isUserEvent(event)) return undefined;
      const next = nextOutcome(i);
      const nextStatus =
        next && isDoneActorEvent(next) ? fieldsOf(next.output)['status'] : undefined;
      switch (event.type) {
        case 'cpf.submit':
          steps.push({
            kind: 'cpf',
            cpf: cpfOf(scenario),
            scenario: scenario?.name,
            captchaFails: nextIsCaptchaFailure(i),
          });
          break;
        case 'answer.submit': {
          const right = !(nextStatus === 'INCORRECT_ANSWER' || nextStatus === 'TOKEN_ERROR');
          session.answer = right && customer ? { ...customer.answer } : wrongAnswer(customer);
          steps.push({ kind: 'answer', answer: session.answer, right });
          break;
        }
        case 'register.submit':
          session.email = nextStatus === 'EMAIL_ALREADY_IN_USE' ? EMAIL_IN_USE : event.email;
          steps.push({ kind: 'register', email: session.email });
          break;
        case 'nonClient.submit':
          session.email = nextStatus === 'EMAIL_ALREADY_IN_USE' ? EMAIL_IN_USE : event.email;
          steps.push({
            kind: 'nonClient',
            email: session.email,
            document: cpfOf(session.document),
            scenario: session.document?.name,
            typesDocument: session.scenario === undefined,
          });
          break;
        case 'resend.request':
          steps.push({ kind: 'resend', captchaFails: nextIsCaptchaFailure(i) });
          break;
        default:
          // Exhaustive: a new user event type fails the typecheck here until the plan can play it.
          return event satisfies never;
      }
      continue;
    }
    const id = actorIdOf(event);
    if (CAPTCHA_ACTORS.includes(id)) {
      steps.push({ kind: 'captcha', passes: isDoneActorEvent(event) });
      continue;
    }
    const call = CALL_OF_ACTOR[id];
    if (!call) return undefined;
    // An aborted request never reaches the sandbox.
    if (isErrorActorEvent(event) && event.error.kind !== 'http' && abort) {
      steps.push({ kind: 'abort', call });
      continue;
    }
    const decision = sandboxDecision(call, session);
    if (answers(call, event, decision.answer)) {
      taken(call, session, decision);
      steps.push({ kind: 'server', call });
      continue;
    }
    // A simulated answer never reaches the sandbox either: it knows nothing of it, not even a
    // token such an answer hands over (that token then answers TOKEN_ERROR).
    const output = isDoneActorEvent(event) ? fieldsOf(event.output) : {};
    // A simulated SUCCESS would hand the portal data the sandbox does not know (a token, a
    // question, a registration); a token answer without a token and a resend hand over nothing.
    const handsOverData =
      output['status'] === 'SUCCESS' &&
      call !== 'resend' &&
      (call !== 'token' || 'token' in output);
    if (!simulate || handsOverData) return undefined;
    const simulatedAnswer = simulatedBody(event);
    if (call === 'token') {
      const token = simulatedAnswer.body['token'];
      session.token = typeof token === 'string' ? `simulated-${token}` : undefined;
    }
    steps.push({ kind: 'simulated', call, ...simulatedAnswer });
    simulated += 1;
  }
  return { steps, simulated, sandbox: session.sandbox };
}

function freshSession(
  sandbox: SandboxSeen,
  scenario: Scenario | undefined,
  document: Scenario | undefined = scenario,
): Session {
  return {
    scenario,
    document,
    token: undefined,
    answer: wrongAnswer(scenario),
    email: '',
    sandbox,
  };
}

/**
 * How a path may be realised: `sandbox` only by what a tester types (the CPF, the answer, the
 * e-mail, the captcha switch), as QA do against any deployment with the sandbox's scenarios;
 * `browser` may also abort a request or, when no scenario gives an answer, simulate it.
 */
export type Realisation = 'sandbox' | 'browser';

/** The best plan of one session: the first scenario that needs no simulation, else the fewest. */
function bestSession(
  events: readonly ModelEvent[],
  from: number,
  to: number,
  sessionOf: (scenario: Scenario | undefined) => Session,
  realisation: Realisation,
): Planned | undefined {
  const abort = realisation === 'browser';
  for (const scenario of CANDIDATES) {
    const planned = planSession(events, from, to, scenario, sessionOf, false, abort);
    if (planned) return planned;
  }
  if (realisation === 'sandbox') return undefined;
  // Fewest simulated answers; then the latest first one, so the sandbox answers what it can and
  // only the path's own deviation is simulated.
  const score = ({ steps, simulated }: Planned) =>
    simulated * steps.length - steps.findIndex(({ kind }) => kind === 'simulated');
  let best: Planned | undefined;
  for (const scenario of CANDIDATES) {
    const planned = planSession(events, from, to, scenario, sessionOf, true, abort);
    if (planned && (!best || score(planned) < score(best))) best = planned;
  }
  return best;
}

/**
 * How the browser realises `path`, or undefined when it cannot. Sessions start at each CPF
 * submit (customer machines) or each non-customer submit (the digital sign-up, whose CPF is
 * typed in the form).
 */
export function planPath(
  machineId: MachineId,
  path: ModelPath,
  sources: number[] = [],
  padded = false,
  realisation: Realisation = 'browser',
): BrowserPlan | undefined {
  const events = path.steps.slice(1).map(({ event }) => event);
  const starts = events.flatMap((event, i) =>
    event.type === 'cpf.submit' || (machineId === 'digital' && event.type === 'nonClient.submit')
      ? [i]
      : [],
  );
  if (starts[0] !== 0) return undefined;
  const steps: StepPlan[] = [];
  let simulated = 0;
  // One sandbox for the whole walk: a session meets what the ones before it left there.
  let sandbox = FRESH_SANDBOX;
  for (const [n, from] of starts.entries()) {
    const to = starts[n + 1] ?? events.length;
    const digital = machineId === 'digital';
    const planned = bestSession(
      events,
      from,
      to,
      (scenario) =>
        // The digital sign-up has no token: the typed CPF is the form's document.
        digital ? freshSession(sandbox, undefined, scenario) : freshSession(sandbox, scenario),
      realisation,
    );
    if (!planned) return undefined;
    steps.push(...planned.steps);
    simulated += planned.simulated;
    sandbox = planned.sandbox;
  }
  return { machineId, sources, padded, path, steps, simulated };
}

/**
 * The sandbox answers TOKEN_ERROR to an answer only on the CPF's 3rd wrong one: a path reaching
 * it in one answer gets the wrong answers before it (each INCORRECT_ANSWER, staying on the
 * question).
 */
export function withWrongAnswersBefore(
  machineId: MachineId,
  path: ModelPath,
): ModelPath | undefined {
  const { machine, samples } = pathModel(machineId);
  const events = path.steps.slice(1).map(({ event }) => event);
  const blockedAt = events.findIndex(
    (event) =>
      isDoneActorEvent(event) &&
      actorIdOf(event) === 'submitAnswer' &&
      fieldsOf(event.output)['status'] === 'TOKEN_ERROR',
  );
  const submit = events[blockedAt - 1];
  if (blockedAt < 1 || !submit || !isUserEvent(submit) || submit.type !== 'answer.submit') {
    return undefined;
  }
  const incorrect = actorEvents('submitAnswer', 'submitAnswer').find(
    (event) => isDoneActorEvent(event) && fieldsOf(event.output)['status'] === 'INCORRECT_ANSWER',
  );
  if (!incorrect) return undefined;
  const answer: UserEvent = samples['answer.submit'] ?? submit;
  const padding = Array.from({ length: WRONG_ANSWER_LIMIT - 1 }, () => [answer, incorrect]).flat();
  return pathFromEvents(machine, path, [
    ...events.slice(0, blockedAt - 1),
    ...padding,
    ...events.slice(blockedAt - 1),
  ]);
}

function transitionsOf(plan: BrowserPlan): Set<string> {
  const { machine } = pathModel(plan.machineId);
  return new Set(
    replayPath(machine, plan.path).flatMap(({ transitions }) => transitions.map(({ id }) => id)),
  );
}

/** Every path the browser could run: the generated ones, padded where the sandbox needs it. */
export function browserCandidates(machineId: MachineId): BrowserPlan[] {
  return machinePaths(machineId).flatMap((path, i) => {
    const padded = withWrongAnswersBefore(machineId, path);
    const plans = [
      planPath(machineId, path, [i + 1]),
      padded ? planPath(machineId, padded, [i + 1], true) : undefined,
    ];
    return plans.filter((plan) => plan !== undefined);
  });
}

/**
 * The longest walk the browser runs, in steps: its test name and its entry in the QA documents
 * stay readable, and a failure late in a walk does not hide much.
 */
export const MAX_WALK_STEPS = 36;

/** A candidate's steps: the state value each starts from and the transitions each takes. */
interface Walkable {
  plan: BrowserPlan;
  events: ModelEvent[];
  from: string[];
  takes: string[][];
}

function walkableOf(plan: BrowserPlan): Walkable {
  const { machine } = pathModel(plan.machineId);
  const replayed = replayPath(machine, plan.path);
  return {
    plan,
    events: replayed.map(({ event }) => event),
    from: replayed.map(({ before }) => JSON.stringify(before.value)),
    takes: replayed.map(({ transitions }) => transitions.map(({ id }) => id)),
  };
}

const covering = new Map<MachineId, BrowserPlan[]>();

/**
 * Walks that together take every transition the candidates take, in as few page loads as is
 * readable: a walk starts with the candidate that takes the most transitions not yet taken, then
 * goes on from where it ends with the rest of another candidate (the shortest that takes one more
 * such transition and that the sandbox can still answer in the same token session), up to
 * `MAX_WALK_STEPS`. Failures that keep the customer on a step chain this way: CPF after CPF, or a
 * wrong answer, a network failure, the e-mail in use before the step succeeds. What only a
 * simulated answer reaches comes last, one candidate each.
 */
export function browserCoveringSet(machineId: MachineId): BrowserPlan[] {
  const cached = covering.get(machineId);
  if (cached) return cached;
  const { machine } = pathModel(machineId);
  const candidates = browserCandidates(machineId);
  const walkable = candidates.filter(({ simulated }) => simulated === 0).map(walkableOf);
  const taken = new Set<string>();
  const gainOf = (ids: Iterable<string>) => new Set([...ids].filter((id) => !taken.has(id))).size;
  const take = (plan: BrowserPlan) => {
    transitionsOf(plan).forEach((id) => taken.add(id));
  };
  const walks: BrowserPlan[] = [];

  const extend = (walk: BrowserPlan): BrowserPlan | undefined => {
    if (walk.path.state.status !== 'active') return undefined;
    const end = JSON.stringify(walk.path.state.value);
    const events = walk.path.steps.slice(1).map(({ event }) => event);
    const options = walkable.flatMap((candidate) =>
      candidate.from.flatMap((from, k) => {
        const length = candidate.events.length - k;
        if (from !== end || events.length + length > MAX_WALK_STEPS) return [];
        const gain = gainOf(candidate.takes.slice(k).flat());
        return gain > 0 ? [{ candidate, k, gain, length }] : [];
      }),
    );
    options.sort((a, b) => b.gain - a.gain || a.length - b.length);
    for (const { candidate, k } of options) {
      let path: ModelPath;
      try {
        path = pathFromEvents(machine, walk.path, [...events, ...candidate.events.slice(k)]);
      } catch {
        continue;
      }
      const plan = planPath(
        machineId,
        path,
        [...walk.sources, ...candidate.plan.sources],
        walk.padded || candidate.plan.padded,
      );
      if (plan && plan.simulated === 0 && gainOf(transitionsOf(plan)) > 0) return plan;
    }
    return undefined;
  };

  for (;;) {
    const seeds = walkable
      .map(({ plan }) => ({ plan, gain: gainOf(transitionsOf(plan)) }))
      .filter(({ gain }) => gain > 0)
      .sort((a, b) => b.gain - a.gain || a.plan.path.steps.length - b.plan.path.steps.length);
    const seed = seeds[0]?.plan;
    if (!seed) break;
    let walk = seed;
    take(walk);
    for (let next = extend(walk); next; next = extend(walk)) {
      walk = next;
      take(walk);
    }
    walks.push(walk);
  }
  for (const plan of candidates) {
    if (plan.simulated > 0 && gainOf(transitionsOf(plan)) > 0) {
      walks.push(plan);
      take(plan);
    }
  }
  covering.set(machineId, walks);
  return walks;
}

/** Transitions the covering set takes, for the coverage check of the browser level. */
export function browserTransitions(machineId: MachineId): Set<string> {
  return new Set(browserCoveringSet(machineId).flatMap((plan) => [...transitionsOf(plan)]));
}

/** How the browser realises a step, in Portuguese, for the QA documents; '' when nothing special. */
export function realisationPt(step: StepPlan): string {
  const captcha = "com `window.sandboxCaptcha = 'fail'`";
  switch (step.kind) {
    case 'cpf':
      return [
        `CPF ${formatCpf(step.cpf)} (${step.scenario === undefined ? 'fora dos cenários' : `cenário \`${step.scenario}\``})`,
        ...(step.captchaFails ? [captcha] : []),
      ].join(', ');
    case 'answer':
      return `${step.right ? 'resposta certa' : 'resposta errada'}: ${step.answer.mothersFirstName}, ${step.answer.birthdayDay}, ${step.answer.birthdayYear}`;
    case 'register':
      return `e-mail ${step.email}`;
    case 'nonClient':
      return step.typesDocument
        ? `CPF ${formatCpf(step.document)} (${step.scenario === undefined ? 'fora dos cenários' : `cenário \`${step.scenario}\``}), e-mail ${step.email}`
        : `e-mail ${step.email}`;
    case 'resend':
      return step.captchaFails ? captcha : '';
    case 'abort':
      return 'requisição abortada (`route.abort()`)';
    case 'simulated':
      return `resposta simulada (\`route.fulfill()\`, HTTP ${String(step.httpStatus)} ${JSON.stringify(step.body)}): nenhum cenário do sandbox a produz`;
    case 'captcha':
    case 'server':
      return '';
  }
}
