import { formatStateValue } from '../../../src/machine-graph/index.ts';
import type { LogEntry } from '../live/live-sessions.ts';

/** The live event log as CSV (RFC 4180: comma, CRLF, quotes doubled), oldest first. */

export function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function csvOf(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

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
