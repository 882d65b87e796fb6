import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * The local files a module imports statically (`import … from './x'`), not `import('./x')`, nor
 * `import type`, which leaves no code in the bundle.
 */
function staticImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return Array.from(
    source.matchAll(
      /(?:^|\n)\s*(?:import|export)\b(?!\s+type\b)[^;]*?\bfrom\s*'(\.{1,2}\/[^']+)'/g,
    ),
    (match) => resolve(dirname(file), match[1] ?? ''),
  );
}

/** The local files a module imports lazily, with `import('./x')`. */
function dynamicImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return Array.from(source.matchAll(/\bimport\(\s*'(\.{1,2}\/[^']+)'\s*\)/g), (match) =>
    resolve(dirname(file), match[1] ?? ''),
  );
}

function staticallyReachable(start: string): Set<string> {
  const seen = new Set<string>();
  const queue = [start];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...staticImports(file));
  }
  return seen;
}

describe('the register screen bundle', () => {
  const reached = Array.from(staticallyReachable(join(root, 'src/views/register-card.tsx')));

  it('holds none of the static pages’ code', () => {
    // The walk reaches the first step's components, down to the terms checkbox.
    expect(reached.map((file) => relative(root, file))).toContain(
      'src/components/terms-checkbox.tsx',
    );
    expect(
      reached.map((file) => relative(root, file)).filter((f) => f.startsWith('src/pages/')),
    ).toEqual([]);
  });

  it('loads the later steps’ forms, the terms dialog, the CPF rules and the toasts lazily', () => {
    const lazy = reached.flatMap(dynamicImports).map((file) => relative(root, file));
    expect(new Set(lazy)).toEqual(
      new Set([
        'src/views/question/question-view.tsx',
        'src/views/finish/finish-view.tsx',
        'src/views/non-client/non-client-view.tsx',
        'src/components/terms-dialog.tsx',
        'src/validation/cpf.ts',
        'src/views/notices/notice-layer.tsx',
      ]),
    );
  });
});
