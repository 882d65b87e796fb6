import { afterAll, describe, expect, it } from 'vitest';
import { MACHINES, type MachineId } from '../../machines/registry.ts';
import type { RegistrationInput } from '../../machines/shared/registration.types.ts';
import { coverageOf, describePath, formatCoverage, generatePaths } from '../../paths/coverage.ts';
import { NICKNAME_SAMPLES, type EventSamples } from '../../paths/events.ts';
import { runPath } from '../support/paths/harness.ts';
import { pathModel } from '../../paths/models.ts';

/**
 * Every machine in MACHINES, walked by its generated paths: 100 % of states and transitions, and
 * every path run on a real actor whose calls are fakes the path's steps settle (see
 * `runPath`: payload rules, token passing, notices, no second call while busy).
 *
 * Paths do not depend on the stored values (they are context, not state), so each machine's paths
 * are generated once and run once per stored client id its payload rules tell apart.
 */

interface Run {
  name: string;
  input: RegistrationInput;
}

interface ModelExpectations {
  /** The variant's form samples, where they differ from USER_EVENTS. */
  samples: EventSamples;
  runs: readonly [Run, ...Run[]];
}

const NOTHING_STORED: Run = { name: 'nothing stored', input: { clientId: '', redirectUri: '' } };
const REFI_STORED: Run = {
  // The token and the resend both send refi-digital.
  name: 'refi-digital stored',
  input: { clientId: 'refi-digital', redirectUri: 'https://refi.example.com.br/retorno' },
};
const PAGBEM_STORED: Run = {
  // A known brand other than refi-digital: the token sends it, the resend falls back to acerto.
  name: 'pagbem stored',
  input: { clientId: 'pagbem', redirectUri: 'https://pagbem.example.com.br/retorno' },
};

/** One line per machine: the `satisfies` makes a machine added to MACHINES fail until listed. */
const MODELS = {
  default: { samples: {}, runs: [NOTHING_STORED, REFI_STORED, PAGBEM_STORED] },
  refi: { samples: {}, runs: [REFI_STORED, PAGBEM_STORED] },
  // Reached from the refi table, and from the default variant with nothing stored: the
  // non-customer clientId falls back to refi-digital then.
  digital: { samples: {}, runs: [NOTHING_STORED, PAGBEM_STORED] },
  blocks: {
    samples: NICKNAME_SAMPLES,
    runs: [
      {
        name: 'blocks stored',
        input: { clientId: 'blocks', redirectUri: 'https://blocks.example.com.br/retorno' },
      },
    ],
  },
  'meu-financiamento': {
    samples: NICKNAME_SAMPLES,
    runs: [
      {
        name: 'meu-financiamento stored',
        input: {
          clientId: 'meu-financiamento',
          redirectUri: 'https://meufinanciamento.example.com.br/retorno',
        },
      },
    ],
  },
} satisfies Record<MachineId, ModelExpectations>;

const timings: Partial<Record<MachineId, number>> = {};

for (const id of Object.keys(MACHINES) as MachineId[]) {
  const { machine } = pathModel(id);
  const { samples, runs } = MODELS[id];

  describe(id, () => {
    const started = performance.now();
    const paths = generatePaths(machine, { input: runs[0].input, samples });
    const generatedIn = performance.now() - started;

    it('covers every state and every transition', () => {
      const coverageStarted = performance.now();
      const coverage = coverageOf(machine, paths);
      const coveredIn = performance.now() - coverageStarted;
      timings[id] = generatedIn + coveredIn;
      console.log(
        `${formatCoverage(id, coverage)} (generated in ${Math.round(generatedIn)} ms, coverage in ${Math.round(coveredIn)} ms)`,
      );
      expect(coverage.states.uncovered).toEqual([]);
      expect(coverage.transitions.uncovered).toEqual([]);
      expect(coverage.states.covered).toBe(coverage.states.total);
      expect(coverage.transitions.covered).toBe(coverage.transitions.total);
    });

    for (const { name, input } of runs) {
      describe(name, () => {
        paths.forEach((path, i) => {
          it(`#${String(i + 1).padStart(2, '0')} ${describePath(path)}`, () =>
            runPath(id, machine, input, path));
        });
      });
    }
  });
}

afterAll(() => {
  const total = Object.values(timings).reduce((sum, ms) => sum + ms, 0);
  console.log(`all machines: generation + coverage in ${Math.round(total)} ms`);
});
