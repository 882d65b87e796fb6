/**
 * Machine ids that name the same machine at different revisions, so `npm run paths -- --diff`
 * compares a renamed machine with itself instead of reporting one machine gone and another new.
 * Add a group when a machine is renamed in a way the spelling rule below does not catch (a
 * different word, not just camelCase ↔ kebab-case).
 */
export const MACHINE_ALIASES: readonly (readonly string[])[] = [
  ['meuFinanciamento', 'meu-financiamento', 'meu_financiamento'],
];

/** `meuFinanciamento`, `meu-financiamento` and `meu_financiamento` all spell `meufinanciamento`. */
const spelling = (id: string) => id.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The id `oldId` has among `currentIds` (the working tree's): the same id, else one of its alias
 * group, else the same id spelt differently; `oldId` itself when none matches (a machine that is
 * gone).
 */
export function currentIdOf(oldId: string, currentIds: readonly string[]): string {
  if (currentIds.includes(oldId)) return oldId;
  const group = MACHINE_ALIASES.find((aliases) => aliases.includes(oldId)) ?? [];
  const aliased = currentIds.find((id) => group.includes(id));
  if (aliased !== undefined) return aliased;
  return currentIds.find((id) => spelling(id) === spelling(oldId)) ?? oldId;
}
