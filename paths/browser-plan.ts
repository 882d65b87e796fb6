import { SPAN_ID_KEY } from '../machines/shared/api.ts';
import { clientStatusOf } from '../machines/shared/client-status.ts';
import type { MachineId } from '../machines/registry.ts';
import { WRONG_ANSWER_LIMIT } from '../sandbox/rules.ts';
import {
  EMAIL_IN_USE,
  SCENARIOS,
  isCustomer,
  type Outcome,
  type Scenario,
  type ScenarioCall,
} from '../sandbox/scenarios.ts';
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
import { maskedCpf } from './expected-screen.ts';
import { fieldsOf } from '../machines/shared/records.ts';

/**
 * How each step of a generated path is realised in Chromium against the sandbox API: the CPF
 * typed picks the sandbox scenario (one per status of each call), a wrong answer is typed for
 * INCORRECT_ANSWER (the 3rd answers TOKEN_ERROR), `EMAIL_IN_USE` is typed for
 * EMAIL_ALREADY_IN_USE, `window.sandboxCaptcha = 'fail'` makes the captcha fail and an aborted
 * request is a network failure. The planner simulates the sandbox's rules (`sandbox/scenarios.ts`,
 * `sandbox/rules.ts`) to choose, and a path no choice realises gets the one fallback left: a
 * simulated answer (`route.fulfill`), counted and reported: a token answer the sandbox never
 * gives (a status no list names with a token, SUCCESS without one) is one. `browserCoveringSet`
 * then picks paths
 * until every transition of the machine is taken at least once.
 */

/** A valid CPF no scenario lists: CLIENT_NOT_FOUND at /token; a non-customer sign-up succeeds. */
export const NEW_CPF = '52998224725';

/** The sandbox call behind each invoke id. */
const CALL_OF_ACTOR: Readonly<Record<string, ScenarioCall>> = {
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
  /** Wrong answers were added before a TOKEN_ERROR answer (the sandbox's 3rd wrong one). */
  padded: boolean;
  path: ModelPath;
  steps: StepPlan[];
  /** Steps realised by a simulated answer: 0 unless no sandbox scenario gives one. */
  simulated: number;
}

/** The sandbox's answer to a call, as the portal receives it. */
interface SandboxAnswer {
  /** 0: no answer, the sandbox closed the connection (a network failure). */
  code: number;
  status: string;
  messages?: readonly string[];
  /** The token call's answer hands over a token. */
  token?: boolean;
}

function answerOfOutcome(outcome: Outcome): SandboxAnswer {
  if ('drop' in outcome) return { code: 0, status: 'NO_ANSWER' };
  if (!('http' in outcome)) {
    return {
      code: 200,
      status: outcome.status,
      ...(outcome.messages ? { messages: outcome.messages } : {}),
      ...(outcome.token === true ? { token: true } : {}),
    };
  }
  return outcome.http === 409
    ? { code: 409, status: outcome.status }
    : { code: 500, status: 'INTERNAL_ERROR' };
}

/** One token's session on the sandbox, as `sandbox/routes/*` keep it. */
interface Session {
  scenario: Scenario | undefined;
  tokenValid: boolean;
  wrongAnswers: number;
  rightAnswer: boolean;
  email: string;
  /** The non-customer form's CPF: its scenario decides the sign-up's answer. */
  document: Scenario | undefined;
  /** A non-customer signed up: the sandbox then takes their resend without a token (spec 4.6). */
  signedUpAsNonClient: boolean;
}

const ok = (status: string): SandboxAnswer => ({ code: 200, status });

/** What the sandbox answers `call` in `session`, updating the session as the sandbox does. */
function sandboxAnswer(call: ScenarioCall, session: Session): SandboxAnswer {
  const scenario = session.scenario;
  if (call === 'nonClient') {
    const known = session.document;
    const outcome = known?.outcomes.nonClient;
    if (outcome) return answerOfOutcome(outcome);
    if (known && isCustomer(known)) return ok('USER_ALREADY_EXISTS');
    if (session.email === EMAIL_IN_USE) return ok('EMAIL_ALREADY_IN_USE');
    session.signedUpAsNonClient = true;
    return ok('SUCCESS');
  }
  // A resend without a token, for a CPF the non-customer form registered (sandbox/routes/resend.ts).
  if (call === 'resend' && !session.tokenValid && session.signedUpAsNonClient) {
    const outcome = session.document?.outcomes.resend;
    return outcome ? answerOfOutcome(outcome) : ok('SUCCESS');
  }
  if (call === 'token') {
    if (!scenario) return ok('CLIENT_NOT_FOUND');
    const outcome = scenario.outcomes.token;
    const answer = outcome ? answerOfOutcome(outcome) : { ...ok('SUCCESS'), token: true };
    if (answer.token) {
      session.tokenValid = true;
      session.wrongAnswers = 0;
    }
    return answer;
  }
  if (!scenario || !session.tokenValid) return ok('TOKEN_ERROR');
  const answer = ((): SandboxAnswer => {
    const outcome = scenario.outcomes[call];
    if (outcome) return answerOfOutcome(outcome);
    if (call === 'answer' && !session.rightAnswer) {
      session.wrongAnswers += 1;
      return ok(session.wrongAnswers >= WRONG_ANSWER_LIMIT ? 'TOKEN_ERROR' : 'INCORRECT_ANSWER');
    }
    if (call === 'register' && session.email === EMAIL_IN_USE) return ok('EMAIL_ALREADY_IN_USE');
    return ok('SUCCESS');
  })();
  // Any TOKEN_ERROR answer revokes the token.
  if (answer.status === 'TOKEN_ERROR') session.tokenValid = false;
  return answer;
}

