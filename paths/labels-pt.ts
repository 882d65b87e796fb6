import { CALLS_PT, SEVERITIES_PT, STEPS_PT, isKeyOf, type CallPt } from '../content/labels-pt.ts';
import { texts } from '../content/texts.ts';
import type { MachineId } from '../machines/registry.ts';
import { VARIANTS } from '../content/variants.ts';
import type { RegistrationStep } from '../machines/registry.ts';
import { INVOKE_IDS } from '../machines/shared/vocabulary.ts';
import {
  replayPath,
  type ModelPath,
  type ReplayedStep,
  type RegistrationSnapshot,
} from './coverage.ts';
import {
  actorIdOf,
  isDoneActorEvent,
  isErrorActorEvent,
  isUserEvent,
  tokenDecides,
  withoutMadeUpSpanId,
  type ModelEvent,
  type UserEvent,
} from './events.ts';
import { pathModel } from './models.ts';
import { noticeTextOf, noticesAfterStep, touchesNotices, type ShownNotice } from './notices.ts';
import { fieldsOf, topLevelState } from '../machines/shared/records.ts';

/**
 * Every path step in Portuguese, as QA reads it: the one place that names user actions, server
 * answers and where the customer ends up. The QA documents (`npm run paths`), the UI-level and the
 * browser-level test names all read from here, e.g. "Informa um CPF válido e clica em OK →
 * captcha aprovado → servidor responde CLIENT_NOT_FOUND à consulta do CPF → vai para o cadastro
 * digital".
 */

function callPt(id: string): CallPt {
  if (!isKeyOf(CALLS_PT, id)) throw new Error(`No Portuguese name for the call '${id}'.`);
  return CALLS_PT[id];
}

/** The invoke ids a list of actor ids covers, so a test can check every one has a name. */
export const NAMED_CALLS: readonly string[] = INVOKE_IDS;

function userActionPt(machineId: MachineId, event: UserEvent): string {
  const { firstStep } = VARIANTS[machineId].ui;
  const nickname = 'nickname' in event;
  switch (event.type) {
    case 'cpf.submit':
      return firstStep.askTerms
        ? `Informa CPF válido, aceita os termos e clica em ${firstStep.submitLabel}`
        : `Informa CPF válido e clica em ${firstStep.submitLabel}`;
    case 'answer.submit':
      return `Responde a pergunta e clica em ${texts.question.submit}`;
    case 'register.submit':
      return `Preenche ${nickname ? 'apelido, ' : ''}contato e senha e clica em ${texts.finish.submit}`;
    case 'nonClient.submit':
      return `Preenche o cadastro de não cliente${nickname ? ' com apelido' : ''} e clica em ${texts.finish.submit}`;
    case 'resend.request':
      return `Clica em ${texts.activation.resend}`;
  }
}

/** One step's event in Portuguese: what the customer does or what the server answers. */
export function eventPt(machineId: MachineId, event: ModelEvent): string {
  if (isDoneActorEvent(event)) {
    const id = actorIdOf(event);
    const call = callPt(id);
    const { status, messages, token } = fieldsOf(event.output);
    if (typeof status !== 'string') return `${call.name} aprovado`;
    const named = Array.isArray(messages)
      ? String(messages[0]).split(':').pop()?.trim()
      : undefined;
    // The token call goes on or not by its token as well as its status (spec 4.2).
    const withToken = token === undefined ? ' sem token' : ' com token';
    const detail =
      named !== undefined
        ? ` (situação do cliente ${named})`
        : id === 'requestToken' && tokenDecides(status)
          ? withToken
          : '';
    return `servidor responde ${status}${detail} ${call.to}`;
  }
  if (isErrorActorEvent(event)) {
    const id = actorIdOf(event);
    const call = callPt(id);
    if (id === 'captcha' || id === 'resendCaptcha') return `${call.name} recusado`;
    const { kind, httpStatus, status } = event.error;
    if (kind === 'http') {
      return `${call.name} falha com HTTP ${String(httpStatus)}${status === undefined ? '' : ` ${status}`}`;
    }
    return kind === 'timeout'
      ? `${call.name} falha por tempo esgotado`
      : `${call.name} falha (rede)`;
  }
  if (isUserEvent(event)) return userActionPt(machineId, event);
  throw new Error('A path step is an action or an answer, not the start.');
}

