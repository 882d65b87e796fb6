import type { AnyActorRef, InspectionEvent } from 'xstate';

/**
 * `?inspect=stately` on a portal page in development attaches Stately's hosted inspector
 * (https://stately.ai/inspect, online) to the register screen's actor. Its package is the
 * inspector app's (inspector/package.json), not the portal's: the dev server serves the
 * inspector's folder, so the connector is loaded by its address, never bundled, and the build,
 * where `import.meta.env.DEV` is false, drops this code whole.
 */

/** Where `npm start` serves the inspector's Stately connector (inspector/src/stately.ts). */
const CONNECTOR_URL = '/portal/inspector/src/stately.ts';

interface StatelyConnector {
  connectStatelyInspector: (actorRef: AnyActorRef) => () => void;
}

/** Whether the portal was opened with `?inspect=stately` in development. */
export function statelyInspectionRequested(search: string): boolean {
  return import.meta.env.DEV && new URLSearchParams(search).get('inspect') === 'stately';
}

/** An observer that attaches Stately's inspector to the first root actor that starts. */
export function statelyObserver(): (inspection: InspectionEvent) => void {
  let attached = false;
  return (inspection) => {
    if (attached || !import.meta.env.DEV) return;
    if (inspection.type !== '@xstate.snapshot' || inspection.event.type !== 'xstate.init') return;
    if (inspection.actorRef.sessionId !== inspection.rootId) return;
    attached = true;
    // Inspection events come from the actor itself: a whole actor behind the narrower type.
    const actorRef = inspection.actorRef as AnyActorRef;
    void (import(/* @vite-ignore */ CONNECTOR_URL) as Promise<StatelyConnector>).then(
      ({ connectStatelyInspector }) => connectStatelyInspector(actorRef),
    );
  };
}