function messagesOf(value: unknown): readonly string[] | undefined {
  return Array.isArray(value) ? value.map(String) : undefined;
}

/** Whether the sandbox's answer is the one the path's step names. */
function answers(call: ScenarioCall, event: ModelEvent, answer: SandboxAnswer): boolean {
  if (isDoneActorEvent(event)) {
    const { status, messages, token } = fieldsOf(event.output);
    const sandboxToken = call === 'token' && answer.token === true;
    return (
      answer.code === 200 &&
      answer.status === status &&
      clientStatusOf(messagesOf(messages)) === clientStatusOf(answer.messages) &&
      (call !== 'token' || (typeof token === 'string') === sandboxToken)
    );
  }
  if (isErrorActorEvent(event) && event.error.kind === 'http') {
    return answer.code === event.error.httpStatus && answer.status === event.error.status;
  }
  // A network failure: the sandbox closed the connection without an answer.
  return isErrorActorEvent(event) && answer.code === 0;
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
          session.rightAnswer = right;
          const typed = right && scenario ? { ...scenario.answer } : wrongAnswer(scenario);
          steps.push({ kind: 'answer', answer: typed, right });
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
    const before = { ...session };
    if (isErrorActorEvent(event) && event.error.kind !== 'http' && abort) {
      steps.push({ kind: 'abort', call });
      continue;
    }
    if (answers(call, event, sandboxAnswer(call, session))) {
      steps.push({ kind: 'server', call });
      continue;
    }
    // A simulated answer never reaches the sandbox: its session stays as it was (a token handed
    // over by a simulated answer is one the sandbox does not know, so it answers TOKEN_ERROR).
    Object.assign(session, before);
    const output = isDoneActorEvent(event) ? fieldsOf(event.output) : {};
    // A simulated SUCCESS would hand the portal data the sandbox does not know (a token, a
    // question, a registration); a token answer without a token and a resend hand over nothing.
    const handsOverData =
      output['status'] === 'SUCCESS' &&
      call !== 'resend' &&
      (call !== 'token' || 'token' in output);
    if (!simulate || handsOverData) return undefined;
    steps.push({ kind: 'simulated', call, ...simulatedBody(event) });
    simulated += 1;
  }
  return { steps, simulated };
}

function freshSession(scenario: Scenario | undefined, known?: Scenario): Session {
  return {
    scenario,
    tokenValid: false,
    wrongAnswers: 0,
    rightAnswer: true,
    email: '',
    document: known ?? scenario,
    signedUpAsNonClient: false,
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
  for (const [n, from] of starts.entries()) {
    const to = starts[n + 1] ?? events.length;
    const digital = machineId === 'digital';
    const planned = bestSession(
      events,
      from,
      to,
      (scenario) =>
        // The digital sign-up has no token: the typed CPF is the form's document.
        digital ? freshSession(undefined, scenario) : freshSession(scenario),
      realisation,
    );
    if (!planned) return undefined;
    steps.push(...planned.steps);
    simulated += planned.simulated;
  }
  return { machineId, sources, padded, path, steps, simulated };
}

/**
 * The sandbox answers TOKEN_ERROR to an answer only on the 3rd wrong one: a path reaching it in
 * one answer gets the wrong answers before it (each INCORRECT_ANSWER, staying on the question).
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

const masked = (cpf: string) => maskedCpf(cpf);

/** How the browser realises a step, in Portuguese, for the QA documents; '' when nothing special. */
export function realisationPt(step: StepPlan): string {
  const captcha = "com `window.sandboxCaptcha = 'fail'`";
  switch (step.kind) {
    case 'cpf':
      return [
        `CPF ${masked(step.cpf)} (${step.scenario === undefined ? 'fora dos cenários' : `cenário \`${step.scenario}\``})`,
        ...(step.captchaFails ? [captcha] : []),
      ].join(', ');
    case 'answer':
      return `${step.right ? 'resposta certa' : 'resposta errada'}: ${step.answer.mothersFirstName}, ${step.answer.birthdayDay}, ${step.answer.birthdayYear}`;
    case 'register':
      return `e-mail ${step.email}`;
    case 'nonClient':
      return step.typesDocument
        ? `CPF ${masked(step.document)} (${step.scenario === undefined ? 'fora dos cenários' : `cenário \`${step.scenario}\``}), e-mail ${step.email}`
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