function topStepOf(snapshot: RegistrationSnapshot): RegistrationStep {
  const step = topLevelState(snapshot.value);
  if (step === undefined || !isKeyOf(STEPS_PT, step)) {
    throw new Error(`No Portuguese name for the step ${JSON.stringify(snapshot.value)}.`);
  }
  return step;
}

/** The invoke ids running in a (busy) snapshot. */
export function runningCalls(snapshot: RegistrationSnapshot): string[] {
  return snapshot._nodes.flatMap((node) => node.invoke.map(({ id }) => id));
}

function isResent(snapshot: RegistrationSnapshot): boolean {
  return JSON.stringify(snapshot.value) === JSON.stringify({ activation: 'resent' });
}

/**
 * "“Dados incorretos.” (erro)"; a span id is named, not shown: the model's are made up and the
 * sandbox's change with every answer.
 */
export function noticesPt(notices: readonly ShownNotice[]): string {
  return notices
    .map(({ id, severity, spanId }) => noticeWordsPt(noticeTextOf({ id }), severity, spanId))
    .join(' e ');
}

/** One message as the QA documents quote it: "“Dados incorretos.” (erro)". */
export function noticeWordsPt(text: string, severity: string, spanId?: string): string {
  const span = spanId === undefined ? '' : ', com o código de rastreio da resposta';
  const named = isKeyOf(SEVERITIES_PT, severity) ? SEVERITIES_PT[severity] : severity;
  return `“${text}” (${named}${span})`;
}

/** Where a step leaves the customer, without the messages. */
function wherePt(step: ReplayedStep): string {
  const { after, before } = step;
  if (after.hasTag('busy')) {
    const waiting = runningCalls(after).map((id) => callPt(id).waiting);
    return `aguarda ${waiting.join(' e ')}`;
  }
  if (isResent(after)) return `mostra “${texts.activation.resent}”`;
  const to = topStepOf(after);
  if (to !== topStepOf(before)) return `vai para ${STEPS_PT[to].to}`;
  return `continua ${STEPS_PT[to].at}`;
}

export interface StepPt {
  /** What happens: the customer's action or the server's answer. */
  event: string;
  /** Where the customer is after it, e.g. "vai para a pergunta de segurança". */
  where: string;
  /** The messages the step shows (catalogue texts), when it changes them. */
  shows: string | undefined;
  /** The notices on screen after the step. */
  notices: ShownNotice[];
}

/** Every step of a path in Portuguese, with the notices it leaves. */
export function stepsPt(machineId: MachineId, path: ModelPath): StepPt[] {
  let notices: ShownNotice[] = [];
  return replayPath(pathModel(machineId).machine, path).map((step) => {
    const before = notices;
    notices = noticesAfterStep({ ...step, event: withoutMadeUpSpanId(step.event) }, before);
    let shows: string | undefined;
    if (touchesNotices(step) && notices.length) shows = `mostra ${noticesPt(notices)}`;
    else if (touchesNotices(step) && before.length) shows = 'as mensagens anteriores somem';
    return { event: eventPt(machineId, step.event), where: wherePt(step), shows, notices };
  });
}

/** One numbered step as QA reads it: "Servidor responde … → continua …; mostra “…” (erro)". */
export function stepLinePt(step: StepPt): string {
  const event = step.event.charAt(0).toUpperCase() + step.event.slice(1);
  return `${event} → ${step.where}${step.shows === undefined ? '' : `; ${step.shows}`}`;
}

/** Where a path starts, e.g. "Começa na etapa do CPF". */
export function startPt(path: ModelPath): string {
  const first = path.steps[0];
  if (!first) throw new Error('A path has at least its initial step.');
  return `Começa ${STEPS_PT[topStepOf(first.state)].at}`;
}

/**
 * The path in one line, as test names and document headings show it: every event, then where the
 * customer ends up.
 */
export function pathTitlePt(machineId: MachineId, path: ModelPath): string {
  const steps = stepsPt(machineId, path);
  const last = steps.at(-1);
  if (!last) return startPt(path);
  return [...steps.map(({ event }) => event), last.where].join(' → ');
}
