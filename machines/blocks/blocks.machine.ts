import { firstAccessFlow } from '../flows/first-access-flow.ts';

/** client_id 'blocks': the first-access flow at /cadastro-blocks. */
export function createBlocksMachine() {
  return firstAccessFlow('blocks');
}
