import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { format, resolveConfig } from 'prettier';
import { build } from 'vite';
import { chromiumPath } from '../chromium-path.mjs';
import { buildReference } from './reference-app.ts';
import { serveReference } from './servers.ts';
import { measureTyping, renderTyping, replaceTypingSection } from './typing.ts';

/**
 * `npm run bench:typing`: the typing part of `npm run bench` alone (issue 27, item 11), a few
 * minutes instead of the Lighthouse rounds: builds the portal and the reference, measures each
 * keystroke at 4× CPU slowdown and writes the table into docs/performance.md.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const DIST = resolve(ROOT, 'dist');
const DOC = resolve(ROOT, 'docs/performance.md');

const chromePath = chromiumPath();
if (!chromePath)
  throw new Error('Chromium not found: run `node scripts/ensure-chromium.mjs --browser`.');

await build({ root: ROOT, configFile: resolve(ROOT, 'vite.config.ts'), logLevel: 'warn' });
const referenceDist = await buildReference();
const referenceServer = await serveReference(referenceDist);
const browser = await chromium.launch({
  executablePath: chromePath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic'],
});
try {
  const figures = await measureTyping(browser, DIST, referenceServer.origin);
  const table = renderTyping(figures, new Date().toISOString().slice(0, 10));
  console.log(table);
  const document = replaceTypingSection(readFileSync(DOC, 'utf8'), table);
  const options = (await resolveConfig(DOC)) ?? {};
  writeFileSync(DOC, await format(document, { ...options, filepath: DOC }));
  console.log(`Written to ${DOC}.`);
} finally {
  await browser.close();
  await referenceServer.close();
  rmSync(referenceDist, { recursive: true, force: true });
}
