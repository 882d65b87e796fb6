import type { InspectedMicrostepEvent, InspectionEvent } from 'xstate';

/**
 * What this part needs of the beacon's module (transition-beacon.ts), loaded with the first
 * transition, never before the screen is interactive.
 */
export interface BeaconModule {
  startTelemetry: (
    url: string,
    noted: readonly InspectedMicrostepEvent[],
  ) => (step: InspectedMicrostepEvent) => void;
}

/**
 * The telemetry's part in the register screen's bundle, kept to a few lines (that screen's
 * budget, docs/decisions/025-bytes-before-interactive.md): an observer for the register actors'
 * `inspect` option that notes their microsteps and loads the beacon's code with the first one,
 * which the visitor's first action causes, after the screen is interactive. The beacon then
 * takes the notes and every later microstep; it checks Global Privacy Control and the
 * URL before counting anything (transition-beacon.ts).
 */
export function lazyTelemetry(
  url: string,
  load: () => Promise<BeaconModule>,
): (inspection: InspectionEvent) => void {
  const noted: InspectedMicrostepEvent[] = [];
  let take: ((inspection: InspectedMicrostepEvent) => void) | undefined;
  return (inspection) => {
    // A machine's transitions only: an actor's start reports other kinds, before interactive.
    if (inspection.type !== '@xstate.microstep') return;
    if (take) take(inspection);
    else if (noted.push(inspection) === 1) {
      load().then(
        ({ startTelemetry }) => {
          take = startTelemetry(url, noted);
        },
        // A chunk that fails to load costs the counts, nothing the visitor sees. The notes go,
        // and no more are taken: each holds a snapshot, with what was typed, for the page's life.
        () => {
          noted.length = 0;
          take = () => undefined;
        },
      );
    }
  };
}
