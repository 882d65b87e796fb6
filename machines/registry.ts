import { blocksMachine } from './blocks/blocks.machine.ts';
import { defaultMachine } from './default/default.machine.ts';
import { digitalMachine } from './digital/digital.machine.ts';
import { meuFinanciamentoMachine } from './meu-financiamento/meu-financiamento.machine.ts';
import { refiMachine } from './refi/refi.machine.ts';

/** Every machine, by id: what the QA report, the charts and the inspector iterate over. */
export const MACHINES = {
  default: defaultMachine,
  refi: refiMachine,
  digital: digitalMachine,
  blocks: blocksMachine,
  meuFinanciamento: meuFinanciamentoMachine,
} as const;

export type MachineId = keyof typeof MACHINES;
export type RegistrationMachine = (typeof MACHINES)[MachineId];
