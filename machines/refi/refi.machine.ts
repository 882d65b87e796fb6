import { customerFlow } from '../flows/customer-flow.ts';

/**
 * The default client id and the partner brands: the customers' flow at /cadastro-refi, where
 * INSUFFICIENT_CLIENT_DATA adds the support contacts.
 */
export function createRefiMachine() {
  return customerFlow('refi', { supportContacts: true });
}
