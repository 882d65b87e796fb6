import { useEffect, useState } from 'react';
import { loadTrafficSource } from './traffic-config.ts';
import {
  readTraffic,
  type TrafficSource,
  type TrafficWindow,
  type TransitionCounts,
} from './traffic-source.ts';

export type TrafficState =
  | { status: 'off' }
  | { status: 'loading' }
  | { status: 'failed'; reason: string }
  | { status: 'ready'; counts: TransitionCounts; source: TrafficSource };

let sourcePromise: Promise<TrafficSource> | undefined;

/** The counts of one machine, window and brand, read when the traffic mode is on. */
export function useTraffic(
  on: boolean,
  machine: string,
  window: TrafficWindow,
  brand: string | undefined,
): TrafficState {
  const key = `${machine}|${window}|${brand ?? ''}`;
  // The answer is kept with what it answers: a newer choice shows 'loading' until its own arrives.
  const [answer, setAnswer] = useState<{ key: string; state: TrafficState } | undefined>();
  useEffect(() => {
    if (!on) return undefined;
    let current = true;
    sourcePromise ??= loadTrafficSource();
    void sourcePromise
      .then(async (source) => ({
        source,
        counts: await readTraffic(source, machine, window, brand),
      }))
      .then(
        ({ source, counts }): TrafficState => ({ status: 'ready', counts, source }),
        (error: unknown): TrafficState => ({
          status: 'failed',
          reason: error instanceof Error ? error.message : String(error),
        }),
      )
      .then((state) => {
        if (current) setAnswer({ key, state });
      });
    return () => {
      current = false;
    };
  }, [on, key, machine, window, brand]);
  if (!on) return { status: 'off' };
  return answer?.key === key ? answer.state : { status: 'loading' };
}
