import { createActor } from 'xstate';
import { replayPath, type ModelPath } from '../../../paths/coverage.ts';
import { isActorEvent } from '../../../paths/events.ts';
import { machinePaths, pathModel } from '../../../paths/models.ts';
import type { MachineId } from '../../../machines/registry.ts';
import * as beaconModule from '../../../src/telemetry/transition-beacon.ts';
import { lazyTelemetry } from '../../../src/telemetry/telemetry.ts';
import { createFakeActors, settle } from '../../support/paths/fake-actors.ts';

/** A registration of `machine` that reaches the activation step: the first generated path there. */
export function registrationPath(machine: MachineId): ModelPath {
  const path = machinePaths(machine).find((candidate) => {
    const last: unknown = candidate.steps.at(-1)?.state.value;
    return typeof last === 'object' && last !== null && 'activation' in last;
  });
  if (!path) throw new Error(`No generated path of '${machine}' reaches the activation step.`);
  return path;
}

/** Transition id → times a path takes it, as QA's path engine replays it (paths/coverage.ts). */
export function transitionsOfPath(machine: MachineId, path: ModelPath): Map<string, number> {
  const times = new Map<string, number>();
  for (const step of replayPath(pathModel(machine).machine, path)) {
    for (const { id } of step.transitions) times.set(id, (times.get(id) ?? 0) + 1);
  }
  return times;
}

/**
 * The beacons a page sends for one walk of `path` on a real actor of `machine`, with the portal's
 * own observer and beacon, at a visitor's pace (a queued beacon goes before the next action),
 * the page hidden at the end.
 */
export async function beaconsOfPath(
  machine: MachineId,
  path: ModelPath,
  brand: string,
): Promise<string[]> {
  const bodies: string[] = [];
  let queued: (() => void)[] = [];
  let hide: () => void = () => undefined;
  const page: beaconModule.BeaconPage = {
    send: (_url, body) => bodies.push(body) > 0,
    later: (task) => {
      queued.push(task);
      return () => {
        queued = queued.filter((other) => other !== task);
      };
    },
    onHide: (listener) => {
      hide = listener;
      return () => undefined;
    },
  };
  const inspect = lazyTelemetry('/portal/telemetry', () =>
    Promise.resolve({
      startTelemetry: (url: string, noted: Parameters<typeof beaconModule.startTelemetry>[1]) =>
        beaconModule.startTelemetry(url, noted, { brand, page, navigator: {} as Navigator }),
    }),
  );
  const { machine: provided, input } = pathModel(machine);
  const fakes = createFakeActors(Object.keys(provided.implementations.actors));
  const actor = createActor(provided.provide({ actors: fakes.actors }), { input, inspect }).start();
  for (const { event } of path.steps.slice(1)) {
    if (isActorEvent(event)) fakes.answer(event);
    else {
      queued.splice(0).forEach((task) => {
        task();
      });
      actor.send(event as Parameters<typeof actor.send>[0]);
    }
    await settle();
  }
  hide();
  actor.stop();
  return bodies;
}
