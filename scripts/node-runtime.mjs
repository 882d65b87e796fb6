// The Node the project runs on: the node-linux-* package installed by `npm install`
// (docs/decisions/019-node-runtime.md), which npm puts first on PATH for every script.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');

/** node_modules/.bin/node, linked by npm to the node-linux-* binary for this machine, if any. */
export function projectNode() {
  const link = resolve(ROOT, 'node_modules/.bin/node');
  return existsSync(link) ? realpathSync(link) : undefined;
}

/** The lowest Node version `engines.node` accepts (e.g. "^24.11.0" → [24, 11, 0]). */
export function minimumNode() {
  const { engines } = JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8'));
  const match = /(\d+)\.(\d+)\.(\d+)/.exec(engines.node);
  if (!match) throw new Error(`Cannot read engines.node: ${engines.node}`);
  return match.slice(1).map(Number);
}

/** Whether `version` ("v24.21.0") is at least the minimum and on the same major line. */
export function isSupportedNode(version) {
  const [major, minor, patch] = version.replace(/^v/, '').split('.').map(Number);
  const [wantMajor, wantMinor, wantPatch] = minimumNode();
  if (major !== wantMajor) return false;
  return minor > wantMinor || (minor === wantMinor && patch >= wantPatch);
}

/**
 * Run from a shell as `node scripts/x.mjs` with the machine's older Node, a script re-runs itself
 * with the project's Node and exits with its status; under npm it already runs on it.
 */
export function reexecOnProjectNode() {
  const node = projectNode();
  if (!node || isSupportedNode(process.version) || node === process.execPath) return;
  const result = spawnSync(node, process.argv.slice(1), { stdio: 'inherit' });
  process.exit(result.status ?? 1);
}

/** The path of a package's command, to start it with this Node: bin('vitest') → …/vitest.mjs. */
export function bin(pkg, name = pkg) {
  const dir = resolve(ROOT, 'node_modules', pkg);
  const manifest = JSON.parse(readFileSync(resolve(dir, 'package.json'), 'utf8'));
  const entry = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin[name];
  return resolve(dir, entry);
}
