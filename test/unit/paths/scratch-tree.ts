import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

/** The repository's root, where `git` runs. */
export const ROOT = resolve(import.meta.dirname, '../../..');

export const git = (args: string[], env: NodeJS.ProcessEnv = {}, input?: string) =>
  execFileSync('git', args, { cwd: ROOT, env: { ...process.env, ...env }, input })
    .toString()
    .trim();

/**
 * The working tree's machines/ as a git tree, through a scratch index (neither the working tree
 * nor the real index is touched), with edits to some files: a revision for `--diff` to load.
 */
export function machinesTree(index: string, edits: Readonly<Record<string, string>> = {}): string {
  const env = { GIT_INDEX_FILE: index };
  git(['read-tree', 'HEAD'], env);
  git(['add', '--all', '--', 'machines'], env);
  for (const [file, text] of Object.entries(edits)) {
    const blob = git(['hash-object', '-w', '--stdin'], env, text);
    git(['update-index', '--cacheinfo', `100644,${blob},${file}`], env);
  }
  return git(['write-tree'], env);
}
