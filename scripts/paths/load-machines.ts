import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, posix, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyStateMachine } from 'xstate';
// `Any*` here: an older revision's machines are loaded at run time (`npm run paths -- --diff`),
// whose states and events today's types do not know.
import { isEmail } from '../../machine-rules/email-address.ts';

/**
 * The machines of the working tree or of any git revision, found defensively: the registry's
 * shape and names change over time (`MACHINES` may be renamed, ids may be respelt, an early
 * revision has no registry at all), so nothing here depends on today's names.
 *
 * A revision is read with `git archive <rev> machines`, unpacked into a temporary folder outside
 * the working tree (which is never touched), and imported from there; the folder gets a
 * `node_modules` link to this checkout's, so old machines use the same xstate instance as today's
 * graph code. Relative imports that leave `machines/` are fetched too (`git show`).
 */

export const REPO_ROOT = resolve(import.meta.dirname, '../..');

/** Where the registry may live, in the order tried. */
const ENTRY_FILES = ['machines/registry.ts', 'machines/index.ts', 'machines/index.js'];

export interface LoadedMachines {
  /** What was asked for: a revision as given, or 'working tree'. */
  label: string;
  /** The abbreviated object id the revision resolved to; undefined for the working tree. */
  object: string | undefined;
  /** Machines by the id their registry gives them, in registry order. */
  machines: ReadonlyMap<string, AnyStateMachine>;
  /** The message texts of that side's catalogue (content/messages.ts), unfilled; empty if none. */
  messageTexts: ReadonlyMap<string, string>;
}

/** Where the message catalogue lives, and the record of texts it exports. */
const CATALOGUE_FILE = 'content/messages.ts';

/** The texts of a catalogue module: its biggest export whose values are all strings. */
export function textsOfModule(exports: Readonly<Record<string, unknown>>): Map<string, string> {
  const records = Object.values(exports).flatMap((value) => {
    if (typeof value !== 'object' || value === null) return [];
    const entries = Object.entries(value);
    return entries.length && entries.every(([, text]) => typeof text === 'string')
      ? [new Map(entries as [string, string][])]
      : [];
  });
  return records.sort((a, b) => b.size - a.size)[0] ?? new Map<string, string>();
}

async function catalogueUnder(root: string): Promise<Map<string, string>> {
  const file = resolve(root, CATALOGUE_FILE);
  if (!existsSync(file)) return new Map();
  try {
    return textsOfModule((await import(pathToFileURL(file).href)) as Record<string, unknown>);
  } catch {
    // A catalogue that does not load only costs the texts of retired messages (shown by id).
    return new Map();
  }
}

