import { fill } from '../content/fill.ts';
import { messages } from '../content/messages.ts';
import { texts } from '../content/texts.ts';
import { MESSAGE_IDS, type MessageId, type NoticeSeverity } from '../machines/shared/messages.ts';
import type { ReplayedStep } from './coverage.ts';
import { spanIdCarried } from './events.ts';

/**
 * The messages a step leaves on screen, read from the `notify` / `notifyAlso` / `clearNotices`
 * actions of the transitions it took: `notify` replaces what is shown (and carries the answer's
 * span id), `notifyAlso` adds one more message beside it, `clearNotices` empties the list. One
 * implementation for the machine-level harness, the UI-level and the browser-level suites and the
 * QA documents.
 */

/** A notice as a person sees it: which message, how it is shown, the span id appended to it. */
export interface ShownNotice {
  id: MessageId;
  severity: NoticeSeverity;
  spanId?: string | undefined;
}

const SEVERITIES: readonly string[] = ['error', 'warning', 'info', 'success'];

function messageIdOf(value: unknown): MessageId {
  const id = MESSAGE_IDS.find((known) => known === value);
  if (!id) throw new Error(`A notice action names no catalogue message: ${String(value)}.`);
  return id;
}

function severityOf(value: unknown): NoticeSeverity {
  if (typeof value === 'string' && SEVERITIES.includes(value)) return value as NoticeSeverity;
  throw new Error(`A notice action has no known severity: ${String(value)}.`);
}

/**
 * The one reading of the notice actions: the notices after `step`, given those shown before it.
 * `read` makes a notice of a `notify` / `notifyAlso` action's params: checked against today's
 * catalogue (`noticesAfterStep`), or as an older revision's machine raised it
 * (scripts/paths/steps-on-machine.ts). The span id `notify` carries is the step event's.
 */
export function reduceNotices<
  N extends { id: string; severity: string; spanId?: string | undefined },
>(
  step: Pick<ReplayedStep, 'transitions' | 'event'>,
  before: readonly N[],
  read: (params: Readonly<Record<string, unknown>> | undefined) => N,
): N[] {
  let shown = [...before];
  for (const { type, params } of step.transitions.flatMap(({ actions }) => actions)) {
    if (type === 'clearNotices') shown = [];
    if (type !== 'notify' && type !== 'notifyAlso') continue;
    const notice = read(params);
    if (type === 'notifyAlso') {
      shown.push(notice);
      continue;
    }
    const spanId = spanIdCarried(step.event);
    shown = [spanId === undefined ? notice : { ...notice, spanId }];
  }
  return shown;
}

/** The notices after `step`, given those shown before it; every id in today's catalogue. */
export function noticesAfterStep(
  step: Pick<ReplayedStep, 'transitions' | 'event'>,
  before: readonly ShownNotice[],
): ShownNotice[] {
  return reduceNotices(step, before, (params) => ({
    id: messageIdOf(params?.['id']),
    severity: severityOf(params?.['severity']),
  }));
}

/** Whether the step's transitions touch the notices at all. */
export function touchesNotices(step: Pick<ReplayedStep, 'transitions'>): boolean {
  return step.transitions.some(({ actions }) =>
    actions.some(({ type }) => ['clearNotices', 'notify', 'notifyAlso'].includes(type)),
  );
}

/**
 * The text a customer reads for a notice, from `content/` (spec section 8: the span id is
 * appended when the answer carried one). Written here from the catalogue rather than taken from
 * the view, so a view that shows the wrong text fails the suites.
 */
export function noticeTextOf(notice: Pick<ShownNotice, 'id' | 'spanId'>): string {
  const text = fill(messages[notice.id]);
  return notice.spanId === undefined
    ? text
    : `${text} ${fill(texts.app.spanId, { spanId: notice.spanId })}`;
}

/** The catalogue text alone, without any span id. */
export function messageTextOf(id: MessageId): string {
  return fill(messages[id]);
}
