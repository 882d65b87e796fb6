import react from '@vitejs/plugin-react';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { precompressPlugin } from '../../deploy/precompress.ts';

/** The reference's source: a bare React app with one button (scripts/bench/reference/). */
const REFERENCE_ROOT = resolve(import.meta.dirname, 'reference');

/**
 * Builds the reference with Vite's production defaults (the same Vite and React as the portal),
 * into a fresh temporary folder, and returns it. No configuration file: nothing of the portal's
 * build applies to it but the step every build ends with, the precompressed copies its server
 * sends (deploy/precompress.ts), so both are served alike.
 */
export async function buildReference(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'portal-bench-reference-'));
  await build({
    root: REFERENCE_ROOT,
    configFile: false,
    logLevel: 'warn',
    base: '/',
    plugins: [react(), precompressPlugin()],
    build: { outDir, emptyOutDir: true },
  });
  return outDir;
}
