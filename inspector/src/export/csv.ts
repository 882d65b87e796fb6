// The browser build: the plain one reads Node's Buffer, which the page does not have.
import { stringify } from 'csv-stringify/browser/esm/sync';
import { formatStateValue } from '../../../machine-graph/index.ts';
import type { LogEntry } from '../live/live-sessions.ts';
import { eventDescription, machineTitle } from '../texts.ts';
import { valueWords } from '../app/words.ts';

/**
 * CSV for a spreadsheet set to Brazilian Portuguese (docs/analytics.md, "Planilhas"): `;` between
 * cells (the comma is the decimal mark there), CRLF between records, quotes doubled, and a UTF-8
 * byte-order mark first so accents open right. With CRLF records csv-stringify quotes a cell
 * holding the whole delimiter only, so a lone line break is matched too (a strict importer ends a
 * record there).
 */
export function csvOf(rows: readonly (readonly string[])[]): string {
  return stringify(
    rows.map((row) => [...row]),
    { bom: true, delimiter: ';', record_delimiter: 'windows', quoted_match: /[\r\n;]/ },
  );
}

/** A number as a Brazilian spreadsheet reads it: a comma before the decimals, no grouping. */
export function decimalCell(value: number, digits: number): string {
  return value.toLocaleString('pt-BR', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    useGrouping: false,
  });
}

/** The live event log as CSV, oldest first: the analyst's words, then the code names for QA. */
export function logCsv(
  log: readonly LogEntry[],
  header: readonly string[],
  shortSession: (session: string) => string,
): string {
  return csvOf([
    header,
    ...log.map((entry) => [
      new Date(entry.at).toISOString(),
      machineTitle(entry.machineId),
      shortSession(entry.session),
      entry.eventType === null ? '' : eventDescription(entry.eventType),
      entry.from === undefined ? '' : valueWords(entry.from),
      valueWords(entry.to),
      entry.machineId,
      entry.eventType ?? '',
      entry.from === undefined ? '' : formatStateValue(entry.from),
      formatStateValue(entry.to),
    ]),
  ]);
}
