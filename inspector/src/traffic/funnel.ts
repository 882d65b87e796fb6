import type { GraphState, GraphTransition, MachineGraph } from '../../../machine-graph/index.ts';
import type { TransitionCounts } from './traffic-source.ts';

/**
 * The funnel of one machine and brand, per step (the machine's top-level states, in its order),
 * from transition counts (docs/analytics.md, "Como ler o funil"). Counts of actions, not people.
 */

/** What a step's call answered: a server status, a failure, or a status with no transition of its own. */
export interface FunnelAnswer {
  /** The call's invoke id: `requestToken`, `submitAnswer`… */
  call: string;
  /** `status`: the server's `status` (`code`, with `clientStatus` when the transition asks); `failure`: the call failed; `other`: any other answer. */
  kind: 'status' | 'failure' | 'other';
  /** The status (`CLIENT_NOT_FOUND`), or the guard's name when the transition names no status. */
  code: string | undefined;
  clientStatus: string | undefined;
  count: number;
}

export interface FunnelStep {
  /** The top-level state: `cpf`, `question`, `finish`, `activation`… */
  step: string;
  /** Arrivals from another step; for the first step, its first actions (the registrations started). */
  entered: number;
  /** Departures into another step. */
  wentOn: number;
  /** Registrations that ended here: the arrivals of the final step (activation) or of a final state. */
  finished: number;
  /** Arrivals at a blocked state inside the step (tagged `blocked`: no way on). */
  blocked: number;
  /** Entered and neither went on, finished nor was blocked: closed the page or gave up (never below 0: a window can cut a visit in two). */
  left: number;
  /** What the step's calls answered, in the machine's order. */
  answers: readonly FunnelAnswer[];
}

export interface Funnel {
  steps: readonly FunnelStep[];
  /** Arrivals at the final step (activation) over starts of the first; undefined with no start. */
  conversion: number | undefined;
}

/** The step whose arrivals are finished registrations (the activation e-mail went). */
export const FINAL_STEP = 'activation';

const stepOf = (machine: string, stateId: string) =>
  stateId.slice(machine.length + 1).split('.', 1)[0] ?? '';

function answerOf(transition: GraphTransition): Omit<FunnelAnswer, 'count'> {
  const call = transition.actor ?? '';
  if (transition.trigger === 'error' && transition.statuses.length === 0) {
    return { call, kind: 'failure', code: undefined, clientStatus: undefined };
  }
  if (transition.otherwise)
    return { call, kind: 'other', code: undefined, clientStatus: undefined };
  return {
    call,
    kind: 'status',
    code: transition.statuses[0] ?? transition.guard,
    clientStatus: transition.clientStatus,
  };
}

const answerKey = ({ call, kind, code, clientStatus }: Omit<FunnelAnswer, 'count'>) =>
  [call, kind, code ?? '', clientStatus ?? ''].join('|');

/** The funnel of `graph` from `counts` (transition id → times taken). */
export function funnelOf(graph: MachineGraph, counts: TransitionCounts): Funnel {
  const machine = graph.id;
  const byId = new Map<string, GraphState>(graph.states.map((state) => [state.id, state]));
  const steps = graph.states.filter((state) => state.parentId === machine);
  // A step that ends the flow: the activation step, or a final state (the digital sign-up's redirect).
  const ends = new Set(
    steps.filter((state) => state.key === FINAL_STEP || state.kind === 'final').map((s) => s.key),
  );
  const blocking = (stateId: string) => byId.get(stateId)?.tags.includes('blocked') === true;
  const times = (transition: GraphTransition) => counts.get(transition.id) ?? 0;
  const first = steps[0]?.key;
  const rows = steps.map(({ key: step }): FunnelStep => {
    let entered = 0;
    let wentOn = 0;
    let blocked = 0;
    const answers = new Map<string, FunnelAnswer>();
    for (const transition of graph.transitions) {
      const taken = times(transition);
      const from = stepOf(machine, transition.source);
      const targets = transition.targets.map((target) => stepOf(machine, target));
      const crosses = targets.some((target) => target !== from);
      if (crosses && targets.includes(step)) entered += taken;
      const blocks = transition.targets.some(
        (target) => blocking(target) && stepOf(machine, target) === step,
      );
      if (blocks) blocked += taken;
      if (from !== step) continue;
      if (crosses) wentOn += taken;
      if ((transition.trigger === 'done' || transition.trigger === 'error') && taken > 0) {
        const answer = answerOf(transition);
        const key = answerKey(answer);
        const known = answers.get(key);
        answers.set(key, { ...answer, count: (known?.count ?? 0) + taken });
      }
    }
    if (step === first) {
      // Nobody arrives at the first step by a transition: its starts are its first user actions.
      entered = graph.transitions
        .filter((t) => t.trigger === 'user' && stepOf(machine, t.source) === step)
        .filter((t) => byId.get(t.source)?.initial === true)
        .reduce((sum, t) => sum + times(t), 0);
    }
    const finished = ends.has(step) ? entered : 0;
    return {
      step,
      entered,
      wentOn,
      finished,
      blocked,
      left: Math.max(0, entered - wentOn - finished - blocked),
      answers: [...answers.values()],
    };
  });
  const started = rows[0]?.entered ?? 0;
  const arrived = rows.find((row) => row.step === FINAL_STEP)?.entered;
  return {
    steps: rows,
    conversion: started > 0 && arrived !== undefined ? arrived / started : undefined,
  };
}
