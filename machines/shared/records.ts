/** A value read from outside the types (an event's output, a JSON body) is an object to look into. */
export function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null;
}

/** The fields of such a value; none when it is not an object. */
export function fieldsOf(value: unknown): Readonly<Record<string, unknown>> {
  return isRecord(value) ? value : {};
}

/** The top-level state of a state value: `{ cpf: 'editing' }` → 'cpf'; undefined for none. */
export function topLevelState(value: unknown): string | undefined {
  return typeof value === 'string' ? value : Object.keys(fieldsOf(value))[0];
}

/** The top-level state of a snapshot: the step it is on; '' for none. */
export function topStepOf(snapshot: { readonly value: unknown }): string {
  return topLevelState(snapshot.value) ?? '';
}
