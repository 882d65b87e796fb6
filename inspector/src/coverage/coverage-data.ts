import { parseCoverage, type CoverageReport } from './coverage.ts';

/**
 * `docs/paths/coverage.json` as it was when the inspector was built (or, in development, as it is
 * now: Vite reloads the page when it changes). A glob, so a missing file is no error: the
 * inspector then says the coverage is unknown.
 */
const found = import.meta.glob<unknown>('../../../docs/paths/coverage.json', {
  eager: true,
  import: 'default',
});

export const COVERAGE: CoverageReport | undefined = parseCoverage(Object.values(found)[0]);

/** Whether a file was found but could not be read as a coverage report. */
export const COVERAGE_UNREADABLE: boolean = Object.keys(found).length > 0 && COVERAGE === undefined;
