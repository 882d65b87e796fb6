// The browser build: the plain one reads Node's Buffer, which the page does not have.
import { stringify } from 'csv-stringify/browser/esm/sync';
import { formatStateValue } from '../../../machine-graph/index.ts';
import type { LogEntry } from '../live/live-sessions.ts';

/**
 * RFC 4180: comma, CRLF, quotes doubled. With CRLF records csv-stringify quotes a cell holding
 * the whole delimiter only, so a lone line break is matched too (a spreadsheet would split it).
 */
export function csvOf(rows: readonly (readonly string[])[]): string {
  return stringify(
    rows.map((row) => [...row]),
    { record_delimiter: 'windows', quoted_match: /[\r\n]/ },
  );
}

/** The live event log as CSV, oldest first. */
export function logCsv(log: readonly LogEntry[], header: readonly string[]): string {
  return csvOf([
    header,
    ...log.map((entry) => [
      new Date(entry.at).toISOString(),
      entry.machineId,
      entry.session,
      entry.eventType ?? '',
      entry.from === undefined ? '' : formatStateValue(entry.from),
      formatStateValue(entry.to),
    ]),
  ]);
}
