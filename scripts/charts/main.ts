// `npm run docs:charts`: writes docs/machines/<machine>.md (Mermaid chart, states, events, the
// message each failure shows) and docs/machines/README.md from the machine definitions, and
// docs/machines/path-heat.json (how many QA paths cross each transition) for the inspector.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chartFiles, DOCS_DIR } from './chart-markdown.ts';
import { HEAT_FILE, pathHeatJson } from './path-heat.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const dir = join(ROOT, DOCS_DIR);
mkdirSync(dir, { recursive: true });

const files = await chartFiles();
const wanted = new Set([...files.keys()].map((path) => join(ROOT, path)));
for (const name of readdirSync(dir)) {
  const path = join(dir, name);
  // A page of a machine that no longer exists goes.
  if (name.endsWith('.md') && !wanted.has(path)) {
    rmSync(path);
    console.log(`removed ${join(DOCS_DIR, name)}`);
  }
}
for (const [path, text] of files) {
  writeFileSync(join(ROOT, path), text);
  console.log(`wrote ${path}`);
}
writeFileSync(join(ROOT, HEAT_FILE), pathHeatJson());
console.log(`wrote ${HEAT_FILE}`);
