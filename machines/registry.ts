import { createBlocksMachine } from './blocks/blocks.machine.ts';
import { createDefaultMachine } from './default/default.machine.ts';
import { createDigitalMachine } from './digital/digital.machine.ts';
import { createMeuFinanciamentoMachine } from './meu-financiamento/meu-financiamento.machine.ts';
import { createRefiMachine } from './refi/refi.machine.ts';
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
