// `npm run paths [-- --machine <id>] [-- --json]`: the QA path coverage report.
//
// Prints, per machine, states and transitions covered by the generated paths, the number of
// paths and anything left uncovered; writes docs/paths/<machine>.md and docs/paths/coverage.json;
// exits 1 when a machine is below 100 %. `--machine <id>` limits the report (and the Markdown
// written) to one machine; coverage.json always lists every machine. `--json` prints the
// coverage JSON instead of the lines (use `npm run --silent paths -- --json` for clean output).
//
// QA modes (scripts/paths/qa-commands.ts, docs/qa-exports.md), which write nothing to docs/paths:
// `--diff <rev> [--to <rev>] [--json]` prints what changed in the machines since a git revision;
// `--format csv|gherkin --out <dir>` writes the paths for test-management tools.
import { mkdirSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { MACHINE_IDS, isMachineId } from '../../paths/models.ts';
import { UsageError, runDiff, runExport } from './qa-commands.ts';
import {
  COVERAGE_FILE,
  DOCS_DIR,
  coverageJson,
  docFileOf,
  generateDocs,
  isComplete,
  machineReport,
  reportLines,
} from './report.ts';

const USAGE = [
  'Uso: npm run paths -- [--machine <id>] [--json]',
  '     npm run paths -- --diff <revisão git> [--to <revisão git>] [--machine <id>] [--json]',
  '     npm run paths -- --format csv|gherkin --out <pasta> [--machine <id>]',
].join('\n');

function fail(message: string): never {
  console.error(`${message}\n${USAGE}\nMáquinas: ${MACHINE_IDS.join(', ')}`);
  process.exit(2);
}

const started = performance.now();
let values: {
  machine?: string | undefined;
  json?: boolean | undefined;
  help?: boolean | undefined;
  diff?: string | undefined;
  to?: string | undefined;
  format?: string | undefined;
  out?: string | undefined;
};
try {
  ({ values } = parseArgs({
    options: {
      machine: { type: 'string', short: 'm' },
      json: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
      diff: { type: 'string' },
      to: { type: 'string' },
      format: { type: 'string' },
      out: { type: 'string' },
    },
  }));
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
if (values.to !== undefined && values.diff === undefined) fail('--to precisa de --diff <revisão>.');
if (values.diff !== undefined || values.format !== undefined || values.out !== undefined) {
  try {
    if (values.diff !== undefined) {
      if (values.format !== undefined || values.out !== undefined) {
        fail('--diff não aceita --format nem --out.');
      }
      await runDiff({
        from: values.diff,
        to: values.to,
        machine: values.machine,
        json: !!values.json,
      });
    } else {
      runExport({ format: values.format, out: values.out, machine: values.machine });
    }
  } catch (error) {
    if (error instanceof UsageError) fail(error.message);
    throw error;
  }
  process.exit(0);
}
if (values.machine !== undefined && !isMachineId(values.machine)) {
  fail(`Máquina desconhecida: '${values.machine}'.`);
}
const selected = values.machine === undefined ? MACHINE_IDS : [values.machine];

const reports = MACHINE_IDS.map(machineReport);
const shown = reports.filter(({ id }) => selected.includes(id));
const files = await generateDocs(reports);

mkdirSync(DOCS_DIR, { recursive: true });
const written = [...selected.map(docFileOf), COVERAGE_FILE].map((file) => {
  const path = resolve(DOCS_DIR, file);
  writeFileSync(path, files.get(file) ?? '');
  return relative(process.cwd(), path);
});

const complete = shown.every(isComplete);
if (values.json) {
  console.log(JSON.stringify(coverageJson(shown), null, 2));
} else {
  for (const report of shown) console.log(reportLines(report).join('\n'));
  console.log(`\nEscrito: ${written.join(', ')}`);
  console.log(
    `${complete ? 'Todas as máquinas a 100 %' : 'Abaixo de 100 %: veja as linhas “sem cobertura” acima'} (${String(Math.round(performance.now() - started))} ms)`,
  );
}
process.exit(complete ? 0 : 1);
