import { mkdirSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { MACHINE_IDS, isMachineId } from '../../paths/models.ts';
import { diffMarkdown } from './diff-markdown.ts';
import { loadRevision, loadWorkingTree } from './load-machines.ts';
import { currentIdOf } from './machine-aliases.ts';
import { diffMachines } from './machine-diff.ts';
import { EXPORT_FORMATS, exportFiles, type ExportFormat } from './qa-exports.ts';

/**
 * The QA modes of `npm run paths` (docs/qa-exports.md): `--diff <rev> [--to <rev>]` prints what
 * changed in the machines, `--format csv|gherkin --out <dir>` writes the paths for test tools.
 * Neither writes docs/paths.
 */

export class UsageError extends Error {}

export interface DiffOptions {
  from: string;
  /** Another revision instead of the working tree. */
  to?: string | undefined;
  machine?: string | undefined;
  json: boolean;
}

/** Prints the diff; the machines of both sides are loaded before `--machine` is checked. */
export async function runDiff({ from, to, machine, json }: DiffOptions): Promise<void> {
  let before, after;
  try {
    before = await loadRevision(from);
    after = to === undefined ? await loadWorkingTree() : await loadRevision(to);
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const current = [...after.machines.keys()];
  const known = new Set([...before.machines.keys(), ...current]);
  let only: string[] | undefined;
  if (machine !== undefined) {
    // An old id (meuFinanciamento) is followed to today's name, said on stderr.
    const id = currentIdOf(machine, current);
    if (!known.has(id)) {
      throw new UsageError(
        `Máquina desconhecida: '${machine}' (conhecidas: ${current.join(', ')}).`,
      );
    }
    if (id !== machine) console.error(`'${machine}' agora se chama '${id}': comparando '${id}'.`);
    only = [id];
  }
  const diff = diffMachines(before, after, only);
  await print(json ? JSON.stringify(diff, null, 2) : await diffMarkdown(diff));
}

/**
 * Writes a line to standard output and resolves once it has left the process. Into a pipe whose
 * reader is slower (`| jq`, `| tee`), Node keeps what the pipe cannot take yet in memory; the
 * `process.exit` that follows would drop it.
 */
export function print(text: string): Promise<void> {
  return new Promise((done, fail) => {
    process.stdout.write(`${text}\n`, (error) => {
      if (error) fail(error);
      else done();
    });
  });
}

export interface ExportOptions {
  format: string | undefined;
  out: string | undefined;
  machine?: string | undefined;
}

const isFormat = (value: string): value is ExportFormat =>
  EXPORT_FORMATS.some((format) => format === value);

/** Writes one file per machine into `out` and lists them. */
export function runExport({ format, out, machine }: ExportOptions): void {
  if (format === undefined || !isFormat(format)) {
    throw new UsageError(`--format deve ser ${EXPORT_FORMATS.join(' ou ')}.`);
  }
  if (out === undefined) throw new UsageError('--format precisa de --out <pasta>.');
  if (machine !== undefined && !isMachineId(machine)) {
    throw new UsageError(`Máquina desconhecida: '${machine}'.`);
  }
  const dir = resolve(out);
  mkdirSync(dir, { recursive: true });
  const written = [...exportFiles(format, machine === undefined ? MACHINE_IDS : [machine])].map(
    ([file, text]) => {
      const path = resolve(dir, file);
      writeFileSync(path, text);
      const near = relative(process.cwd(), path);
      return near.startsWith('..') ? path : near;
    },
  );
  console.log(`Escrito: ${written.join(', ')}`);
}
