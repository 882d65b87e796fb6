import { customerFlow } from '../flows/customer-flow.ts';

/** No client id, or an unknown one: the customers' flow at /cadastro. */
export function createDefaultMachine() {
  return customerFlow('default', { supportContacts: false });
}
