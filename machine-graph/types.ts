/**
 * A machine as plain data: its states and transitions with everything the inspector draws, the
 * charts print and the QA paths count. Built by `machineToGraph` (machine-to-graph.ts).
 */

export type StateKind = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

export interface GraphState {
  /** The state node's id, e.g. `default.cpf.editing`; the root's is the machine's id. */
  id: string;
  /** The state's own name, e.g. `editing`; the machine's id for the root. */
  key: string;
  /** Names from the root down, e.g. `['cpf', 'editing']`; empty for the root. */
  path: readonly string[];
  /** The parent's id; null for the root. */
  parentId: string | null;
  kind: StateKind;
  /** The state its parent enters first (the root counts as initial). */
  initial: boolean;
  /** The calls the state makes while it is active: invoke id and the actor's `src`. */
  invokes: readonly { id: string; src: string }[];
  tags: readonly string[];
  /** Actions run on entry, by type (e.g. `goToDigitalSignUp`). */
  entry: readonly string[];
}

/** What sets a transition off: the customer, a call's answer, nothing (`always`), a delay. */
export type TriggerKind = 'user' | 'done' | 'error' | 'always' | 'delay' | 'other';

/** A guard as a tree: a named guard with its params, or `and`/`or`/`not` of guards. */
export type GuardInfo =
  | { kind: 'named'; type: string; params: Readonly<Record<string, unknown>> | undefined }
  | { kind: 'and' | 'or' | 'not'; operands: readonly GuardInfo[] }
  | { kind: 'stateIn'; stateValue: unknown }
  | { kind: 'inline'; name: string }
  | { kind: 'unknown' };

export interface ActionInfo {
  type: string;
  /** Only static params: dynamic ones (a function of the event) are resolved when the action runs. */
  params?: Readonly<Record<string, unknown>>;
}

export interface MessageShown {
  /** The message catalogue id (`content/messages.ts`). */
  id: string;
  severity: string;
}

export interface GraphTransition {
  /** `<source> --<event type>[<index>]--> <targets>`: stable while the machine's shape is. */
  id: string;
  source: string;
  /** Target state ids; empty when the transition stays where it is. */
  targets: readonly string[];
  /** The event descriptor, or 'always' for an eventless transition. */
  eventType: string;
  /** Position among the source's transitions for this event: the order guards are tried in. */
  index: number;
  trigger: TriggerKind;
  /** For a call's done or error event: the invoke id (`requestToken`, `resendCaptcha`…). */
  actor: string | undefined;
  /** The actor's implementation name (`requestToken`, `captcha`…). */
  src: string | undefined;
  /** e.g. `and(hasStatus(INVALID_CLIENT_STATUS), hasClientStatus(BLOCKED))`; undefined when unguarded. */
  guard: string | undefined;
  /** The same guard as a tree, params included. */
  guardTree: GuardInfo | undefined;
  /**
   * The server statuses this transition handles. For the unguarded last one of a call (the `else`),
   * the listed statuses no earlier sibling fully handles; a server may still send others.
   */
  statuses: readonly string[];
  /** The client status an INVALID_CLIENT_STATUS answer must name, when the guard asks. */
  clientStatus: string | undefined;
  /** The unguarded transition after guarded siblings: taken when none of them is. */
  otherwise: boolean;
  /** The catalogue messages the transition shows (`notify`/`notifyAlso`), in order. */
  messages: readonly MessageShown[];
  /** Every action, in order, with its static params. */
  actions: readonly ActionInfo[];
  /** A short label: `cpf.submit`, `requestToken done [SUCCESS]`, `register error [else]`. */
  label: string;
}

export interface MachineGraph {
  /** The machine's id (`default`, `refi`, …), also the root state's id. */
  id: string;
  /** Every state node, the root first, parents before their children, in document order. */
  states: readonly GraphState[];
  /** Every transition, in document order. */
  transitions: readonly GraphTransition[];
}
