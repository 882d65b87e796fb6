import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { texts } from '../../content/texts.ts';
import { MESSAGE_IDS, type MessageId } from '../../machines/shared/messages.ts';
import { replayPath, type ModelPath, type ReplayedStep } from '../../paths/coverage.ts';
import {
  eventLabel,
  spanIdCarried,
  withoutMadeUpSpanId,
  type ModelEvent,
} from '../../paths/events.ts';
import { eventPt, noticesPt, runningCalls, startPt, stepLinePt } from '../../paths/labels-pt.ts';
import { isMachineId } from '../../paths/models.ts';
import type { ShownNotice } from '../../paths/notices.ts';

/**
 * A path's steps in Portuguese on ANY machine, the working tree's or one loaded from an older
 * revision, for `npm run paths -- --diff`. `stepsPt` (paths/labels-pt.ts) reads the
 * machine from today's registry and throws on a message id, call or step today's code does not
 * know; this replays on the machine it is given and falls back to the ids for what it cannot name.
 * For today's machines it gives exactly `stepsPt`'s texts (test/unit/paths/steps-on-machine.test.ts
 * checks every generated path), so a diff and docs/paths read the same.
 */

/** A notice as an old revision may raise it: its message id need not be in today's catalogue. */
export interface NoticeRef {
  id: string;
  severity: string;
  /** The answer's span id the message is shown with (only for `notify`, as the app does). */
  spanId?: string;
}

export interface StepText {
  event: string;
  where: string;
  shows: string | undefined;
  /** The messages on screen after the step. */
  notices: readonly NoticeRef[];
}

/**
 * Where a step takes the customer, after "vai para", by top-level step (copied from labels-pt.ts,
 * whose table is private; the test above fails if the two drift apart).
 */
const TO_PT: Readonly<Record<string, string>> = {
  cpf: 'a etapa do CPF',
  firstAccess: 'o primeiro acesso (CPF e termos)',
  question: 'a pergunta de segurança',
  finish: 'a etapa “Para finalizar...” (celular, e-mail e senha)',
  createPassword: 'a criação de senha (apelido, celular, e-mail e senha)',
  nonClientPassword: 'a criação de senha como não cliente',
  signUp: 'o cadastro digital',
  activation: '“Você está quase lá!” (com REENVIAR EMAIL)',
  nonClientActivation: '“Você está quase lá!” (sem reenvio)',
  blocked: 'acesso bloqueado',
  signUpRedirect: 'o cadastro digital (/cadastro-refi-digital)',
};

/** What the customer waits for while a call runs, after "aguarda" (same origin as TO_PT). */
const WAITING_PT: Readonly<Record<string, string>> = {
  captcha: 'o captcha',
  requestToken: 'a consulta do CPF',
  fetchQuestion: 'a pergunta de segurança',
  submitAnswer: 'a conferência da resposta',
  register: 'o cadastro',
  resendCaptcha: 'o captcha do reenvio',
  resendEmail: 'o reenvio do e-mail',
  registerNonClient: 'o cadastro de não cliente',
};

const NOTICE_ACTIONS = ['clearNotices', 'notify', 'notifyAlso'];

function topStep(snapshot: AnyMachineSnapshot): string {
  const value: unknown = snapshot.value;
  return typeof value === 'string' ? value : (Object.keys(value ?? {})[0] ?? '');
}

/** "na etapa do CPF", from `startPt` so that phrase has one source. */
function atPt(snapshot: AnyMachineSnapshot): string {
  try {
    const start = startPt({
      state: snapshot,
      steps: [{ state: snapshot, event: { type: 'x' } }],
      weight: 0,
    });
    return start.replace(/^Começa /, '');
  } catch {
    return `no estado ${topStep(snapshot)}`;
  }
}

function wherePt({ before, after }: ReplayedStep): string {
  if (after.hasTag('busy')) {
    const waiting = runningCalls(after).map((id) => WAITING_PT[id] ?? `a chamada ${id}`);
    return `aguarda ${waiting.join(' e ')}`;
  }
  if (JSON.stringify(after.value) === JSON.stringify({ activation: 'resent' })) {
    return `mostra “${texts.activation.resent}”`;
  }
  const to = topStep(after);
  if (to !== topStep(before)) return `vai para ${TO_PT[to] ?? `o estado ${to}`}`;
  return `continua ${atPt(after)}`;
}

function eventText(machineId: string, event: ModelEvent): string {
  try {
    // Server answers do not depend on the variant; the customer's actions use its labels.
    return eventPt(isMachineId(machineId) ? machineId : 'default', event);
  } catch {
    return eventLabel(event);
  }
}

const isCatalogued = (id: string): id is MessageId => MESSAGE_IDS.some((known) => known === id);

/** "“Texto” (erro)" from today's catalogue; a message id it no longer has is shown as the id. */
export function noticesText(notices: readonly NoticeRef[]): string {
  return notices
    .map((notice) => {
      const { id, severity } = notice;
      if (!isCatalogued(id)) return `mensagem \`${id}\` (${severity})`;
      try {
        return noticesPt([notice as ShownNotice]);
      } catch {
        return `mensagem \`${id}\` (${severity})`;
      }
    })
    .join(' e ');
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : String(value);
}

/** The notices after a step, like notices.ts's `noticesAfterStep` but for any message id. */
function noticesAfter(step: ReplayedStep, before: readonly NoticeRef[]): NoticeRef[] {
  let shown = [...before];
  const event = withoutMadeUpSpanId(step.event);
  for (const { type, params } of step.transitions.flatMap(({ actions }) => actions)) {
    if (type === 'clearNotices') shown = [];
    if (type !== 'notify' && type !== 'notifyAlso') continue;
    const notice = { id: text(params?.['id']), severity: text(params?.['severity']) };
    const spanId = type === 'notify' ? spanIdCarried(event) : undefined;
    if (type === 'notify') shown = [spanId === undefined ? notice : { ...notice, spanId }];
    else shown.push(notice);
  }
  return shown;
}

/** Every step of `path` replayed on `machine`, in Portuguese. */
export function stepsOnMachine(
  machine: AnyStateMachine,
  machineId: string,
  path: ModelPath,
): StepText[] {
  let notices: NoticeRef[] = [];
  return replayPath(machine, path).map((step) => {
    const before = notices;
    notices = noticesAfter(step, before);
    const touches = step.transitions.some(({ actions }) =>
      actions.some(({ type }) => NOTICE_ACTIONS.includes(type)),
    );
    let shows: string | undefined;
    if (touches && notices.length) shows = `mostra ${noticesText(notices)}`;
    else if (touches && before.length) shows = 'as mensagens anteriores somem';
    return { event: eventText(machineId, step.event), where: wherePt(step), shows, notices };
  });
}

/** One step as docs/paths numbers it: "Servidor responde … → continua …; mostra “…” (erro)". */
export function stepLine(step: StepText): string {
  return stepLinePt({ ...step, notices: [] });
}

/** The path in one line, like `pathTitlePt`: every event, then where the customer ends up. */
export function titleOf(steps: readonly StepText[], path: ModelPath): string {
  const last = steps.at(-1);
  if (!last) return `Começa ${atPt(path.steps[0]?.state ?? path.state)}`;
  return [...steps.map(({ event }) => event), last.where].join(' → ');
}
