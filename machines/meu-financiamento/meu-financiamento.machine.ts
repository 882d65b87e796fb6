import { firstAccessFlow } from '../flows/first-access-flow.ts';

/** client_id 'meu-financiamento': the blocks flow, under its own title and banner. */
export function createMeuFinanciamentoMachine() {
  return firstAccessFlow('meu-financiamento');
}
