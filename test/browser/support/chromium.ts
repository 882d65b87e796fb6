import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { CHROMIUM_FLAGS, chromiumPath } from '../../../scripts/chromium-path.mjs';

export const PHONE = { width: 360, height: 740 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

export interface Chromium {
  context: BrowserContext;
  close(): Promise<void>;
}

/** Starts Debian's Chromium (never a downloaded browser) with a fresh profile. */
export async function launchChromium(
  viewport: { width: number; height: number } = DESKTOP,
): Promise<Chromium> {
  const executablePath = chromiumPath();
  if (!executablePath)
    throw new Error('Chromium not found: run `node scripts/ensure-chromium.mjs`.');
  const profile = mkdtempSync(join(tmpdir(), 'portal-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    args: [...CHROMIUM_FLAGS],
    viewport,
    locale: 'pt-BR',
  });
  return {
    context,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
