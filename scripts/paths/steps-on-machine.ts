import { topStepOf } from '../../machines/shared/records.ts';
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
// `Any*` here: an older revision's machines are loaded at run time (`npm run paths -- --diff`),
// whose states and events today's types do not know.
import { fill } from '../../content/fill.ts';
import { CALLS_PT, RETIRED_STEPS_PT, STEPS_PT, isKeyOf } from '../../content/labels-pt.ts';
import { severityName as severityPt } from '../../inspector/src/texts.ts';
import { releaseNoteTexts } from '../../content/release-note.ts';
import { texts } from '../../content/texts.ts';
import { MESSAGE_IDS, type MessageId } from '../../machines/shared/messages.ts';
import { replayPath, type ModelPath, type ReplayedStep } from '../../paths/coverage.ts';
import { eventLabel, withoutMadeUpSpanId, type ModelEvent } from '../../paths/events.ts';
import {
  eventPt,
  noticeWordsPt,
  runningCalls,
  startPt,
  stepLinePt,
} from '../../paths/labels-pt.ts';
import { isMachineId } from '../../paths/models.ts';
import { messageTextOf, reduceNotices, touchesNotices } from '../../paths/notices.ts';

/**
 * A path's steps in Portuguese on ANY machine, the working tree's or one loaded from an older
 * revision, for `npm run paths -- --diff`. `stepsPt` (paths/labels-pt.ts) reads the
 * machine from today's registry and throws on a message id, call or step today's code does not
 * know; this replays on the machine it is given, names what it can with the same label set
 * (content/labels-pt.ts) and falls back to the ids only for what an older revision had.
 * For today's machines it gives exactly `stepsPt`'s texts (test/unit/paths/steps-on-machine.test.ts
 * checks every generated path), so a diff and docs/paths read the same.
 */

/** A notice as an old revision may raise it: its message id need not be in today's catalogue. */
export interface NoticeRef {
  id: string;
  severity: string;
  /** The answer's span id the message is shown with (only for `notify`, as the app does). */
  spanId?: string;
  /** Its text when already looked up (a transition's messages carry theirs). */
  text?: string | undefined;
}

export interface StepText {
  event: string;
  where: string;
  shows: string | undefined;
  /** The messages on screen after the step. */
  notices: readonly NoticeRef[];
}

/** After "vai para": today's step, else one an older revision had. */
function toPt(step: string): string {
  if (isKeyOf(STEPS_PT, step)) return STEPS_PT[step].to;
  return RETIRED_STEPS_PT[step] ?? `o estado ${step}`;
}

/** After "aguarda": a call today's machines make, else the id an older revision gave it. */
function waitingPt(id: string): string {
  return isKeyOf(CALLS_PT, id) ? CALLS_PT[id].waiting : `a chamada ${id}`;
}

/** "na etapa do CPF", from `startPt` so that phrase has one source. */
function atPt(snapshot: AnyMachineSnapshot): string {
  try {
    const start = startPt({
      state: snapshot,
      steps: [{ state: snapshot, event: { type: 'xstate.init' } }],
      weight: 0,
    });
    return start.replace(/^Começa /, '');
  } catch {
    return `no estado ${topStepOf(snapshot)}`;
  }
}

function wherePt({ before, after }: ReplayedStep): string {
  if (after.hasTag('busy')) {
    const waiting = runningCalls(after).map(waitingPt);
    return `aguarda ${waiting.join(' e ')}`;
  }
  if (JSON.stringify(after.value) === JSON.stringify({ activation: 'resent' })) {
    return `mostra “${texts.activation.resent}”`;
  }
  const to = topStepOf(after);
  if (to !== topStepOf(before)) return `vai para ${toPt(to)}`;
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

/**
 * Message texts by id from an older revision's catalogue (content/messages.ts there), for the
 * messages today's catalogue no longer has; today's texts win for the ids both have, so only the
 * machines' differences show.
 */
export type OldTexts = ReadonlyMap<string, string>;

const NO_OLD_TEXTS: OldTexts = new Map();

/** The text a message shows: today's catalogue, else the revision's; undefined when neither. */
export function messageText(id: string, oldTexts: OldTexts = NO_OLD_TEXTS): string | undefined {
  if (isCatalogued(id)) return messageTextOf(id);
  const old = oldTexts.get(id);
  return old === undefined ? undefined : fill(old);
}

/** "“Texto” (erro)"; a message neither catalogue has is named by its id. */
export function noticesText(notices: readonly NoticeRef[], oldTexts?: OldTexts): string {
  return notices
    .map(({ id, severity, spanId, text }) => {
      const shown = text ?? messageText(id, oldTexts);
      if (shown !== undefined) return noticeWordsPt(shown, severity, spanId);
      return fill(releaseNoteTexts.unknownMessage, { id, severity: severityPt(severity) });
    })
    .join(' e ');
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : String(value);
}

/** The notices after a step, as `noticesAfterStep` reads them but for any message id. */
function noticesAfter(step: ReplayedStep, before: readonly NoticeRef[]): NoticeRef[] {
  return reduceNotices({ ...step, event: withoutMadeUpSpanId(step.event) }, before, (params) => ({
    id: text(params?.['id']),
    severity: text(params?.['severity']),
  }));
}

/** Every step of `path` replayed on `machine`, in Portuguese. */
export function stepsOnMachine(
  machine: AnyStateMachine,
  machineId: string,
  path: ModelPath,
  oldTexts?: OldTexts,
): StepText[] {
  let notices: NoticeRef[] = [];
  return replayPath(machine, path).map((step) => {
    const before = notices;
    notices = noticesAfter(step, before);
    const touches = touchesNotices(step);
    let shows: string | undefined;
    if (touches && notices.length) shows = `mostra ${noticesText(notices, oldTexts)}`;
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
