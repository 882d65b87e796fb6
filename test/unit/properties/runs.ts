/**
 * How many generated inputs each property gets: 10,000 (issue 15's figure for every validator
 * and mask). `npm run mutation` reruns these files for every mutant of the rules they import, so
 * its Vitest config asks for fewer through PROPERTY_RUNS (vitest.mutation.config.ts): a mutant
 * only these runs would catch then counts as survived, never the other way round.
 */
export const RUNS = { numRuns: Number(process.env['PROPERTY_RUNS'] ?? 10_000) };
