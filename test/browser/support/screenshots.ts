import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { CustomerPage } from '../../../qa/customer-page.ts';

const ROOT = resolve(import.meta.dirname, '../../../test-results/screenshots');

/** Writes a full-page screenshot under test-results/screenshots/<folder>/<name>.png. */
export async function screenshot(
  page: CustomerPage,
  folder: string,
  name: string,
): Promise<string> {
  const dir = resolve(ROOT, folder);
  mkdirSync(dir, { recursive: true });
  const path = resolve(dir, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}
