import { createFirstAccessMachine } from '../blocks/first-access.machine.ts';

/** client_id 'meu-financiamento': the blocks flow, under its own title and banner. */
export const meuFinanciamentoMachine = createFirstAccessMachine('meuFinanciamento');
