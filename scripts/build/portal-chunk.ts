import type { Rolldown } from 'vite';

type Group = NonNullable<
  Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>['groups']
>[number];

/**
 * A code-splitting group that puts every module the portal's entry imports statically, however
 * deep, into one chunk. Left to itself, the bundler splits that code wherever the inspector's entry
 * or a lazy chunk shares a module, and the register screen then loads a dozen files before its
 * first paint, each compressed on its own. The inspector, for analysts, loads this chunk whole.
 * The entry module itself stays in the entry chunk, which imports this one.
 */
export function portalChunk(entry: string): Group {
  let closure: Set<string> | undefined;
  return {
    debugName: 'portal',
    name(id, ctx) {
      if (!closure) {
        const seen = new Set<string>();
        const queue = [entry];
        for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
          if (seen.has(next)) continue;
          seen.add(next);
          queue.push(...(ctx.getModuleInfo(next)?.importedIds ?? []));
        }
        closure = seen;
      }
      return id !== entry && closure.has(id) ? 'portal' : null;
    },
  };
}
