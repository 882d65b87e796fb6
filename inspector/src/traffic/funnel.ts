import type { GraphTransition, MachineGraph } from '../../../machine-graph/index.ts';
import type { TransitionCounts } from './traffic-source.ts';

/**
 * The funnel of one machine and brand, per step (the machine's top-level states, in its order),
 * from transition counts (docs/analytics.md, "Como ler o funil"). Counts of actions, not people.
 */

export interface FunnelStep {
  /** The top-level state: `cpf`, `question`, `finish`, `activation`… */
  step: string;
  /** Transitions into the step from another one; for the first step, what its first action started. */
  entered: number;
  /** Transitions out of the step into another one. */
  wentOn: number;
  /**
   * What the step's calls answered, by call and server status (`requestToken: CLIENT_NOT_FOUND`);
   * `falha` for a call that failed, `outros` for statuses the machine has no transition of its own for.
   */
  statuses: ReadonlyMap<string, number>;
  /** Entered but did not go on (never below 0: a window can cut a visit in two). */
  stoppedThere: number;
}

export interface Funnel {
  steps: readonly FunnelStep[];
  /** Arrivals at the last step of the flow over starts of the first; undefined with no start. */
  conversion: number | undefined;
}

const stepOf = (machine: string, stateId: string) =>
  stateId.slice(machine.length + 1).split('.', 1)[0] ?? '';

function count(counts: TransitionCounts, transition: GraphTransition): number {
  return counts.get(transition.id) ?? 0;
}

function answerOf(transition: GraphTransition): string {
  const call = transition.actor ?? '';
  if (transition.trigger === 'error') return `${call}: falha`;
  if (transition.otherwise) return `${call}: outros`;
  const named = [...new Set(transition.statuses)].join(', ') || transition.guard || 'ok';
  return `${call}: ${[named, transition.clientStatus].filter(Boolean).join(', ')}`;
}

/** `activationStep`: the step whose arrivals mean a finished registration. */
export function funnelOf(
  graph: MachineGraph,
  counts: TransitionCounts,
  activationStep = 'activation',
): Funnel {
  const machine = graph.id;
  const steps = graph.states
    .filter((state) => state.parentId === machine)
    .map((state) => state.key);
  const first = steps[0];
  const rows = steps.map((step): FunnelStep => {
    let entered = 0;
    let wentOn = 0;
    const statuses = new Map<string, number>();
    for (const transition of graph.transitions) {
      const times = count(counts, transition);
      const from = stepOf(machine, transition.source);
      const targets = transition.targets.map((target) => stepOf(machine, target));
      const crosses = targets.some((target) => target !== from);
      if (crosses && targets.includes(step)) entered += times;
      if (from !== step) continue;
      if (crosses) wentOn += times;
      if ((transition.trigger === 'done' || transition.trigger === 'error') && times > 0) {
        const status = answerOf(transition);
        statuses.set(status, (statuses.get(status) ?? 0) + times);
      }
    }
    if (step === first) {
      // Nobody arrives at the first step by a transition: its starts are its first user actions.
      entered = graph.transitions
        .filter((t) => t.trigger === 'user' && stepOf(machine, t.source) === step)
        .filter((t) => graph.states.find((s) => s.id === t.source)?.initial === true)
        .reduce((sum, t) => sum + count(counts, t), 0);
    }
    return { step, entered, wentOn, statuses, stoppedThere: Math.max(0, entered - wentOn) };
  });
  const started = rows[0]?.entered ?? 0;
  const activated = rows.find((row) => row.step === activationStep)?.entered;
  return {
    steps: rows,
    conversion: started > 0 && activated !== undefined ? activated / started : undefined,
  };
}
