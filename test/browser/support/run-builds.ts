import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where this run keeps the portal builds made with a given env (fakes/portal-builds.ts). */
    portalBuildsDir: string;
  }
}

/**
 * The browser project's global setup: one folder per run for the configured builds, so that
 * files asking for the same env share one build; removed when the run ends, as a later run may
 * build different code.
 */
export default function providePortalBuilds(project: TestProject): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'portal-builds-'));
  project.provide('portalBuildsDir', dir);
  return () => {
    rmSync(dir, { recursive: true, force: true });
  };
}
