import { blocksMachine } from './blocks/blocks.machine.ts';
import { defaultMachine } from './default/default.machine.ts';
import { digitalMachine } from './digital/digital.machine.ts';
import { meuFinanciamentoMachine } from './meu-financiamento/meu-financiamento.machine.ts';
import { refiMachine } from './refi/refi.machine.ts';

/**
 * Every machine, by id (each machine's own `id`): what the app, the QA report, the charts and the
 * inspector iterate over. A variant is added here and in the app's variant table, which the
 * typecheck keeps complete.
 */
export const MACHINES = {
  default: defaultMachine,
  refi: refiMachine,
  digital: digitalMachine,
  blocks: blocksMachine,
  'meu-financiamento': meuFinanciamentoMachine,
} as const;

export type MachineId = keyof typeof MACHINES;
export type RegistrationMachine = (typeof MACHINES)[MachineId];
