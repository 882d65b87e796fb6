import { createFirstAccessMachine } from './first-access.machine.ts';

/** client_id 'blocks': the first-access flow at /cadastro-blocks. */
export const blocksMachine = createFirstAccessMachine('blocks');
