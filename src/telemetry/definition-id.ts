import type { AnyTransitionDefinition } from 'xstate';

/**
 * A transition's stable id straight from xstate's definition object, in the format of
 * `transitionId` (machine-graph): `<source> --<event>[<index>]--> <targets>`. The beacon names
 * transitions with this instead of walking the whole graph: its chunk then needs no other, and the
 * register screen's bundle names one file to load (the 183 KB budget). A test holds it equal to
 * the graph's id for every transition of every machine.
 */
export function definitionId(definition: AnyTransitionDefinition): string | undefined {
  const source: AnyTransitionDefinition['source'] = definition.source;
  // Typed `any` by xstate for any machine; a string at run time.
  const eventType = definition.eventType as string;
  // Eventless transitions have an empty event type; the graph names them `always`.
  const siblings = eventType === '' ? source.always : source.transitions.get(eventType);
  const index = siblings?.indexOf(definition) ?? -1;
  if (index < 0) return undefined;
  const targets = (definition.target ?? []).map((target) => target.id);
  return `${source.id} --${eventType || 'always'}[${String(index)}]--> ${targets.length ? targets.join(', ') : '(no target)'}`;
}
