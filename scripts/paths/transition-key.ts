/**
 * A transition's name across versions (decision 055): `<source> --<event> [<guard>]--> <targets>`,
 * the guard left out when there is none, `(sem destino)` for a transition that stays. Made of ids
 * that do not move when a sibling is added or the guards are reordered, so the release note pairs
 * transitions by it and a QA case's id is built from the keys of the transitions its path takes.
 */
export interface KeyedTransition {
  source: string;
  event: string;
  /** The guard as the graph describes it (`hasStatus(CLIENT_NOT_FOUND)`); null when unguarded. */
  guard: string | null;
  targets: readonly string[];
}

export function transitionKey({ source, event, guard, targets }: KeyedTransition): string {
  const condition = guard === null ? '' : ` [${guard}]`;
  const to = targets.length ? targets.join(', ') : '(sem destino)';
  return `${source} --${event}${condition}--> ${to}`;
}
