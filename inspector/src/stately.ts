import { createBrowserInspector, type StatelyInspectionEvent } from '@statelyai/inspect';
import type { AnyActorRef, Snapshot, StateValue } from 'xstate';

/**
 * Stately's hosted inspector, loaded by `attachStatelyInspector` only (development,
 * `?inspect=stately`). It receives the machine definition, state values and event types: context
 * (CPF, token, e-mail), event payloads and the invoked calls' inputs and outputs are removed first.
 */

type Status = Snapshot<unknown>['status'];

function plainSnapshot(snapshot: unknown): { status?: Status; value?: StateValue } {
  const { status, value } = (snapshot ?? {}) as { status?: Status; value?: StateValue };
  return {
    ...(status === undefined ? {} : { status }),
    ...(value === undefined ? {} : { value }),
  };
}

/** The inspection event with no data but state values and event types. */
export function redactInspectionEvent(event: StatelyInspectionEvent): StatelyInspectionEvent {
  switch (event.type) {
    case '@xstate.actor':
      return { ...event, snapshot: { ...plainSnapshot(event.snapshot), context: {} } };
    case '@xstate.snapshot':
      return {
        ...event,
        event: { type: event.event.type },
        snapshot: {
          ...plainSnapshot(event.snapshot),
          context: {},
        } as unknown as typeof event.snapshot,
      };
    case '@xstate.event':
      return { ...event, event: { type: event.event.type } };
  }
}

export function connectStatelyInspector(actorRef: AnyActorRef): () => void {
  const inspector = createBrowserInspector({ serialize: redactInspectionEvent });
  // The actor started before the inspector loaded: introduce it, then pass on what follows.
  inspector.actor(actorRef, { status: 'active', ...plainSnapshot(actorRef.getSnapshot()) });
  const subscription = actorRef.system.inspect(inspector.inspect);
  return () => {
    subscription.unsubscribe();
    inspector.stop();
  };
}
