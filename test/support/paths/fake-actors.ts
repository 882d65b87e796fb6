import { fromPromise, type AnyActorLogic } from 'xstate';
import { pendingCall, type Pending } from '../pending-call.ts';
import {
  actorIdOf,
  isDoneActorEvent,
  type DoneActorEvent,
  type ErrorActorEvent,
} from '../../../paths/events.ts';

/**
 * Stand-ins for a machine's invoked actors when a path runs on a real actor: each call records its
 * input and stays pending until the path step that chooses the outcome resolves or rejects it.
 */

/** A call of an invoked actor: its invoke id (which names the done/error events), its src, its input. */
export type FakeCall = Pending<{ id: string; src: string; input: unknown }>;

export interface FakeActors {
  /** Pass to `machine.provide({ actors })`. */
  actors: Record<string, AnyActorLogic>;
  calls: FakeCall[];
  /** Calls of the actor with this invoke id still waiting for an outcome. */
  pending: (id: string) => FakeCall[];
  /** Settles the one pending call the event names, as the real actor would, and returns it. */
  answer: (event: DoneActorEvent | ErrorActorEvent) => FakeCall;
}

export function createFakeActors(srcs: Iterable<string>): FakeActors {
  const calls: FakeCall[] = [];
  const fake = (src: string) =>
    fromPromise<unknown, unknown>(({ input, self }) =>
      pendingCall(calls, { id: self.id, src, input }),
    );
  const actors = Object.fromEntries([...srcs].map((src) => [src, fake(src)]));
  const pending = (id: string) => calls.filter((call) => call.id === id && !call.settled);
  const answer = (event: DoneActorEvent | ErrorActorEvent): FakeCall => {
    const id = actorIdOf(event);
    const [call, ...others] = pending(id);
    if (!call || others.length) {
      throw new Error(
        `Expected one call of '${id}' in flight, found ${String(pending(id).length)}.`,
      );
    }
    if (isDoneActorEvent(event)) call.resolve(event.output);
    else call.reject(event.error);
    return call;
  };
  return { actors, calls, pending, answer };
}

/** Lets promise callbacks and the actor's resulting events run before the test looks. */
export function settle(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
