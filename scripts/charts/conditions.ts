import type { GraphTransition } from '../../machine-graph/index.ts';

/** When a transition is taken, in words (the charts' English; the inspector's Portuguese is in inspector/src/texts.ts). */
export function describeCondition(transition: GraphTransition): string {
  const { trigger, statuses, clientStatus, otherwise, guard } = transition;
  const [status] = statuses;
  if (otherwise) {
    if (trigger !== 'done') return 'any other failure (network, timeout, HTTP error)';
    const left = statuses.length ? `${statuses.join(', ')} not handled above, or ` : '';
    return `any other answer: ${left}a status no list names`;
  }
  if (trigger === 'done' && status !== undefined) {
    return clientStatus === undefined
      ? `status ${status}`
      : `status ${status} naming client status ${clientStatus}`;
  }
  if (trigger === 'error' && status !== undefined) return `HTTP error whose body says ${status}`;
  if (guard !== undefined) return guard;
  if (trigger === 'error') return 'the call failed (network, timeout, HTTP error)';
  if (trigger === 'done') return 'the call succeeded';
  return 'none';
}