function git(args: readonly string[], input?: Buffer): Buffer {
  return execFileSync('git', args, {
    cwd: REPO_ROOT,
    input,
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
}

/** Whether a value is an xstate machine (duck-typed: it may come from another module copy). */
export function isMachine(value: unknown): value is AnyStateMachine {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<AnyStateMachine>;
  return (
    typeof candidate.root === 'object' &&
    typeof candidate.transition === 'function' &&
    typeof candidate.getInitialSnapshot === 'function'
  );
}

function machineRecord(value: unknown): Map<string, AnyStateMachine> | undefined {
  if (typeof value !== 'object' || value === null || isMachine(value)) return undefined;
  const entries = Object.entries(value);
  if (!entries.length || !entries.every(([, machine]) => isMachine(machine))) return undefined;
  return new Map(entries as [string, AnyStateMachine][]);
}

/**
 * The machines a module exports: the biggest record whose values are all machines (today's
 * `MACHINES`, whatever it is called), else every machine exported on its own, by its `id`.
 */
export function machinesOfModule(
  exports: Readonly<Record<string, unknown>>,
): Map<string, AnyStateMachine> {
  const records = Object.values(exports)
    .map(machineRecord)
    .filter((record) => record !== undefined);
  const biggest = records.sort((a, b) => b.size - a.size)[0];
  if (biggest) return biggest;
  const loose = Object.values(exports).filter(isMachine);
  return new Map(loose.map((machine) => [machine.id, machine]));
}

/**
 * The machine with the pure rules the app supplies (src/registration/registration-rules.ts) that
 * it leaves to its caller. Since the merge of issue 13 the machines name the resend's guard
 * `isEmailValid` with a placeholder that throws, so paths could not be generated on them; earlier
 * revisions called it `hasValidEmail` and implemented it themselves, and are left as they are.
 * The rule supplied is today's `provideRules` one (the forms' e-mail rule on `context.email`), to
 * the working tree and to any revision alike, so identical machines give identical paths (and the
 * same paths as docs/paths). `provideRules` itself is not used: it is typed to today's machines.
 */
export function withRules(machine: AnyStateMachine): AnyStateMachine {
  const guards = machine.implementations.guards as Readonly<Record<string, unknown>>;
  if (!Object.hasOwn(guards, 'isEmailValid')) return machine;
  return machine.provide({
    guards: {
      isEmailValid: ({ context }: { context: { email?: unknown } }) =>
        typeof context.email === 'string' && isEmail(context.email),
    },
  });
}

async function machinesUnder(root: string, label: string): Promise<Map<string, AnyStateMachine>> {
  const entries = ENTRY_FILES.map((file) => resolve(root, file)).filter((file) => existsSync(file));
  if (!entries.length)
    throw new Error(`Nem machines/registry.ts nem machines/index.ts em ${label}.`);
  let found = new Map<string, AnyStateMachine>();
  for (const entry of entries) {
    const exports = (await import(pathToFileURL(entry).href)) as Record<string, unknown>;
    const machines = machinesOfModule(exports);
    if (machines.size > found.size) found = machines;
  }
  if (!found.size) throw new Error(`machines/ de ${label} não exporta nenhuma máquina.`);
  return new Map([...found].map(([id, machine]) => [id, withRules(machine)]));
}

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;
const SOURCE = /\.(?:[cm]?[jt]sx?|json)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Fetches files that `machines/` imports from outside it, and what those import, from `tree`. */
function fetchImportsFromOutside(tree: string, dir: string): void {
  const queue = filesUnder(join(dir, 'machines'));
  const seen = new Set(queue);
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    const inRepo = posix.dirname(relative(dir, file).split('\\').join('/'));
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (specifier === undefined) continue;
      const target = posix.normalize(posix.join(inRepo, specifier));
      const candidates = [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`];
      const path = candidates.find((candidate) => {
        if (existsSync(join(dir, candidate))) return true;
        try {
          git(['cat-file', '-e', `${tree}:${candidate}`]);
          return true;
        } catch {
          return false;
        }
      });
      if (path === undefined || path.startsWith('..')) continue;
      const local = join(dir, path);
      if (seen.has(local)) continue;
      seen.add(local);
      if (!existsSync(local)) {
        mkdirSync(dirname(local), { recursive: true });
        writeFileSync(local, git(['show', `${tree}:${path}`]));
        queue.push(local);
      }
    }
  }
}

/** The revision's message catalogue, when machines/ did not already bring it. */
function fetchCatalogue(tree: string, dir: string): void {
  const local = join(dir, CATALOGUE_FILE);
  if (existsSync(local)) return;
  try {
    const text = git(['show', `${tree}:${CATALOGUE_FILE}`]);
    mkdirSync(dirname(local), { recursive: true });
    writeFileSync(local, text);
  } catch {
    // A revision without a catalogue: its retired messages are named by their ids.
  }
}

/** The abbreviated id of a commit or tree, or an error naming the revision. */
export function resolveRevision(revision: string): { tree: string; object: string } {
  try {
    const tree = git(['rev-parse', '--verify', '--quiet', `${revision}^{tree}`])
      .toString()
      .trim();
    const object = git(['rev-parse', '--short', '--verify', revision]).toString().trim();
    return { tree, object };
  } catch {
    throw new Error(
      `Revisão git desconhecida: '${revision}' (use um commit, uma tag ou um branch).`,
    );
  }
}

/** The machines of `revision`, loaded from git into a temporary folder that is removed after. */
export async function loadRevision(revision: string): Promise<LoadedMachines> {
  const { tree, object } = resolveRevision(revision);
  const dir = mkdtempSync(join(tmpdir(), 'paths-diff-'));
  try {
    let archive: Buffer;
    try {
      archive = git(['archive', '--format=tar', tree, 'machines']);
    } catch {
      throw new Error(`A revisão '${revision}' não tem a pasta machines/.`);
    }
    execFileSync('tar', ['-x', '-C', dir], { input: archive });
    fetchImportsFromOutside(tree, dir);
    fetchCatalogue(tree, dir);
    symlinkSync(join(REPO_ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
    const machines = await machinesUnder(dir, `revision '${revision}'`);
    return { label: revision, object, machines, messageTexts: await catalogueUnder(dir) };
  } finally {
    // Every module is evaluated by now: the files are no longer needed.
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The machines of the working tree, through the same defensive lookup. */
export async function loadWorkingTree(): Promise<LoadedMachines> {
  const machines = await machinesUnder(REPO_ROOT, 'the working tree');
  return {
    label: 'working tree',
    object: undefined,
    machines,
    messageTexts: await catalogueUnder(REPO_ROOT),
  };
}
