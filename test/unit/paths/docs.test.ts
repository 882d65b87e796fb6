import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOCS_DIR, HAND_WRITTEN, generateDocs } from '../../../scripts/paths/report.ts';

/**
 * The committed QA documents are what `npm run paths` writes today: regenerated in memory and
 * compared with docs/paths, so a machine, label or text change that is not followed by
 * `npm run paths` (and a commit) fails here.
 */
describe('docs/paths', { timeout: 60_000 }, () => {
  it('holds exactly the generated files, and README.md', async () => {
    const files = await generateDocs();
    const onDisk = readdirSync(DOCS_DIR).filter((file) => !HAND_WRITTEN.includes(file));
    expect(onDisk.sort(), 'Run `npm run paths` and commit docs/paths.').toEqual(
      [...files.keys()].sort(),
    );
    for (const file of HAND_WRITTEN) expect(readdirSync(DOCS_DIR)).toContain(file);
  });

  it('is up to date: run `npm run paths` and commit docs/paths when this fails', async () => {
    const files = await generateDocs();
    for (const [file, text] of files) {
      const committed = readFileSync(resolve(DOCS_DIR, file), 'utf8');
      expect(committed, `docs/paths/${file} is stale: run \`npm run paths\``).toBe(text);
    }
  });
});
