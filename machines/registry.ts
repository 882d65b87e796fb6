import { createBlocksMachine } from './blocks/blocks.machine.ts';
import { createDefaultMachine } from './default/default.machine.ts';
import { createDigitalMachine } from './digital/digital.machine.ts';
import { createMeuFinanciamentoMachine } from './meu-financiamento/meu-financiamento.machine.ts';
import { createRefiMachine } from './refi/refi.machine.ts';
import type { MachineImplementationsFrom, SnapshotFrom } from 'xstate';
import { builtWhenRead } from './shared/built-when-read.ts';

/**
 * Every machine, by id (each machine's own `id`): what the app, the QA report, the charts and the
 * inspector iterate over. A variant is added here and in the app's variant table, which the
 * typecheck keeps complete. Each is built when first read: a visitor's page builds only its own
 * variant's machine while the app's code starts, not all five (docs/performance.md).
 */
export const MACHINES = builtWhenRead({
  default: createDefaultMachine,
  refi: createRefiMachine,
  digital: createDigitalMachine,
  blocks: createBlocksMachine,
  'meu-financiamento': createMeuFinanciamentoMachine,
});

export type MachineId = keyof typeof MACHINES;
export type RegistrationMachine = (typeof MACHINES)[MachineId];

/** The names of states of a state value's top level: `{ cpf: 'editing' }` → 'cpf'. */
type TopLevelStates<Value> = Value extends string
  ? Value
  : Value extends object
    ? keyof Value & string
    : never;

/** The names of the states one level down: `{ cpf: 'editing' }` → 'editing'. */
type InnerStates<Value> = Value extends object
  ? { [K in keyof Value]: Value[K] extends string ? Value[K] : InnerStates<Value[K]> }[keyof Value]
  : never;

type StateValue = SnapshotFrom<RegistrationMachine>['value'];

/**
 * The steps a customer sees, one view each: the top-level states of every machine. A state added
 * to a machine adds a step here, and every table keyed by it (the register card's views, the
 * Portuguese labels) fails the typecheck until it has an entry.
 */
export type RegistrationStep = TopLevelStates<StateValue>;
/** The steps of one machine: its top-level states. */
export type StepOf<Id extends MachineId> = TopLevelStates<
  SnapshotFrom<(typeof MACHINES)[Id]>['value']
>;
/** The states inside a step (`editing`, `requestingToken`, …), of every machine. */
export type RegistrationSubState = InnerStates<StateValue>;

// Every machine comes from one setup: the default machine's implementations are all of theirs.
type Implementations = Required<MachineImplementationsFrom<(typeof MACHINES)['default']>>;
/** The guards, actions and actors `registrationSetup` names. */
export type GuardName = keyof Implementations['guards'];
export type ActionName = keyof Implementations['actions'];
export type ActorSrc = keyof Implementations['actors'];

/**
 * What whoever runs a machine must supply with `machine.provide()`: every actor, and the guard and
 * action that have no working default in `registrationSetup`. `satisfies` it, so a missing one
 * fails the typecheck instead of the first run.
 */
export interface SuppliedImplementations {
  actors: Required<Implementations['actors']>;
  guards: Required<Pick<Implementations['guards'], 'isEmailValid'>>;
  actions: Required<Pick<Implementations['actions'], 'goToDigitalSignUp'>>;
}
