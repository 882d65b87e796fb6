import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

/*
 * Issue 36 item 7: the API contract passes the two OpenAPI linters an API team runs, with their
 * rules as configured in redocly.yaml and .spectral.yaml (each waiver there says why). Both CLIs
 * are dev dependencies and run offline: Redocly's telemetry and update check are off.
 */

const ROOT = resolve(import.meta.dirname, '../../..');
const DOCUMENT = 'docs/api/openapi.yaml';
const run = promisify(execFile);

/** A CLI of node_modules/.bin, in the repository's root (where its configuration file is). */
async function cli(name: string, args: string[]): Promise<string> {
  const { stdout } = await run(resolve(ROOT, 'node_modules/.bin', name), args, {
    cwd: ROOT,
    timeout: 60_000,
    maxBuffer: 16 * 1024 * 1024,
    env: {
      ...process.env,
      REDOCLY_TELEMETRY: 'off',
      REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
      DO_NOT_TRACK: '1',
    },
  }).catch((error: unknown) => {
    // Both exit non-zero on an error and still print their report: the report is the verdict.
    if (error instanceof Error && 'stdout' in error && typeof error.stdout === 'string') {
      return { stdout: error.stdout };
    }
    throw error;
  });
  return stdout;
}

describe(`the API contract (${DOCUMENT}) under the OpenAPI linters`, () => {
  it('has no error and no warning from Redocly CLI (recommended rules)', async () => {
    const report = JSON.parse(await cli('redocly', ['lint', '--format=json', DOCUMENT])) as {
      totals: { errors: number; warnings: number };
      problems: { ruleId: string; message: string }[];
    };
    expect(report.problems.map(({ ruleId, message }) => `${ruleId}: ${message}`)).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  });

  it('has no error and no warning from Spectral (spectral:oas)', async () => {
    const results = JSON.parse(await cli('spectral', ['lint', '-q', '-f', 'json', DOCUMENT])) as {
      code: string;
      message: string;
      severity: number;
    }[];
    // Severity 0 is an error, 1 a warning; hints and infos (2, 3) are not counted.
    expect(
      results
        .filter(({ severity }) => severity <= 1)
        .map(({ code, message }) => `${code}: ${message}`),
    ).toEqual([]);
  });
});
