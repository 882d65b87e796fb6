/**
 * A machine as a graph of states and transitions: one pure module (xstate and the machines' status
 * lists only) for the inspector, the chart and path scripts, and the tests
 * (docs/decisions/021-machine-graph.md).
 */
export { describeAction, messageOf } from './actions.ts';
export { describeGuard, guardTree } from './guards.ts';
export { machineToGraph, transitionId, transitionIndex, triggerOf } from './machine-to-graph.ts';
export { activeStateIds, formatStateValue, isFailure } from './state-values.ts';
export type * from './types.ts';
