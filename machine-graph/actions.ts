import { isRecord } from '../machines/shared/records.ts';
import type { ActionInfo, MessageShown } from './types.ts';

/** Actions read from a machine definition: their type and static params. */

export function describeAction(action: unknown): ActionInfo {
  if (typeof action === 'string') return { type: action };
  if (typeof action === 'function') {
    // Built-in actions (assign, raise, emit…) carry their type on the function.
    const { type } = action as { type?: unknown };
    return { type: typeof type === 'string' ? type : action.name || 'inline action' };
  }
  if (isRecord(action) && typeof action['type'] === 'string') {
    const params = action['params'];
    return isRecord(params) && typeof params !== 'function'
      ? { type: action['type'], params }
      : { type: action['type'] };
  }
  return { type: 'unknown action' };
}

/** The catalogue message a `notify`/`notifyAlso` action shows; severity `error` unless it says. */
export function messageOf(action: ActionInfo): MessageShown | undefined {
  if (action.type !== 'notify' && action.type !== 'notifyAlso') return undefined;
  const id = action.params?.['id'];
  if (typeof id !== 'string') return undefined;
  const severity = action.params?.['severity'];
  return { id, severity: typeof severity === 'string' ? severity : 'error' };
}
