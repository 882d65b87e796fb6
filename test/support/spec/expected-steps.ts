import type { AnyMachineSnapshot } from 'xstate';
import { topStepOf } from '../../../machines/shared/records.ts';
import type { MachineId } from '../../../machines/registry.ts';
import type { ModelPath } from '../../../paths/coverage.ts';
import {
  actorIdOf,
  isActorEvent,
  isErrorActorEvent,
  spanIdCarried,
  type ModelEvent,
} from '../../../paths/events.ts';
import type { ShownNotice } from '../../../paths/notices.ts';
import {
  SPEC,
  landsAfter,
  landsAfterAction,
  type CallAnswer,
  type CallId,
  type CustomerStep,
} from '../../../paths/spec/outcomes.ts';

/**
 * A generated path read through the spec tables (`outcomes.ts`): after each of its events, the
 * step the customer should be on, the call they should be waiting for, and the messages shown.
 * The path only supplies the events; everything expected comes from the tables.
 */

export interface ExpectedStep {
  step: CustomerStep;
  /** The call in flight: the step shows busy. */
  calls: CallId | undefined;
  notices: ShownNotice[];
}

function answerOf(event: ModelEvent): CallAnswer {
  if (isErrorActorEvent(event)) {
    return {
      kind: 'failure',
      bodyStatus: event.error.kind === 'http' ? event.error.status : undefined,
    };
  }
  return { kind: 'answer', output: 'output' in event ? event.output : undefined };
}

/** Where the screen opens in `variant`. */
export function startOf(variant: MachineId): ExpectedStep {
  return { step: SPEC[variant].start, calls: undefined, notices: [] };
}

/** What the spec expects after `event`, from what it expected before. */
export function nextExpected(
  variant: MachineId,
  before: ExpectedStep,
  event: ModelEvent,
): ExpectedStep {
  if (!isActorEvent(event)) {
    const lands = landsAfterAction(event.type, before.step);
    return { step: lands.step, calls: lands.calls, notices: [] };
  }
  const call = actorIdOf(event);
  if (before.calls !== call) {
    throw new Error(
      `The spec has '${String(before.calls)}' in flight on the ${before.step} step, not '${call}'.`,
    );
  }
  const lands = landsAfter(variant, call, answerOf(event));
  const spanId = spanIdCarried(event);
  // Spec 8: the failure message carries the answer's span id when it has one.
  const notices = lands.shows.map((message, i) => ({
    ...message,
    ...(i === 0 && spanId !== undefined ? { spanId } : {}),
  }));
  return { step: lands.step, calls: lands.calls, notices };
}

/** The expected step after each of the path's events (its first, initial step left out). */
export function expectedSteps(variant: MachineId, path: ModelPath): ExpectedStep[] {
  let current = startOf(variant);
  return path.steps.slice(1).map(({ event }) => {
    current = nextExpected(variant, current, event);
    return current;
  });
}

/**
 * What differs between a machine's snapshot and the step the spec expects, through the variant's
 * hand-written map of steps to states; empty when they agree.
 */
export function stepMismatches(
  variant: MachineId,
  snapshot: AnyMachineSnapshot,
  expected: ExpectedStep,
): string[] {
  const problems: string[] = [];
  const state = SPEC[variant].states[expected.step];
  if (state === undefined)
    return [`The ${variant} spec maps no state for the ${expected.step} step.`];
  const actual = JSON.stringify(snapshot.value);
  if (topStepOf(snapshot) !== state) {
    problems.push(
      `expected the ${expected.step} step (state '${state}'), the machine is in ${actual}`,
    );
  }
  if (snapshot.hasTag('busy') !== (expected.calls !== undefined)) {
    problems.push(
      expected.calls === undefined
        ? `expected no call in flight, the machine is busy in ${actual}`
        : `expected '${expected.calls}' in flight, the machine is idle in ${actual}`,
    );
  }
  if (state === 'activation' && snapshot.hasTag('resent') !== (expected.step === 'resent')) {
    problems.push(`expected the ${expected.step} step, the machine is in ${actual}`);
  }
  if (state === 'question' && snapshot.hasTag('blocked') !== (expected.step === 'blocked')) {
    problems.push(`expected the ${expected.step} step, the machine is in ${actual}`);
  }
  if (expected.step === 'digitalSignUp' && !snapshot.hasTag('leavesPage')) {
    problems.push(`expected the page to be left, the machine is in ${actual}`);
  }
  return problems;
}
