import { createHash } from 'node:crypto';
import type { AnyStateMachine } from 'xstate';
import { replayPath, type ModelPath } from '../../paths/coverage.ts';
import { eventLabel } from '../../paths/events.ts';
import { transitionKey } from './transition-key.ts';

/**
 * A QA case's id, `<machine>-<8 hex digits>`, from what its path does: each step's customer
 * action or server answer (the event as the paths name it in code: `requestToken answers
 * CLIENT_NOT_FOUND with a token`) and the keys of the transitions it takes (decision 055), with
 * state ids under the machine's root so a renamed root changes nothing. Not its number among the
 * generated paths, not the words of its screens and messages: a path renumbered, reordered or
 * reworded keeps its id, and TestRail and Xray keep its results; a path that takes another
 * transition or meets another answer is another case.
 */

const HASH_DIGITS = 8;

/** The step's behaviour in code ids, the machine's root left out of every state id. */
function stepKeys(machine: AnyStateMachine, path: ModelPath): string[] {
  const root = `${machine.id}.`;
  const local = (id: string) => (id.startsWith(root) ? id.slice(root.length) : id);
  return replayPath(machine, path).map(({ event, transitions }) =>
    [
      eventLabel(event),
      ...transitions.map((transition) =>
        transitionKey({
          source: local(transition.source),
          event: transition.eventType,
          guard: transition.guard ?? null,
          targets: transition.targets.map(local),
        }),
      ),
    ].join('\n'),
  );
}

/** The case id of `path` on `machine`, named after the machine's current id. */
export function caseIdOf(machineId: string, machine: AnyStateMachine, path: ModelPath): string {
  const hash = createHash('sha256').update(stepKeys(machine, path).join('\n\n')).digest('hex');
  return `${machineId}-${hash.slice(0, HASH_DIGITS)}`;
}
