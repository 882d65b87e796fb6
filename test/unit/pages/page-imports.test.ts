import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const pagesDir = join(root, 'src/pages');

/**
 * The static pages are lazily loaded chunks. If one imported the register screen, its machine and
 * views would be pulled into (or shared with) the pages' chunks; the pages must stay independent.
 */
const forbidden = ['src/views/', 'src/registration/', 'machines/'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The local files a module imports (static or dynamic), resolved to absolute paths. */
function localImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const specifiers = Array.from(
    source.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g),
    (match) => match[1] ?? '',
  );
  return specifiers.map((specifier) => resolve(dirname(file), specifier));
}

/** Every local file reachable from `start`, following imports transitively. */
function reachable(start: string): Set<string> {
  const seen = new Set<string>();
  const queue = [start];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...localImports(file));
  }
  return seen;
}

describe('src/pages', () => {
  it.each(sourceFiles(pagesDir).map((file) => relative(root, file)))(
    '%s reaches nothing of the register screen',
    (file) => {
      const reached = Array.from(reachable(join(root, file)), (path) => relative(root, path));
      expect(reached.filter((path) => forbidden.some((dir) => path.startsWith(dir)))).toEqual([]);
    },
  );
});
