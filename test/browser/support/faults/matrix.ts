import { CALLS, FAULTS, type Fault, type FaultCall } from './fault-kinds.ts';

export type CaseResult = 'passed' | 'failed';

const MARK: Record<CaseResult | 'not run', string> = {
  passed: '✓',
  failed: '✗',
  'not run': '·',
};

/** The call × fault cases of a run, each recorded as it passes or fails, printed as a table. */
export interface FaultMatrix {
  /** Runs one case's checks and records how they went; rethrows what failed. */
  check(call: FaultCall, fault: Fault, checks: () => Promise<void>): Promise<void>;
  result(call: FaultCall, fault: Fault): CaseResult | undefined;
  /** Rows of calls, columns of faults, in the fixed order of CALLS and FAULTS. */
  table(notes?: Partial<Record<FaultCall, string>>): string;
}

export function createFaultMatrix(): FaultMatrix {
  const results = new Map<string, CaseResult>();
  const key = (call: FaultCall, fault: Fault) => `${call}×${fault}`;
  return {
    async check(call, fault, checks) {
      try {
        await checks();
        results.set(key(call, fault), 'passed');
      } catch (error) {
        results.set(key(call, fault), 'failed');
        throw error;
      }
    },
    result: (call, fault) => results.get(key(call, fault)),
    table(notes = {}) {
      const header = ['call', ...FAULTS];
      const rows = CALLS.map((call) => [
        call,
        ...FAULTS.map((fault) => MARK[results.get(key(call, fault)) ?? 'not run']),
      ]);
      const widths = header.map((title, column) =>
        Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
      );
      const line = (cells: string[]) =>
        `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
      const passed = [...results.values()].filter((result) => result === 'passed').length;
      return [
        line(header),
        line(widths.map((width) => '-'.repeat(width))),
        ...rows.map(line),
        '',
        `${passed} of ${CALLS.length * FAULTS.length} cases passed (✓ passed, ✗ failed, · not run).`,
        ...CALLS.flatMap((call) => (notes[call] ? [`${call}: ${notes[call]}`] : [])),
      ].join('\n');
    },
  };
}
